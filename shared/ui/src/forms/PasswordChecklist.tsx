import { Check } from 'lucide-react';
import type { RuleCheck } from './password.ts';

export interface PasswordChecklistTexts {
  /** Names the list. */
  label: string;
  /** One rule in words ("At least 8 characters"). */
  rule: (check: RuleCheck) => string;
  /** Said after a rule to screen readers. */
  met: string;
  notMet: string;
}

export interface PasswordChecklistProps {
  checks: readonly RuleCheck[];
  /** The words, in the texts of the screen that shows it. */
  texts: PasswordChecklistTexts;
  id?: string;
}

/** The operator's password rules as a live checklist, ticked as the player types. */
export function PasswordChecklist({ checks, texts, id }: PasswordChecklistProps) {
  return (
    <ul className="form-checklist" aria-label={texts.label} id={id}>
      {checks.map((check) => (
        <li
          key={check.rule}
          className={check.met ? 'form-checklist__item form-checklist__item--met' : 'form-checklist__item'}
          data-met={check.met}
        >
          <span className="form-checklist__mark" aria-hidden="true">
            {check.met ? <Check strokeWidth={3} focusable="false" /> : null}
          </span>
          <span>{texts.rule(check)}</span>
          <span className="visually-hidden">{check.met ? texts.met : texts.notMet}</span>
        </li>
      ))}
    </ul>
  );
}
