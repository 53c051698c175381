import { useTranslation } from '@app/i18n';
import type { RuleCheck } from './passwordRules.ts';

/** The password rules as a live checklist, ticked as the player types. */
export function PasswordChecklist({ checks, id }: { checks: RuleCheck[]; id: string }) {
  const { t } = useTranslation();
  return (
    <ul className="checklist" id={id} aria-label={t('auth.passwordRules')}>
      {checks.map((check) => (
        <li key={check.rule} className={check.met ? 'checklist__item checklist__item--met' : 'checklist__item'} data-met={check.met}>
          <span aria-hidden="true">{check.met ? '✓' : '•'}</span> {t(`auth.rules.${check.rule}`, { n: check.required })}
          <span className="visually-hidden">{check.met ? t('auth.ruleMet') : t('auth.ruleNotMet')}</span>
        </li>
      ))}
    </ul>
  );
}
