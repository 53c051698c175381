import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Hourglass } from 'lucide-react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { RgSession } from '@app/contract';
import { notify, post } from '@app/api';
import { useTranslation } from '@app/i18n';
import { authAtom, localeAtom, signOutLocally, store } from '@app/state';
import { Button, Money } from '@app/ui';
import { Modal } from '@app/ui/overlays';
import { IconTitle } from './IconTitle.tsx';
import { formatPlayed, nextReminderAt, playedTime, SESSION_END_WARNING_MS } from './realityCheck.ts';

/** Timers longer than this are set again later (setTimeout keeps at most about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function readSession(): Promise<RgSession> {
  return post('/user/responsible-gambling/session/get', {}, { context: { silent: true } });
}

/**
 * Runs `effect` at the time `at()` gives (epoch ms, read when the timer is set), or never when it
 * gives null or a time already past and `future` is set.
 */
function useAt(at: () => number | null, effect: () => void, deps: readonly unknown[], future = false) {
  useEffect(() => {
    const when = at();
    if (when === null || (future && when <= Date.now())) return undefined;
    const timer = setTimeout(effect, Math.min(MAX_TIMER_MS, Math.max(0, when - Date.now())));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` is read afresh whenever the given deps change
  }, [effect, future, ...deps]);
}

/**
 * The reality check (responsible gambling): at each interval the player chose, a dialog says how
 * long they have played and their result since signing in, with the choice to stop; a
 * session-time limit warns five minutes ahead and signs the player out when it is reached (the
 * server has ended the session by then).
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const [session, setSession] = useState<RgSession | null>(null);
  const [shown, setShown] = useState<RgSession | null>(null);
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    let live = true;
    const load = () =>
      readSession()
        .then((next) => live && setSession(next))
        .catch(() => undefined);
    void load();
    // A limit or reminder changed on the responsible-gambling pages applies without a reload.
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    const every = setInterval(load, 5 * 60_000);
    return () => {
      live = false;
      window.removeEventListener('focus', onFocus);
      clearInterval(every);
    };
  }, []);

  const startedAt = session ? Date.parse(session.startedAt) : 0;
  const endsAt = session?.endsAt ? Date.parse(session.endsAt) : null;

  const remind = useEvent(async () => {
    const fresh = await readSession().catch(() => session);
    if (!fresh) return;
    setSession(fresh);
    setShown(fresh);
    setShownAt(Date.now());
  });
  const warn = useEvent(() => notify(t('realityCheck.endingSoon', { minutes: SESSION_END_WARNING_MS / 60_000 }), 'warning'));
  const end = useEvent(() => {
    setShown(null);
    notify(t('realityCheck.limitReached'), 'info');
    startTransition(() => {
      navigate('/', { replace: true });
      signOutLocally();
    });
  });
  const interval = session?.reminderMinutes ?? null;
  // The next reminder counts from the session's start; none is due while one is shown, and closing it sets the next.
  useAt(() => (interval && !shown ? nextReminderAt(startedAt, interval, Date.now()) : null), remind, [interval, startedAt, shown]);
  useAt(() => (endsAt === null ? null : endsAt - SESSION_END_WARNING_MS), warn, [endsAt], true);
  useAt(() => endsAt, end, [endsAt]);

  const keepPlaying = () => setShown(null);
  const stop = async () => {
    setShown(null);
    const { refreshToken } = store.get(authAtom);
    await post('/user/auth/logout', { refreshToken }, { context: { silent: true } }).catch(() => undefined);
    startTransition(() => {
      navigate('/', { replace: true });
      signOutLocally();
    });
  };
  const history = () => {
    keepPlaying();
    navigate('/game/history');
  };

  if (!shown) return null;
  const played = formatPlayed(locale, playedTime(Date.parse(shown.startedAt), shownAt));
  return (
    <Modal
      open
      onClose={keepPlaying}
      className="reality-check"
      title={
        <IconTitle icon={Hourglass} iconClass="reality-check__icon">
          {t('realityCheck.title')}
        </IconTitle>
      }
      description={t('realityCheck.played', { duration: played })}
      actions={
        <>
          <Button block onClick={keepPlaying}>
            {t('realityCheck.continue')}
          </Button>
          <Button block variant="secondary" onClick={history}>
            {t('realityCheck.history')}
          </Button>
          <Button block variant="secondary" onClick={stop}>
            {t('realityCheck.stop')}
          </Button>
        </>
      }
    >
      {shown.results.length === 0 ? (
        <p>{t('realityCheck.noBets')}</p>
      ) : (
        <dl className="reality-check__results">
          {shown.results.map((result) => (
            <div key={result.currency} className="reality-check__result">
              <dt>{t('realityCheck.net', { currency: result.currency })}</dt>
              <dd>
                <Money amount={result.net} currency={result.currency} signed />
              </dd>
              <dd className="reality-check__detail">
                {t('realityCheck.staked')} <Money amount={result.staked} currency={result.currency} /> · {t('realityCheck.returned')}{' '}
                <Money amount={result.returned} currency={result.currency} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}

/** A stable callback that always runs the latest closure (timers keep one identity). */
function useEvent<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

export default RealityCheck;
