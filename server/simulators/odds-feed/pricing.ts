import { SPORT_SCORING, SPORTS_WITH_DRAW, type MarketType, type Outcome, type Score, type SportId } from '@app/contract';

/**
 * How a sport is scored and timed in the simulation: goals and points accrue over a clock (a
 * Poisson or a normal draw per team), sets and maps are won one at a time (best of three).
 */
export interface SportModel {
  kind: 'goals' | 'points' | 'sets';
  /** Minutes of play (goals, points); null for sports played in sets. */
  length: number | null;
  periods: number;
  /** A team's mean score over a whole match against an equal side (goals, points). */
  mean: number;
  /** How much one unit of strength difference moves a side's scoring (log scale for goals, share of the mean for points). */
  strengthEffect: number;
  /** Sets (or maps) needed to win. */
  setsToWin: number;
}

/** Sets (or maps) a side needs to win a match of the sport, as the book's rules count them (0 for goals and points). */
const setsToWin = (sportId: SportId): number => {
  const scoring = SPORT_SCORING[sportId];
  return scoring.kind === 'sets' ? scoring.setsToWin : 0;
};

export const SPORT_MODELS: Record<SportId, SportModel> = {
  football: { kind: 'goals', length: 90, periods: 2, mean: 1.35, strengthEffect: 0.35, setsToWin: 0 },
  'ice-hockey': { kind: 'goals', length: 60, periods: 3, mean: 1.55, strengthEffect: 0.3, setsToWin: 0 },
  basketball: { kind: 'points', length: 48, periods: 4, mean: 105, strengthEffect: 0.05, setsToWin: 0 },
  tennis: { kind: 'sets', length: null, periods: 3, mean: 0, strengthEffect: 0.9, setsToWin: setsToWin('tennis') },
  esports: { kind: 'sets', length: null, periods: 3, mean: 0, strengthEffect: 0.8, setsToWin: setsToWin('esports') },
};

/** The standard deviation of one basketball side's points over a whole match. */
const POINTS_SD = 11;
/** The home side's edge, in units of strength. */
const HOME_ADVANTAGE = 0.15;

/** Where a match stands: the score so far and the share of the match left to play. */
export interface MatchState {
  sportId: SportId;
  /** Home strength less away strength (about -2.5 to 2.5). */
  strength: number;
  score: Score;
  /** Minutes played (goals, points); ignored for sets. */
  minute: number;
}

/** The scoring rates a side has over a whole match. */
export function sideMeans(model: SportModel, strength: number): { home: number; away: number } {
  const edge = strength + HOME_ADVANTAGE;
  if (model.kind === 'goals') {
    return {
      home: model.mean * Math.exp((model.strengthEffect * edge) / 2),
      away: model.mean * Math.exp((-model.strengthEffect * edge) / 2),
    };
  }
  if (model.kind === 'points') {
    return { home: model.mean * (1 + (model.strengthEffect * edge) / 2), away: model.mean * (1 - (model.strengthEffect * edge) / 2) };
  }
  return { home: 0, away: 0 };
}

/** The chance the home side wins one set (or map). */
export function setChance(model: SportModel, strength: number): number {
  return 1 / (1 + Math.exp(-model.strengthEffect * (strength + HOME_ADVANTAGE / 2)));
}

function poissonTable(mean: number, size: number): number[] {
  const table: number[] = [];
  let term = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < size; k += 1) {
    table.push(term);
    total += term;
    term = (term * mean) / (k + 1);
  }
  // What lies beyond the table goes to its last cell.
  table[size - 1]! += Math.max(0, 1 - total);
  return table;
}

function normalTable(mean: number, sd: number): Array<[number, number]> {
  if (sd < 0.5) return [[Math.max(0, Math.round(mean)), 1]];
  const cells: Array<[number, number]> = [];
  const from = Math.max(0, Math.floor(mean - 4 * sd));
  const to = Math.ceil(mean + 4 * sd);
  let total = 0;
  for (let value = from; value <= to; value += 1) {
    const weight = Math.exp(-((value - mean) ** 2) / (2 * sd * sd));
    cells.push([value, weight]);
    total += weight;
  }
  return cells.map(([value, weight]) => [value, weight / total]);
}

