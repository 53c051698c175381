import { marketDecision, suspendsOnScore, type MarketType, type Outcome, type Score, type SportId } from '@app/contract';
import { LEAGUES, strengthOf, type LeagueEntry } from './catalogue.ts';
import {
  chances,
  finalScores,
  lineText,
  lineValue,
  linesFor,
  outcomesOf,
  priceOf,
  setChance,
  sideMeans,
  SPORT_MODELS,
  winnerOf,
  type MarketSpec,
  type MatchState,
} from './pricing.ts';
import type { FeedClock, FeedFixture, FeedMarket, FeedOpenEvent, FeedResult, FeedSink, FeedUpdate } from '@app/contract/providers';
import { Random } from './random.ts';

export interface FeedOptions {
  sink: FeedSink;
  /** The same seed gives the same fixtures, goals and odds moves. */
  seed: string;
  /** The bookmaker's margin on every market (0.06 is 6 %) to start with; setMargin() changes it. */
  margin: number;
  /** How often the feed moves on by itself (milliseconds); 0 leaves it to step(). */
  tickMs: number;
  /**
   * How long a match's markets stay suspended after a goal, a set or a map (milliseconds, default
   * SUSPEND_MS): they reopen at the first move after it, priced again from the new score.
   */
  suspendMs?: number;
  /** Matches kept live at once, and fixtures kept on the programme before them. */
  liveTarget?: number;
  upcomingTarget?: number;
  now?: () => Date;
  log?: { warn(message: string): void };
}

/** A match the feed runs: its teams' strengths and where it stands. */
interface Match {
  id: string;
  sportId: SportId;
  league: LeagueEntry;
  home: string;
  away: string;
  startsAt: Date;
  status: 'upcoming' | 'live';
  strength: number;
  score: Score;
  /** Minutes played (goals, points sports). */
  minute: number;
  /** Until when (epoch milliseconds) a goal, a set or a map keeps its markets suspended; 0 when none does. */
  suspendedUntil: number;
  /** The margin its odds were priced with. */
  margin: number;
  markets: Array<{
    id: string;
    spec: MarketSpec;
    /** closed: its outcome is decided by the score (marketDecision), no longer priced nor offered. */
    status: 'open' | 'suspended' | 'closed';
    odds: Map<string, string>;
    selections: Map<string, Outcome>;
  }>;
}

const MARKET_SUFFIX: Record<MarketType, string> = { match_result: 'mr', total: 'tot', handicap: 'hcp', both_teams_score: 'btts' };
/** Ticks a timed match lasts (about three minutes at the default tick). */
const TICKS_PER_MATCH = 60;
const HOUR = 3_600_000;
/** How long a goal, a set or a map suspends a match's markets by default (two moves at the default tick). */
export const SUSPEND_MS = 6_000;

/**
 * The simulated odds feed: invented leagues and fixtures around the current date, matches that kick
 * off, score, get suspended and reopened, move their odds and end with results. It keeps its own
 * world in memory and tells the book through the protocol only (FeedSink), as a feed deployed apart
 * would; after a restart it carries on with the events the book holds open.
 */
export class SportsFeed {
  readonly #options: FeedOptions;
  readonly #random: Random;
  readonly #matches = new Map<string, Match>();
  #timer: NodeJS.Timeout | undefined;
  #stepping: Promise<void> | undefined;
  #primed = false;
  #serial = 0;
  #margin: number;

  constructor(options: FeedOptions) {
    this.#options = options;
    this.#random = new Random(options.seed);
    this.#margin = options.margin;
  }

