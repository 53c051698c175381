import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Check, CircleCheck, Lock, ShieldCheck } from 'lucide-react';
import { accountSettingsAtom } from '@app/state';
import { ErrorState, Stepper, Notice, Section } from '@app/ui/display';
import { ButtonLink } from '@app/ui';
import { useAreaTranslation } from '../../../area.ts';
import { useUserInfo } from '../../../shared/api/userInfo.ts';
import { currentStepIndex, KYC_STEPS, kycLevelOf, MAX_KYC_LEVEL, nextStep, stepDone } from '../../../shared/model/kyc.ts';
import { GATES, gateLevels, unlockedBy, type Gate } from '../model/gates.ts';
import { LinkNotice } from '../../../shared/components/LinkNotice.tsx';
import { LoadingLines } from '../../../shared/components/LoadingLines.tsx';
import '../kyc.css';

/** Several names as one phrase in a language ("Deposits and Withdrawals"). */
function joinerFor(locale: string): (items: string[]) => string {
  try {
    const list = new Intl.ListFormat(locale, { type: 'conjunction' });
    return (items) => list.format(items);
  } catch {
    return (items) => items.join(', ');
  }
}

function useJoin(): (items: string[]) => string {
  const { i18n } = useAreaTranslation();
  const locale = i18n.language || 'en';
  return useMemo(() => joinerFor(locale), [locale]);
}

/** Where the player stands in verification, what each step opens, and the way to the next one. */
export function KycOverview() {
  const { t } = useAreaTranslation();
  const user = useUserInfo();
  const settings = useAtomValue(accountSettingsAtom);
  const join = useJoin();

  if (user.isPending) {
    return <LoadingLines lines={6} />;
  }
  if (user.isError) {
    return <ErrorState title={t('kyc.loadFailedTitle')} text={t('kyc.loadFailed')} onRetry={() => user.refetch()} />;
  }

  const info = user.data;
  const level = kycLevelOf(info);
  const levels = gateLevels(settings);
  const next = nextStep(info);
  const current = currentStepIndex(info);
  const gateName = (gate: Gate) => t(`kyc.gate.${gate}`);
  const levelName = (required: number) => (required <= MAX_KYC_LEVEL ? t(`kyc.levels.${required}`) : String(required));

  return (
    <>
      <div className="stack-card account-card">
        <p className="account-card__meta">{t('kyc.levelTitle')}</p>
        <p className="account-card__amount">{t('kyc.levelValue', { level, max: MAX_KYC_LEVEL, name: t(`kyc.levels.${level}`) })}</p>
        <Stepper label={t('kyc.stepperLabel')} current={current} steps={KYC_STEPS.map((step) => t(`kyc.steps.${step.step}.title`))} />
      </div>
      {next ? (
        <LinkNotice
          tone="info"
          title={t('kyc.nextTitle', { step: t(`kyc.steps.${next.step}.title`) })}
          to={next.path}
          action={t('kyc.start')}
        >
          {' '}
          {t(`kyc.steps.${next.step}.about`)}
        </LinkNotice>
      ) : (
        <Notice tone="success" icon={ShieldCheck} title={t('kyc.allDoneTitle')}>
          {t('kyc.allDoneText')}
        </Notice>
      )}
      <Section title={t('kyc.stepsTitle')}>
        <ol className="stack-list stack-list--tight">
          {KYC_STEPS.map((step, index) => {
            const done = stepDone(step, info);
            const state = done ? 'done' : index === current ? 'current' : 'later';
            const opens = unlockedBy(step.level, levels).map(gateName);
            return (
              <li key={step.step} className={`account-step account-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={`step-mark step-mark--${state}`} aria-hidden="true">
                  {done ? <Check /> : index + 1}
                </span>
                <div className="notice__body">
                  <h3 className="account-card__title">{t(`kyc.steps.${step.step}.title`)}</h3>
                  <p className="account-card__meta">{t(`kyc.steps.${step.step}.about`)}</p>
                  {opens.length > 0 ? <p className="account-card__meta">{t('kyc.unlocks', { list: join(opens) })}</p> : null}
                  <p className="account-card__meta">
                    <strong>{t(`kyc.status.${state}`)}</strong>
                  </p>
                  {state === 'current' ? (
                    <ButtonLink to={step.path} variant="secondary" size="small">
                      {t('kyc.start')}
                    </ButtonLink>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </Section>
      <Section title={t('kyc.gatesTitle')}>
        <ul className="stack-list stack-list--tight">
          {GATES.map((gate) => {
            const open = level >= levels[gate];
            return (
              <li key={gate} className={`account-gate account-gate--${open ? 'open' : 'locked'}`}>
                {open ? (
                  <CircleCheck className="account-gate__icon" aria-hidden="true" />
                ) : (
                  <Lock className="account-gate__icon" aria-hidden="true" />
                )}
                <span className="account-gate__text">
                  <span className="account-gate__name">{gateName(gate)}</span>
                  <span className="account-gate__state">
                    {open ? t('kyc.gateOpen') : t('kyc.gateLocked', { level: levels[gate], name: levelName(levels[gate]) })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
