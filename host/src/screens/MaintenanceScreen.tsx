import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { cmsConfigAtom, leaveMaintenance, maintenanceEndMs, operatorAtom } from '@app/state';
import { countdownParts } from './countdown.ts';

/** While shown, the screen asks this often whether service is back. */
export const SERVICE_CHECK_MS = 15_000;

function Illustration() {
  return (
    <svg className="maintenance__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="var(--color-surface-2)" />
      <path d="M38 82 70 50a14 14 0 0 1 18-18l-9 9 3 7 7 3 9-9a14 14 0 0 1-18 18L48 92a7 7 0 0 1-10-10z" fill="var(--color-primary)" />
    </svg>
  );
}

/**
 * Replaces the whole app while the operator's maintenance flag is set (spec section 2): a live
 * countdown to the end time; at zero the page reloads itself.
 */
export function MaintenanceScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const { maintenanceEndTime } = useAtomValue(operatorAtom);
  const { support_email: supportEmail } = useAtomValue(cmsConfigAtom);
  const endMs = maintenanceEndMs(maintenanceEndTime);
  const [now, setNow] = useState(() => Date.now());
  const reloaded = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (endMs !== null && now >= endMs && !reloaded.current) {
      reloaded.current = true;
      reload();
    }
  }, [endMs, now, reload]);

  useEffect(() => {
    const timer = setInterval(() => {
      post('/user/operator/account-settings/get', {}, { context: { silent: true } }).then(
        () => leaveMaintenance(),
        () => undefined,
      );
    }, SERVICE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const parts = countdownParts(endMs ?? now, now);
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  return (
    <main className="app-main app-main--no-tabbar full-screen maintenance">
      <Illustration />
      <h1 className="page__title">{t('UnderMaintenance')}</h1>
      <p className="full-screen__text">{t('WeAreCurrentlyPerformingSystemMaintenance')}</p>
      <div className="countdown" role="timer" aria-label={t('maintenance.timeLeft')}>
        {units.map(([unit, value]) => (
          <div key={unit} className="countdown__unit">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__label">{t(`maintenance.${unit}`)}</span>
          </div>
        ))}
      </div>
      {supportEmail ? (
        <p>
          {t('maintenance.contact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      ) : null}
    </main>
  );
}
