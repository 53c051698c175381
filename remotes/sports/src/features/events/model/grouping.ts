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

/** The most league topics a list follows besides the live one (a socket follows at most 50 topics). */
export const MAX_LEAGUE_TOPICS = 12;

/** The leagues whose upcoming events are shown: their topics carry those events' odds. */
export function leaguesShown(events: readonly SportsEvent[]): string[] {
  return [...new Set(events.filter((event) => event.status === 'upcoming').map((event) => event.leagueId))].slice(0, MAX_LEAGUE_TOPICS);
}