/** The chances of each final score from where the match stands: [home, away, probability]. */
export function finalScores(state: MatchState): Array<[number, number, number]> {
  const model = SPORT_MODELS[state.sportId];
  const { score } = state;
  if (model.kind === 'sets') {
    const p = setChance(model, state.strength);
    const cells: Array<[number, number, number]> = [];
    const walk = (home: number, away: number, chance: number) => {
      if (home >= model.setsToWin || away >= model.setsToWin) return void cells.push([home, away, chance]);
      walk(home + 1, away, chance * p);
      walk(home, away + 1, chance * (1 - p));
    };
    walk(score.home, score.away, 1);
    return cells;
  }
  const left = Math.max(0, 1 - state.minute / (model.length ?? 1));
  const means = sideMeans(model, state.strength);
  const homeCells: Array<[number, number]> =
    model.kind === 'goals'
      ? poissonTable(means.home * left, 12).map((p, goals) => [goals, p])
      : normalTable(means.home * left, POINTS_SD * Math.sqrt(left));
  const awayCells: Array<[number, number]> =
    model.kind === 'goals'
      ? poissonTable(means.away * left, 12).map((p, goals) => [goals, p])
      : normalTable(means.away * left, POINTS_SD * Math.sqrt(left));
  const cells: Array<[number, number, number]> = [];
  for (const [home, ph] of homeCells) for (const [away, pa] of awayCells) cells.push([score.home + home, score.away + away, ph * pa]);
  return cells;
}

/** A market's definition: its type and line (a total's or a handicap's, as a number). */
export interface MarketSpec {
  type: MarketType;
  line: number | null;
}

/** The outcomes of a market, in the order they are shown. */
export function outcomesOf(sportId: SportId, type: MarketType): Outcome[] {
  if (type === 'match_result') return SPORTS_WITH_DRAW.includes(sportId) ? ['home', 'draw', 'away'] : ['home', 'away'];
  if (type === 'total') return ['over', 'under'];
  if (type === 'handicap') return ['home', 'away'];
  return ['yes', 'no'];
}

/**
 * Which selection a final score makes win. A sport without a draw settles a level score as an
 * overtime would: half the time each way in the pricing, and for the stronger side in a result.
 */
export function winnerOf(sportId: SportId, spec: MarketSpec, home: number, away: number, strength: number): Outcome {
  if (spec.type === 'match_result') {
    if (home > away) return 'home';
    if (away > home) return 'away';
    return SPORTS_WITH_DRAW.includes(sportId) ? 'draw' : strength >= 0 ? 'home' : 'away';
  }
  if (spec.type === 'total') return home + away > (spec.line ?? 0) ? 'over' : 'under';
  if (spec.type === 'handicap') return home + (spec.line ?? 0) > away ? 'home' : 'away';
  return home > 0 && away > 0 ? 'yes' : 'no';
}

/** The fair chance of each outcome of a market from where the match stands. */
export function chances(state: MatchState, spec: MarketSpec, scores = finalScores(state)): Map<Outcome, number> {
  const result = new Map<Outcome, number>(outcomesOf(state.sportId, spec.type).map((outcome) => [outcome, 0]));
  const noDraw = spec.type === 'match_result' && !SPORTS_WITH_DRAW.includes(state.sportId);
  for (const [home, away, p] of scores) {
    if (noDraw && home === away) {
      result.set('home', (result.get('home') ?? 0) + p / 2);
      result.set('away', (result.get('away') ?? 0) + p / 2);
      continue;
    }
    const outcome = winnerOf(state.sportId, spec, home, away, state.strength);
    result.set(outcome, (result.get(outcome) ?? 0) + p);
  }
  return result;
}

/**
 * Decimal odds from a fair chance with the bookmaker's margin in (a chance of p is priced as
 * p × (1 + margin)), rounded down to hundredths, from 1.01 to 1000.00.
 */
export function priceOf(chance: number, margin: number): string {
  const priced = Math.max(chance, 0.0005) * (1 + margin);
  const hundredths = Math.min(100_000, Math.max(101, Math.floor(100 / priced)));
  return (hundredths / 100).toFixed(2);
}

/** The line a market is offered at, from the match's expected final score (a half line, so no push). */
export function linesFor(state: MatchState): { total: number; handicap: number } {
  let total = 0;
  let difference = 0;
  for (const [home, away, p] of finalScores(state)) {
    total += (home + away) * p;
    difference += (home - away) * p;
  }
  const nearest = Math.round(difference);
  const handicap = difference >= nearest ? -(nearest + 0.5) : -(nearest - 0.5);
  return { total: Math.floor(total) + 0.5, handicap: handicap === 0 ? 0.5 : handicap };
}

/** A line as text: totals plain ("2.5"), handicaps signed ("-1.5", "+0.5"). */
export function lineText(type: MarketType, line: number | null): string | null {
  if (line === null) return null;
  if (type === 'handicap') return `${line > 0 ? '+' : ''}${line.toFixed(1)}`;
  return line.toFixed(1);
}

export function lineValue(text: string | null): number | null {
  return text === null ? null : Number(text);
}
