import type { ReactNode } from 'react';

export interface NumberedStep {
  /** Tells the steps apart (the list's React key). */
  id: string;
  title: ReactNode;
  text: ReactNode;
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[];
}

/** How something works, in numbered steps: each a round number, a title and a line of text. */
export function NumberedSteps({ steps }: NumberedStepsProps) {
  return (
    <ol className="stack-list numbered-steps">
      {steps.map((step) => (
        <li key={step.id} className="numbered-steps__step">
          <p>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
