import { SkeletonRow } from '@app/ui/display';
import { LoadingNote } from './LoadingNote.tsx';

/** A list still loading: a few placeholder rows, announced once. */
export function SkeletonList({ rows = 3 }: { rows?: number }) {
  return (
    <>
      <LoadingNote />
      <ul className="list list--inset" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className="list-row">
            <div className="list-row__body">
              <SkeletonRow />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
