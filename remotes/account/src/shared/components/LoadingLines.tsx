import { LoadingNote, SkeletonText } from '@app/ui/display';

/** Placeholder lines while a page's details load, said once to screen readers. */
export function LoadingLines({ lines }: { lines: number }) {
  return (
    <div className="stack account-skeleton">
      <LoadingNote />
      <SkeletonText lines={lines} />
    </div>
  );
}
