import type { CSSProperties } from 'react';
import { LoadingNote } from './LoadingNote.tsx';

export interface SkeletonProps {
  /** text: one line of text; rect: a block (image, card); circle: an avatar. */
  variant?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder in the shape of content still loading; hidden from screen readers. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <span className={`skeleton skeleton--${variant}${className ? ` ${className}` : ''}`} style={{ width, height }} aria-hidden="true" />
  );
}

/** Several lines of placeholder text, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-text" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** A list row's placeholder: an avatar and two lines. */
export function SkeletonRow() {
  return (
    <span className="skeleton-row" aria-hidden="true">
      <Skeleton variant="circle" width="2.5rem" height="2.5rem" />
      <span className="skeleton-row__text">
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </span>
    </span>
  );
}

/** A list still loading: a few placeholder rows, announced once to screen readers. */
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
