export { Page } from './components/Page.tsx';
export type { PageProps } from './components/Page.tsx';
export { Button } from './components/Button.tsx';
export type { ButtonProps } from './components/Button.tsx';
export { Spinner } from './components/Spinner.tsx';
export type { LoadingType, SpinnerProps } from './components/Spinner.tsx';
export { createArea } from './area.tsx';
export type { AreaDefinition, AreaLayoutProps, AreaNavItem } from './area.tsx';
