import type { ReactNode } from 'react';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** A link or button in the card's header. */
  action?: ReactNode;
  /** An image or artwork across the top. */
  media?: ReactNode;
  /** How far it stands off the page: 1 (resting, default), 2 (raised), 3 (floating). */
  elevation?: 1 | 2 | 3;
  /** A card with the brand gradient, for promotions and highlights. */
  tone?: 'default' | 'brand';
  /** The heading level of the title (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  as?: 'section' | 'article' | 'div';
  className?: string;
  children?: ReactNode;
}

/** A surface grouping related content, with an optional header and media. */
export function Card({
  title,
  subtitle,
  action,
  media,
  elevation = 1,
  tone = 'default',
  headingLevel = 2,
  as: Element = 'section',
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['surface-card', `surface-card--e${elevation}`, tone === 'brand' && 'surface-card--brand', className];
  return (
    <Element className={classes.filter(Boolean).join(' ')}>
      {media ? <div className="surface-card__media">{media}</div> : null}
      {title || action ? (
        <div className="surface-card__header">
          <div>
            {title ? <Heading className="surface-card__title">{title}</Heading> : null}
            {subtitle ? <p className="surface-card__subtitle">{subtitle}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children ? <div className="surface-card__body">{children}</div> : null}
    </Element>
  );
}
