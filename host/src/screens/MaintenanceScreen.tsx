import { useEffect, useRef, useState } from 'react';
import { Wrench } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { cmsConfigAtom, leaveMaintenance, maintenanceEndMs, operatorAtom } from '@app/state';
import { Countdown } from '@app/ui/display';
import { countdownParts, type CountdownParts } from './countdown.ts';
import { pageLocation } from './pageLocation.ts';

/** While shown, the screen asks this often whether service is back. */
const SERVICE_CHECK_MS = 15_000;

const SPOKEN_UNITS = { days: 'day', hours: 'hour', minutes: 'minute' } as const;

/**
 * The time left in words, to the minute ("1 day, 2 hours, 5 minutes"), pluralised by the language
 * itself. It changes once a minute, so a screen reader is told politely without a second-by-second
 * stream.
 */
function spokenTimeLeft(parts: CountdownParts, language: string): string {
  const pieces = (['days', 'hours', 'minutes'] as const)
    .filter((unit, index, all) => parts[unit] > 0 || index === all.length - 1)
    .map((unit) => new Intl.NumberFormat(language, { style: 'unit', unit: SPOKEN_UNITS[unit], unitDisplay: 'long' }).format(parts[unit]));
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(pieces);
}

/**
 * Replaces the whole app while the operator's maintenance flag is set (spec section 2): a live
 * countdown to the end time, at zero the page reloads itself; meanwhile it checks every 15 s
 * whether service is back.
 */
export function MaintenanceScreen() {
  const { t, i18n } = useTranslation();
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
      pageLocation.reload();
    }
  }, [endMs, now]);

  useEffect(() => {
    let checking = false;
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      post('/user/operator/account-settings/get', {}, { context: { silent: true } })
        .then(
          () => leaveMaintenance(),
          () => undefined,
        )
        .finally(() => {
          checking = false;
        });
    }, SERVICE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const parts = countdownParts(endMs ?? now, now);
  return (
    <main className="app-main app-main--no-tabbar full-screen maintenance" aria-labelledby="maintenance-title">
      <span className="maintenance__art" aria-hidden="true">
        <Wrench />
      </span>
      <h1 id="maintenance-title" className="page__title">
        {t('UnderMaintenance')}
      </h1>
      <p className="full-screen__text">{t('WeAreCurrentlyPerformingSystemMaintenance')}</p>
      {endMs !== null ? (
        <>
          <Countdown
            endsAt={endMs}
            label={t('maintenance.timeLeft')}
            unitLabels={{
              days: t('maintenance.days'),
              hours: t('maintenance.hours'),
              minutes: t('maintenance.minutes'),
              seconds: t('maintenance.seconds'),
            }}
          />
          <p className="visually-hidden" aria-live="polite">
            {t('maintenance.announce', { time: spokenTimeLeft(parts, i18n.language) })}
          </p>
        </>
      ) : null}
      <p className="maintenance__hint">{t('maintenance.autoCheck')}</p>
      {supportEmail ? (
        <p className="maintenance__contact">
          {t('maintenance.contact')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      ) : null}
    </main>
  );
}

export default MaintenanceScreen;
