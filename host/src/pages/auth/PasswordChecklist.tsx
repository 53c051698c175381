import { Check } from 'lucide-react';
import { useTranslation } from '@app/i18n';
import type { RuleCheck } from './passwordRules.ts';

/** The password rules as a live checklist, ticked as the player types. */
export function PasswordChecklist({ checks }: { checks: RuleCheck[] }) {
  const { t } = useTranslation();
  return (
    <ul className="form-checklist" aria-label={t('auth.passwordRules')}>
      {checks.map((check) => (
        <li
          key={check.rule}
          className={check.met ? 'form-checklist__item form-checklist__item--met' : 'form-checklist__item'}
          data-met={check.met}
        >
          <span className="form-checklist__mark" aria-hidden="true">
            {check.met ? <Check strokeWidth={3} focusable="false" /> : null}
          </span>
          <span>{t(`auth.rules.${check.rule}`, { n: check.required })}</span>
          <span className="visually-hidden">{check.met ? t('auth.ruleMet') : t('auth.ruleNotMet')}</span>
        </li>
      ))}
    </ul>
  );
}
