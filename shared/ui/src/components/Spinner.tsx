export type LoadingType = 'loading1' | 'loading2';

export interface SpinnerProps {
  /** cmsConfig.loading_type: loading1 (ring, the default) or loading2 (dots). */
  type?: string;
  /** Accessible text announced while loading. */
  label: string;
}

/** The loading indicator shown while a lazily loaded page arrives. */
export function Spinner({ type = 'loading1', label }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-live="polite" data-loading-type={type === 'loading2' ? 'loading2' : 'loading1'}>
      {type === 'loading2' ? (
        <div className="spinner__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : (
        <div className="spinner__ring" aria-hidden="true" />
      )}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
