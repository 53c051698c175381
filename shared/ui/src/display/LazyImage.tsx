import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from '@app/i18n';

export interface LazyImageProps {
  src: string;
  /** What the image shows; empty for a decorative image. */
  alt: string;
  /** The image's intrinsic size, whose ratio its box keeps before it loads (no layout shift). */
  width: number;
  height: number;
  /** Load at once (the first screen's hero) instead of when it nears the screen. */
  eager?: boolean;
  /** The browser's fetch priority: high for the first screen's largest images. */
  fetchPriority?: 'high' | 'low' | 'auto';
  radius?: 'none' | 'md' | 'lg';
  className?: string;
}

/**
 * An image that loads as it nears the screen, in a box of its own aspect ratio reserved from the
 * start, with a shimmer while it loads and a quiet placeholder if it fails.
 */
export function LazyImage({ src, alt, width, height, eager = false, fetchPriority, radius = 'md', className }: LazyImageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // A first-screen image paints the moment it is decoded (no fade-in that would hold it back).
  const classes = ['lazy-image', `lazy-image--${state}`, eager && 'lazy-image--eager', `lazy-image--radius-${radius}`, className];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={{ aspectRatio: `${width} / ${height}` }} data-state={state}>
      {state === 'failed' ? (
        <span
          className="lazy-image__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt ? `${alt} (${t('ui.imageUnavailable')})` : undefined}
        >
          <ImageOff aria-hidden="true" />
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={fetchPriority}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
