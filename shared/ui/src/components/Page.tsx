import type { ReactNode } from 'react';

export interface PageProps {
  /** The page's translated title, rendered as its level-one heading. */
  title: string;
  /** The translated name of the area the page belongs to (Casino, Wallet, ...). */
  area?: string;
  children?: ReactNode;
  /** Identifies the area build that rendered the page (its version), for operators and tests. */
  build?: string;
}

/** The frame every page of every area starts from: a heading and its content. */
export function Page({ title, area, children, build }: PageProps) {
  return (
    <section className="page" aria-labelledby="page-title" data-build={build}>
      <header className="page__header">
        <div>
          {area ? <div className="page__area">{area}</div> : null}
          <h1 id="page-title" className="page__title">
            {title}
          </h1>
        </div>
      </header>
      {children}
    </section>
  );
}
