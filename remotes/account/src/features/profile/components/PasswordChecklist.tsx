import { Check } from 'lucide-react';
import { useAreaTranslation } from '../../../area.ts';
import type { RuleCheck } from '../model/password.ts';

/** The operator's password rules as a live checklist, ticked as the player types. */
export function PasswordChecklist({ checks, id }: { checks: RuleCheck[]; id?: string }) {
  const { t } = useAreaTranslation();
  return (
    <ul className="form-checklist" aria-label={t('password.rules')} id={id}>
      {checks.map((check) => (
        <li
          key={check.rule}
          className={check.met ? 'form-checklist__item form-checklist__item--met' : 'form-checklist__item'}
          data-met={check.met}
        >
          <span className="form-checklist__mark" aria-hidden="true">
            {check.met ? <Check strokeWidth={3} focusable="false" /> : null}
          </span>
          <span>{t(`password.rule.${check.rule}`, { n: check.required })}</span>
          <span className="visually-hidden">{check.met ? t('password.ruleMet') : t('password.ruleNotMet')}</span>
        </li>
      ))}
    </ul>
  );
}
