import { useTranslation } from '@app/i18n';
import { PasswordChecklist as RulesChecklist, type RuleCheck } from '@app/ui/forms';

/** The password rules as a live checklist, ticked as the player types, in the sign-up and reset screens' words. */
export function PasswordChecklist({ checks }: { checks: RuleCheck[] }) {
  const { t } = useTranslation();
  return (
    <RulesChecklist
      checks={checks}
      texts={{
        label: t('auth.passwordRules'),
        rule: (check) => t(`auth.rules.${check.rule}`, { count: check.required }),
        met: t('auth.ruleMet'),
        notMet: t('auth.ruleNotMet'),
      }}
    />
  );
}
