import { useEffect, useState } from 'react';
import { Wrench } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { cmsConfigAtom, leaveMaintenance, maintenanceEndMs, operatorAtom } from '@app/state';
import { Countdown } from '@app/ui/display';
import { countdownParts, type CountdownParts } from './countdown.ts';
import { pageLocation } from './pageLocation.ts';

/** While the countdown runs, the screen asks this often whether service is back. */
const SERVICE_CHECK_MS = 15_000;
/** After zero, it asks again after 5 s, then twice as long each time, at most every 60 s. */
const RECHECK_FIRST_MS = 5000;
const RECHECK_MAX_MS = 60_000;
/** The end time the page already reloaded for (session storage), so that it reloads once, not in a loop. */
export const RELOADED_KEY = 'maintenance-reloaded';

function reloadedFor(endMs: number): boolean {
  try {
    return sessionStorage.getItem(RELOADED_KEY) === String(endMs);
  } catch {
    return false;
  }
}

/** Remembers the reload for this end time; false when it cannot be remembered (then no reload). */
function rememberReload(endMs: number): boolean {
  try {
    sessionStorage.setItem(RELOADED_KEY, String(endMs));
    return true;
  } catch {
    return false;
  }
}

/** The wait before the next check: every 15 s before zero; after it 5 s, 10 s, 20 s ... at most 60 s. */
export function nextCheckIn(overdue: boolean, failedAfterZero: number): number {
  return overdue ? Math.min(RECHECK_FIRST_MS * 2 ** failedAfterZero, RECHECK_MAX_MS) : SERVICE_CHECK_MS;
}

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
 * countdown to the end time; at zero the page reloads itself, once per end time. Meanwhile it asks
 * every 15 s whether service is back, and after zero (the server still in maintenance: an overrun,
 * or a clock ahead) again after 5 s, 10 s, 20 s ... at most 60 s apart, without reloading. An answer
 * leaves maintenance; a new end time counts down again.
 */
export function MaintenanceScreen() {
  const { t, i18n } = useTranslation();
  const { maintenanceEndTime } = useAtomValue(operatorAtom);
  const { support_email: supportEmail } = useAtomValue(cmsConfigAtom);
  const endMs = maintenanceEndMs(maintenanceEndTime);
  const [now, setNow] = useState(() => Date.now());
  const overdue = endMs !== null && now >= endMs;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (endMs !== null && overdue && !reloadedFor(endMs) && rememberReload(endMs)) pageLocation.reload();
  }, [endMs, overdue]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failedAfterZero = 0;
    const check = () => {
      post('/user/operator/account-settings/get', {}, { context: { silent: true } })
        .then(
          () => leaveMaintenance(),
          () => {
            if (overdue) failedAfterZero += 1;
          },
        )
        .finally(() => {
          if (!stopped) timer = setTimeout(check, nextCheckIn(overdue, failedAfterZero));
        });
    };
    timer = setTimeout(check, nextCheckIn(overdue, failedAfterZero));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [endMs, overdue]);

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
