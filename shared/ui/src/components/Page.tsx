import type { ReactNode } from 'react';

export interface PageProps {
  /** The page's translated title, rendered as its level-one heading. */
  title: string;
  /**
   * The translated name of the area the page belongs to (Casino, Wallet, ...). The header and the
   * tab bar already say where the player is, so it is not drawn above the title.
   */
  area?: string;
  children?: ReactNode;
  /** Identifies the area build that rendered the page (its version), for operators and tests. */
  build?: string;
  /** Drawn beside the title, on its row (the area's links on a compact page). */
  aside?: ReactNode;
  /** A smaller title sharing its row with `aside`: the page's own content starts higher. */
  compact?: boolean;
}

/** The frame every page of every area starts from: a compact heading and its content. */
export function Page({ title, area, children, build, aside, compact = false }: PageProps) {
  return (
    <section className={compact ? 'page page--compact' : 'page'} aria-labelledby="page-title" data-build={build} data-area={area}>
      <header className="page__header">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {aside}
      </header>
      {children}
    </section>
  );
}
