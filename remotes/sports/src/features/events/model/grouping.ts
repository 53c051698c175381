import type { SportsEvent } from '@app/contract';

export interface LeagueGroup {
  leagueId: string;
  leagueName: string;
  events: SportsEvent[];
}

/** Events under their leagues, in the order the leagues first appear. */
export function byLeague(events: readonly SportsEvent[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const event of events) {
    let group = groups.get(event.leagueId);
    if (!group) groups.set(event.leagueId, (group = { leagueId: event.leagueId, leagueName: event.leagueName, events: [] }));
    group.events.push(event);
  }
  return [...groups.values()];
}

/**
 * The first `count` rows of these groups as they are drawn, group after group. A larger count only
 * adds rows after the ones already drawn, so a list drawn a step at a time never moves what is on
 * the screen (a later row of a league above would push the leagues below it down).
 */
export function firstRows(groups: readonly LeagueGroup[], count: number): LeagueGroup[] {
  const shown: LeagueGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.events.length <= left ? group : { ...group, events: group.events.slice(0, left) });
    left -= group.events.length;
  }
  return shown;
}

/** The most league topics a list follows besides the live one (a socket follows at most 50 topics). */
export const MAX_LEAGUE_TOPICS = 12;

/** The leagues whose upcoming events are shown: their topics carry those events' odds. */
export function leaguesShown(events: readonly SportsEvent[]): string[] {
  return [...new Set(events.filter((event) => event.status === 'upcoming').map((event) => event.leagueId))].slice(0, MAX_LEAGUE_TOPICS);
}
