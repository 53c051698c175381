import type { z } from 'zod';
import {
  fromMinor,
  SPORTS_LIVE_TOPIC,
  sportIdSchema,
  type eventsListRequestSchema,
  type League,
  type Market,
  type ServerMessage,
  type Sport,
  type SportsEvent,
  type SportsSettings,
  type SportId,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { sportsRepository as repository } from './repository.ts';
import { eventsWithMarkets } from './views.ts';

type EventsListRequest = z.output<typeof eventsListRequestSchema>;

/** How many events a list snapshot (a league's, the live one) carries. */
const SNAPSHOT_EVENTS = 100;
const EVENT_TOPIC = /^sports\.event\.([a-z0-9_-]+)$/;
const LEAGUE_TOPIC = /^sports\.league\.([a-z0-9_-]+)$/;

/** What the book shows: its rules, sports and leagues with their counts, events and their markets. */
export class SportsCatalogue {
  readonly #db: Db;
  readonly #decimals: (currency: string) => Promise<number>;

  constructor(db: Db, decimals: (currency: string) => Promise<number>) {
    this.#db = db;
    this.#decimals = decimals;
  }

  async settings(): Promise<SportsSettings> {
    const [settings, limits] = await Promise.all([repository.settings(this.#db), repository.limits(this.#db)]);
    const views = [];
    for (const row of limits) {
      const decimals = await this.#decimals(row.currency);
      const money = (minor: number) => fromMinor(BigInt(minor), decimals);
      views.push({
        currency: row.currency,
        minStake: money(row.min_stake),
        maxStake: money(row.max_stake),
        maxPayout: money(row.max_payout),
      });
    }
    return {
      maxLegs: settings.max_legs,
      limits: views,
      cashoutMarginPercent: settings.cashout_margin_bp / 100,
      oddsChangeDefault: settings.odds_change_default,
    };
  }

  async sports(): Promise<{ sports: Sport[] }> {
    const leagues = await repository.leagueCounts(this.#db);
    return {
      sports: sportIdSchema.options.map((id: SportId) => {
        const ofSport = leagues.filter((league) => league.sport_id === id);
        return {
          id,
          eventCount: ofSport.reduce((sum, league) => sum + league.events, 0),
          liveCount: ofSport.reduce((sum, league) => sum + league.live, 0),
        };
      }),
    };
  }

  async leagues(sportId?: SportId): Promise<{ leagues: League[] }> {
    const rows = await repository.leagueCounts(this.#db);
    return {
      leagues: rows
        .filter((row) => !sportId || row.sport_id === sportId)
        .map((row) => ({
          id: row.id,
          sportId: row.sport_id,
          name: row.name,
          country: row.country,
          eventCount: row.events,
          liveCount: row.live,
        })),
    };
  }

  async events(request: EventsListRequest, executor: Db = this.#db) {
    const { rows, total } = await repository.openEvents(
      executor,
      { sportId: request.sportId, leagueId: request.leagueId, status: request.status },
      { limit: request.pageSize, offset: (request.page - 1) * request.pageSize },
    );
    const views = await eventsWithMarkets(executor, rows);
    return { list: views.map((view) => view.event), page: request.page, pageSize: request.pageSize, total };
  }

  async event(eventId: string, executor: Db = this.#db): Promise<{ event: SportsEvent; markets: Market[] }> {
    const row = await repository.event(executor, eventId);
    if (!row) throw new ApiError('SPORTS_EVENT_NOT_FOUND', 'No such event', { eventId });
    const [view] = await eventsWithMarkets(executor, [row]);
    if (!view) throw new ApiError('SPORTS_EVENT_NOT_FOUND', 'No such event', { eventId });
    return view;
  }

  /**
   * What a socket gets when it subscribes to one of the book's topics, read from the database (so
   * any instance answers the same): an event with its markets, or the events of a league or live
   * now. Null for a topic the book does not know.
   */
  async snapshot(topic: string): Promise<ServerMessage | null> {
    const eventId = EVENT_TOPIC.exec(topic)?.[1];
    if (eventId) {
      const row = await repository.event(this.#db, eventId);
      if (!row) return null;
      const [view] = await eventsWithMarkets(this.#db, [row]);
      return view ? { m: 'sports.event.snapshot', p: view } : null;
    }
    const leagueId = LEAGUE_TOPIC.exec(topic)?.[1];
    if (leagueId || topic === SPORTS_LIVE_TOPIC) {
      const { list } = await this.events({ page: 1, pageSize: SNAPSHOT_EVENTS, ...(leagueId ? { leagueId } : { status: 'live' }) });
      return { m: 'sports.list.snapshot', p: { topic, events: list } };
    }
    return null;
  }
}
