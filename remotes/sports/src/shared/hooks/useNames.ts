import { useCallback, useSyncExternalStore } from 'react';
import { atom, useAtomValue } from 'jotai';
import type { MarketType, Outcome, SportsEvent } from '@app/contract';
import { dateTimeFormat } from '@app/i18n/formats';
import * as state from '@app/state';
import { useAreaTranslation } from '../../area.ts';

export interface Names {
  /** A market in words: "Match result", "Total 2.5", "Handicap -1.5". */
  market: (type: MarketType, line: string | null) => string;
  /** An outcome in words: the team's name, "Draw", "Over 2.5", "Yes". */
  outcome: (type: MarketType, outcome: Outcome, line: string | null, teams: { home: string; away: string }) => string;
  /** The short label of a match result button: 1, X, 2. */
  short: (outcome: Outcome) => string;
  /** Where a live match is ("Set 2", "45′", "Period 3"), or null before the start. */
  clock: (event: SportsEvent) => string | null;
  /** When a match starts, in the player's language ("Today 19:45", "Sat 14 Nov 18:00"). */
  startTime: (startsAt: string) => string;
}

const SHORT: Partial<Record<Outcome, string>> = { home: '1', draw: 'X', away: '2' };
const TIME_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DATE_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
/** The device's zone (undefined), for a host whose state does not carry one (built before it did). */
const DEVICE_ZONE = atom<string | null | undefined>(undefined);
const NOT_DRAWN = atom<string | null | undefined>(undefined);

/**
 * Makes the start-time formats of a language (each is made once). The first date format a page
 * makes loads the browser's date data: about 10 ms on a desktop, several times that on a phone. A
 * list calls this in a task of its own while its matches are on their way, so that the pass that
 * draws them does not pay for it.
 */
export function prepareStartTimes(language: string, timeZone: string | null | undefined): void {
  if (timeZone === null) return;
  dateTimeFormat(language, { ...TIME_FORMAT, timeZone });
  dateTimeFormat(language, { ...DAY_FORMAT, timeZone });
  dateTimeFormat('en', { ...DATE_FORMAT, timeZone });
}

/**
 * The time zone start times are shown in (undefined: the device's; null in a page drawn for a
 * visitor whose zone is not known): while the app takes a drawn page over, the zone it was drawn
 * in, so that it draws the same; the page's own zone from then on.
 */
export function useTimeZone(): string | null | undefined {
  const shared = state as Partial<typeof state>;
  const zone = useAtomValue(shared.timeZoneAtom ?? DEVICE_ZONE);
  const drawn = useAtomValue(shared.drawnTimeZoneAtom ?? NOT_DRAWN);
  return useSyncExternalStore(
    subscribeToNothing,
    () => zone,
    () => (drawn === undefined ? zone : drawn),
  );
}

const subscribeToNothing = () => () => undefined;

/** The words of the sportsbook: markets, outcomes, the match clock and start times. */
export function useNames(): Names {
  const { t, i18n } = useAreaTranslation();
  const language = i18n.language || 'en';
  const timeZone = useTimeZone();

  const market = useCallback(
    (type: MarketType, line: string | null) =>
      line === null ? t(`markets.${type}`) : t('markets.withLine', { market: t(`markets.${type}`), line }),
    [t],
  );
  const outcome = useCallback(
    (type: MarketType, chosen: Outcome, line: string | null, teams: { home: string; away: string }) => {
      if (chosen === 'home' || chosen === 'away') {
        const team = teams[chosen];
        if (type !== 'handicap' || line === null) return team;
        return t('outcomes.withLine', { outcome: team, line: chosen === 'home' ? line : negate(line) });
      }
      if ((chosen === 'over' || chosen === 'under') && line !== null)
        return t('outcomes.withLine', { outcome: t(`outcomes.${chosen}`), line });
      return t(`outcomes.${chosen}`);
    },
    [t],
  );
  const clock = useCallback(
    (event: SportsEvent) => {
      if (event.status !== 'live' || !event.clock) return null;
      if (event.clock.minute !== null) return t('clock.minute', { minute: event.clock.minute });
      return event.sportId === 'tennis'
        ? t('clock.set', { period: event.clock.period })
        : t('clock.period', { period: event.clock.period });
    },
    [t],
  );
  const startTime = useCallback(
    (startsAt: string) => {
      // A page drawn for a visitor whose time zone the server does not know yet shows no time
      // rather than one in the server's zone.
      if (timeZone === null) return '';
      // Made once per language and zone for the page, when the first start time is shown.
      const time = dateTimeFormat(language, { ...TIME_FORMAT, timeZone });
      const day = dateTimeFormat(language, { ...DAY_FORMAT, timeZone });
      const date = dateTimeFormat('en', { ...DATE_FORMAT, timeZone });
      const start = new Date(startsAt);
      const sameDay = date.format(start) === date.format(new Date());
      return sameDay ? t('time.today', { time: time.format(start) }) : `${day.format(start)} ${time.format(start)}`;
    },
    [t, language, timeZone],
  );
  return { market, outcome, short: (chosen) => SHORT[chosen] ?? t(`outcomes.${chosen}`), clock, startTime };
}

/** A handicap line seen from the away side ("-1.5" → "+1.5"). */
function negate(line: string): string {
  if (line.startsWith('-')) return `+${line.slice(1)}`;
  if (line.startsWith('+')) return `-${line.slice(1)}`;
  return line === '0' || line === '0.0' ? line : `-${line}`;
}
