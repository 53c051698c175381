import type { ReactNode } from 'react';

interface AuthScreenProps {
  /** The screen's title, its level-one heading. */
  title: string;
  /** A line under the title that says what the screen is for. */
  intro?: ReactNode;
  /** The screen's emblem (an icon), drawn in the brand's colours. */
  icon: ReactNode;
  /** The form, in a card. */
  children: ReactNode;
  /** Links to the other auth screens, under the card. */
  links?: ReactNode;
}

/** The frame of the sign-in, sign-up and reset screens: emblem, title, a welcoming line, the card, the links. */
export function AuthScreen({ title, intro, icon, children, links }: AuthScreenProps) {
  return (
    <section className="form-screen" aria-labelledby="page-title">
      <header className="form-screen__hero">
        <span className="form-screen__logo" aria-hidden="true">
          {icon}
        </span>
        <h1 id="page-title" className="form-screen__title">
          {title}
        </h1>
        {intro ? <p className="form-screen__intro">{intro}</p> : null}
      </header>
      <div className="form-card">{children}</div>
      {links ? <div className="form-links">{links}</div> : null}
    </section>
  );
}
