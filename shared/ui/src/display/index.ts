// @app/ui/display: lists, cards, tabs and other display components, and the hook that puts an area's
// own styles in the page. Shared on its own (not in the host's first load): it arrives with the
// first page that uses it.
export { Tabs } from './Tabs.tsx';
export type { TabItem, TabsProps } from './Tabs.tsx';
export { SegmentedControl } from './SegmentedControl.tsx';
export type { SegmentOption, SegmentedControlProps } from './SegmentedControl.tsx';
export { List, ListRow } from './List.tsx';
export type { ListProps, ListRowProps } from './List.tsx';
export { Card } from './Card.tsx';
export type { CardProps } from './Card.tsx';
export { Badge } from './Badge.tsx';
export type { BadgeProps, Tone } from './Badge.tsx';
export { ProgressBar } from './ProgressBar.tsx';
export type { ProgressBarProps } from './ProgressBar.tsx';
export { Stepper } from './Stepper.tsx';
export type { StepperProps } from './Stepper.tsx';
export { Countdown } from './Countdown.tsx';
export type { CountdownProps } from './Countdown.tsx';
export { countdownParts, secondsLeft } from './countdown.ts';
export type { CountdownParts } from './countdown.ts';
export { Skeleton, SkeletonList, SkeletonRow, SkeletonText } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
export { LoadingNote } from './LoadingNote.tsx';
export { EmptyState, ErrorState } from './States.tsx';
export type { EmptyStateProps, ErrorStateProps } from './States.tsx';
export { InfiniteList } from './InfiniteList.tsx';
export type { InfiniteListProps } from './InfiniteList.tsx';
export { LazyImage } from './LazyImage.tsx';
export type { LazyImageProps } from './LazyImage.tsx';
export { useAreaStyles } from './areaStyles.ts';
export { LicenceSeal } from './LicenceSeal.tsx';