  get #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  /** The matches the feed is running (ids), for tests and the bench. */
  matchIds(status?: 'upcoming' | 'live'): string[] {
    return [...this.#matches.values()].filter((match) => !status || match.status === status).map((match) => match.id);
  }

  /**
   * Takes up the book's open events (after a restart) and, when the book has none, publishes the
   * programme: a match of each league live now, some later today and in the coming days.
   */
  async prime(): Promise<void> {
    if (this.#primed) return;
    // Counted as primed once the book has been read: a read that failed (the database restarting) is
    // tried again by the next take-up or step, not taken for a book with nothing open.
    for (const open of await this.#options.sink.openEvents()) this.#adopt(open);
    if (this.#matches.size === 0) {
      const now = this.#now.getTime();
      for (const league of LEAGUES) {
        await this.#publish(this.#newMatch(league, new Date(now - this.#random.int(5, 50) * 60_000), true));
        await this.#publish(this.#newMatch(league, new Date(now + this.#random.int(1, 10) * HOUR), false));
        await this.#publish(this.#newMatch(league, new Date(now + this.#random.int(24, 72) * HOUR), false));
      }
    }
    this.#primed = true;
  }

  /**
   * Prices with this margin (0.06 is 6 %) from now on: a live match at its next tick, an upcoming one
   * at the next step.
   */
  setMargin(margin: number): void {
    this.#margin = margin;
  }

  /** Starts moving on every tickMs (nothing when tickMs is 0). */
  start(): void {
    if (this.#timer || this.#options.tickMs <= 0) return;
    this.#timer = setInterval(() => {
      if (this.#stepping) return;
      this.step().catch((error: unknown) => this.#options.log?.warn(`The sports feed's tick failed: ${String(error)}`));
    }, this.#options.tickMs);
    this.#timer.unref();
  }

  /**
   * Stops moving on. What it kept of its matches is forgotten: started again (after another instance
   * ran the feed meanwhile), it carries on from the events the book holds open then.
   */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#stepping;
    this.#matches.clear();
    this.#primed = false;
  }

  /** One tick: kick-offs, play, odds moves (and prices made again where the margin changed), results, and the programme topped up. */
  step(): Promise<void> {
    const run = (async () => {
      await this.prime();
      const now = this.#now;
      for (const match of [...this.#matches.values()]) {
        if (match.status === 'upcoming') {
          if (match.startsAt.getTime() <= now.getTime()) await this.#kickOff(match);
          else if (this.#random.chance(0.05)) await this.#drift(match);
          else if (match.margin !== this.#margin) await this.#update(match, this.#price(match), false);
          continue;
        }
        await this.#play(match);
      }
      await this.#topUp(now);
    })();
    // What stop() waits for: settled either way (the caller of step() hears a failure; a second
    // promise rejected with it and heard by no one would end the process).
    this.#stepping = run
      .catch(() => undefined)
      .finally(() => {
        this.#stepping = undefined;
      });
    return run;
  }

  /** Plays a match to its end at once (kicking it off first if need be) and sends its result, for tests and the bench. */
  async finish(eventId: string): Promise<void> {
    const match = this.#matches.get(eventId);
    if (!match) return;
    if (match.status === 'upcoming') await this.#kickOff(match);
    const model = SPORT_MODELS[match.sportId];
    if (model.length === null) {
      while (match.score.home < model.setsToWin && match.score.away < model.setsToWin) {
        if (this.#random.chance(setChance(model, match.strength))) match.score.home += 1;
        else match.score.away += 1;
      }
    } else {
      const share = Math.max(0, 1 - match.minute / model.length);
      const means = sideMeans(model, match.strength);
      const draw = (mean: number) =>
        model.kind === 'goals'
          ? this.#random.poisson(mean * share)
          : Math.max(0, Math.round(mean * share + this.#random.normal() * 11 * Math.sqrt(share)));
      match.score.home += draw(means.home);
      match.score.away += draw(means.away);
    }
    await this.#result(match);
  }

  #newMatch(league: LeagueEntry, startsAt: Date, live: boolean): Match {
    const home = this.#random.pick(league.teams);
    let away = this.#random.pick(league.teams);
    while (away === home) away = this.#random.pick(league.teams);
    this.#serial += 1;
    const id = `ev-${Math.floor(startsAt.getTime() / 60_000).toString(36)}${this.#serial.toString(36)}${this.#random.id(3)}`;
    const match: Match = {
      id,
      sportId: league.sportId,
      league,
      home,
      away,
      startsAt,
      status: live ? 'live' : 'upcoming',
      strength: strengthOf(league, home) - strengthOf(league, away),
      score: { home: 0, away: 0 },
      minute: 0,
      suspendedUntil: 0,
      margin: this.#margin,
      markets: [],
    };
    if (live) {
      // A match that started a while ago: its minutes played and the goals it has had.
      const model = SPORT_MODELS[match.sportId];
      const played = Math.min(0.8, Math.max(0, this.#now.getTime() - startsAt.getTime()) / 60_000 / 90);
      if (model.length !== null) {
        match.minute = Math.floor(played * model.length);
        const means = sideMeans(model, match.strength);
        match.score =
          model.kind === 'goals'
            ? { home: this.#random.poisson(means.home * played), away: this.#random.poisson(means.away * played) }
            : { home: Math.round(means.home * played), away: Math.round(means.away * played) };
      } else if (this.#random.chance(0.5)) {
        match.score = this.#random.chance(setChance(model, match.strength)) ? { home: 1, away: 0 } : { home: 0, away: 1 };
      }
    }
    this.#makeMarkets(match);
    return match;
  }

  #makeMarkets(match: Match): void {
    const model = SPORT_MODELS[match.sportId];
    const lines = linesFor(this.#state(match));
    const specs: MarketSpec[] = [
      { type: 'match_result', line: null },
      { type: 'total', line: lines.total },
      { type: 'handicap', line: model.kind === 'sets' ? this.#setsHandicap(match) : lines.handicap },
    ];
    if (model.kind !== 'points') specs.push({ type: 'both_teams_score', line: null });
    // A match joined under way offers no market its score has decided already (both sides scored).
    match.markets = specs
      .filter((spec) => !marketDecision(match.sportId, spec, match.score).decided)
      .map((spec) => {
        const id = `${match.id}-${MARKET_SUFFIX[spec.type]}`;
        const selections = new Map(outcomesOf(match.sportId, spec.type).map((outcome) => [`${id}-${outcome}`, outcome]));
        return { id, spec, status: 'open' as const, odds: new Map<string, string>(), selections };
      });
    this.#price(match);
  }

  /**
   * A match in sets gives the favourite -1.5 sets, unless a set the favourite lost has decided that
   * already (a match joined under way): then the other side's -1.5, still to play.
   */
  #setsHandicap(match: Match): number {
    const line = match.strength >= 0 ? -1.5 : 1.5;
    return marketDecision(match.sportId, { type: 'handicap', line }, match.score).decided ? -line : line;
  }

  #state(match: Match): MatchState {
    return { sportId: match.sportId, strength: match.strength, score: match.score, minute: match.minute };
  }

  /** Prices every market from where the match stands; answers the markets whose odds moved. */
  #price(match: Match): Set<string> {
    const scores = finalScores(this.#state(match));
    const moved = new Set<string>();
    match.margin = this.#margin;
    for (const market of match.markets) {
      if (market.status === 'closed') continue;
      const fair = chances(this.#state(match), market.spec, scores);
      for (const [selectionId, outcome] of market.selections) {
        const odds = priceOf(fair.get(outcome) ?? 0, match.margin);
        if (market.odds.get(selectionId) !== odds) moved.add(market.id);
        market.odds.set(selectionId, odds);
      }
    }
    return moved;
  }

  #clock(match: Match): FeedClock {
    const model = SPORT_MODELS[match.sportId];
    if (model.length === null) return { period: Math.min(model.periods, match.score.home + match.score.away + 1), minute: null };
    const periodLength = model.length / model.periods;
    return { period: Math.min(model.periods, Math.floor(match.minute / periodLength) + 1), minute: Math.floor(match.minute) };
  }

  #feedMarkets(match: Match): FeedMarket[] {
    return match.markets
      .filter((market) => market.status !== 'closed')
      .map((market) => ({
        id: market.id,
        type: market.spec.type,
        line: lineText(market.spec.type, market.spec.line),
        status: market.status === 'suspended' ? 'suspended' : 'open',
        selections: [...market.selections].map(([id, outcome]) => ({ id, outcome, odds: market.odds.get(id) ?? '1.01' })),
      }));
  }

  async #publish(match: Match): Promise<void> {
    const fixture: FeedFixture = {
      id: match.id,
      sportId: match.sportId,
      league: { id: match.league.id, name: match.league.name, country: match.league.country },
      home: match.home,
      away: match.away,
      startsAt: match.startsAt,
      status: match.status,
      score: match.status === 'live' ? { ...match.score } : null,
      clock: match.status === 'live' ? this.#clock(match) : null,
      markets: this.#feedMarkets(match),
    };
    if (await this.#options.sink.fixture(fixture)) this.#matches.set(match.id, match);
  }

  /** An event the book holds open, taken up again after a restart. */
  #adopt(open: FeedOpenEvent): void {
    const league = LEAGUES.find((entry) => entry.id === open.leagueId);
    if (!league) return;
    const match: Match = {
      id: open.id,
      sportId: open.sportId,
      league,
      home: open.home,
      away: open.away,
      startsAt: open.startsAt,
      status: open.status,
      strength: strengthOf(league, open.home) - strengthOf(league, open.away),
      score: open.score ?? { home: 0, away: 0 },
      minute: open.clock?.minute ?? 0,
      suspendedUntil: 0,
      // The book's odds are taken as priced with the margin of now.
      margin: this.#margin,
      markets: open.markets.map((market) => ({
        id: market.id,
        spec: { type: market.type, line: lineValue(market.line) },
        status:
          (market.status === 'open' || market.status === 'suspended') && !marketDecision(open.sportId, market, open.score).decided
            ? market.status
            : 'closed',
        odds: new Map(market.selections.map((selection) => [selection.id, selection.odds])),
        selections: new Map(market.selections.map((selection) => [selection.id, selection.outcome])),
      })),
    };
    this.#matches.set(match.id, match);
  }

  async #update(match: Match, markets: Set<string>, withState: boolean): Promise<void> {
    const update: FeedUpdate = { eventId: match.id };
    if (withState) update.state = { status: 'live', score: { ...match.score }, clock: this.#clock(match) };
    const changed = match.markets.filter((market) => markets.has(market.id) && market.status !== 'closed');
    if (changed.length > 0) {
      update.markets = changed.map((market) => ({
        marketId: market.id,
        status: market.status === 'open' ? ('open' as const) : ('suspended' as const),
        ...(market.status === 'open' ? { odds: Object.fromEntries(market.odds) } : {}),
      }));
    }
    if (update.state || update.markets) await this.#options.sink.update(update);
  }

  async #kickOff(match: Match): Promise<void> {
    match.status = 'live';
    await this.#update(match, this.#price(match), true);
  }

  /** A small move of an upcoming match's prices (team news, money coming in). */
  async #drift(match: Match): Promise<void> {
    match.strength += this.#random.normal() * 0.03;
    await this.#update(match, this.#price(match), false);
  }

  /** One tick of a live match: time, scoring, suspensions and reopening, new prices, the end. */
  async #play(match: Match): Promise<void> {
    const model = SPORT_MODELS[match.sportId];
    if (this.#random.chance(0.002)) return this.#cancel(match);
    const before = { ...match.score };
    let over = false;
    if (model.length !== null) {
      const step = model.length / TICKS_PER_MATCH;
      match.minute = Math.min(model.length, match.minute + step);
      const means = sideMeans(model, match.strength);
      const share = step / model.length;
      if (model.kind === 'goals') {
        match.score.home += this.#random.poisson(means.home * share);
        match.score.away += this.#random.poisson(means.away * share);
      } else {
        const points = (mean: number) => Math.max(0, Math.round(mean * share + this.#random.normal() * Math.sqrt(mean * share)));
        match.score.home += points(means.home);
        match.score.away += points(means.away);
      }
      over = match.minute >= model.length;
    } else if (this.#random.chance(1 / 15)) {
      if (this.#random.chance(setChance(model, match.strength))) match.score.home += 1;
      else match.score.away += 1;
      over = match.score.home >= model.setsToWin || match.score.away >= model.setsToWin;
    }
    if (over) return this.#result(match);
    const scored = before.home !== match.score.home || before.away !== match.score.away;
    // A market the score has decided is closed: no longer priced (the book closes it from the same score).
    for (const market of match.markets) {
      if (market.status !== 'closed' && marketDecision(match.sportId, market.spec, match.score).decided) market.status = 'closed';
    }
    // A goal, a set or a map suspends the markets for suspendMs: they reopen at the first move after
    // it, priced from the new score.
    const now = this.#now.getTime();
    const scoring = scored && suspendsOnScore(match.sportId);
    if (scoring) match.suspendedUntil = now + (this.#options.suspendMs ?? SUSPEND_MS);
    const suspended = scoring || now < match.suspendedUntil;
    // Momentum: the sides' form wanders a little as the match goes.
    match.strength += this.#random.normal() * 0.02;
    const moved = this.#price(match);
    const changed = new Set<string>();
    for (const market of match.markets) {
      if (market.status === 'closed') continue;
      const wanted = suspended || (market.spec.type === 'match_result' && this.#random.chance(0.03)) ? 'suspended' : 'open';
      if (market.status !== wanted || (wanted === 'open' && moved.has(market.id))) changed.add(market.id);
      market.status = wanted;
    }
    const clockMoved = model.length !== null || scored;
    await this.#update(match, changed, clockMoved);
  }

  async #result(match: Match): Promise<void> {
    const model = SPORT_MODELS[match.sportId];
    if (model.length !== null) match.minute = model.length;
    // A level basketball game goes to overtime: one more point for the side that wins it.
    if (model.kind === 'points' && match.score.home === match.score.away) {
      if (match.strength >= 0) match.score.home += 1;
      else match.score.away += 1;
    }
    const result: FeedResult = {
      eventId: match.id,
      score: { ...match.score },
      markets: match.markets.map((market) => {
        const winner = winnerOf(match.sportId, market.spec, match.score.home, match.score.away, match.strength);
        return {
          marketId: market.id,
          results: Object.fromEntries([...market.selections].map(([id, outcome]) => [id, outcome === winner ? 'won' : 'lost'])),
        };
      }),
    };
    await this.#options.sink.result(result);
    this.#matches.delete(match.id);
  }

  async #cancel(match: Match): Promise<void> {
    await this.#options.sink.cancel(match.id);
    this.#matches.delete(match.id);
  }

  /** Keeps liveTarget matches live (new ones kick off now) and upcomingTarget on the programme. */
  async #topUp(now: Date): Promise<void> {
    const live = this.matchIds('live').length;
    const upcoming = this.matchIds('upcoming').length;
    const liveTarget = this.#options.liveTarget ?? 8;
    const upcomingTarget = this.#options.upcomingTarget ?? 24;
    for (let index = live; index < liveTarget; index += 1) {
      await this.#publish(this.#newMatch(this.#random.pick(LEAGUES), new Date(now.getTime() - 60_000), true));
    }
    for (let index = upcoming; index < upcomingTarget; index += 1) {
      await this.#publish(this.#newMatch(this.#random.pick(LEAGUES), new Date(now.getTime() + this.#random.int(1, 72) * HOUR), false));
    }
  }
}
