import { SPORTS_WITH_DRAW, type MarketType, type Outcome, type Score, type SportId } from './sports.ts';

/*
 * When a market's outcome is decided by the score, before the event ends or as it ends: the one
 * rule the odds feed (which stops pricing it), the book (which closes and settles it at once, so no
 * bet is taken on an outcome already known) and the clients share.
 */

/**
 * How a sport's score runs: goals or points only add up over the clock; sets (or maps) are won one
 * at a time until a side has `setsToWin` of them (best of three here).
 */
export type SportScoring = { kind: 'goals' } | { kind: 'points' } | { kind: 'sets'; setsToWin: number };

export const SPORT_SCORING: Record<SportId, SportScoring> = {
  football: { kind: 'goals' },
  'ice-hockey': { kind: 'goals' },
  basketball: { kind: 'points' },
  tennis: { kind: 'sets', setsToWin: 2 },
  esports: { kind: 'sets', setsToWin: 2 },
};

/**
 * Whether a change of the score suspends the event's markets for a moment (their odds are made
 * again before they reopen): a goal, a set or a map won. A basketball score moves every few seconds
 * and its prices with it, so it does not.
 */
export function suspendsOnScore(sportId: SportId): boolean {
  return SPORT_SCORING[sportId].kind !== 'points';
}

/** A market as the rule reads it: its type and line (a total's or handicap's, as text or a number). */
export interface MarketLine {
  type: MarketType;
  line: string | number | null;
}

/**
 * Where a market stands from the score: still open to play (`decided: false`), or decided, with the
 * outcome that wins (null when the score alone cannot say, as a level basketball game that goes to
 * overtime: the final result says).
 */
export type MarketDecision = { decided: false } | { decided: true; winner: Outcome | null };

const OPEN: MarketDecision = { decided: false };

/** The outcome a final score makes win, or null when the score alone cannot say (a level score in a sport without a draw). */
function winnerAt(sportId: SportId, market: MarketLine, home: number, away: number): Outcome | null {
  const line = market.line === null ? 0 : Number(market.line);
  switch (market.type) {
    case 'match_result':
      if (home > away) return 'home';
      if (away > home) return 'away';
      return SPORTS_WITH_DRAW.includes(sportId) ? 'draw' : null;
    case 'total':
      return home + away > line ? 'over' : 'under';
    case 'handicap':
      return home + line > away ? 'home' : 'away';
    case 'both_teams_score':
      return home > 0 && away > 0 ? 'yes' : 'no';
  }
}

/** The final scores a match in sets can still end with from where it stands. */
function finalSets(setsToWin: number, score: Score): Score[] {
  if (score.home >= setsToWin || score.away >= setsToWin) return [score];
  const finals: Score[] = [];
  for (let away = score.away; away < setsToWin; away += 1) finals.push({ home: setsToWin, away });
  for (let home = score.home; home < setsToWin; home += 1) finals.push({ home, away: setsToWin });
  return finals;
}

/**
 * Whether the market's outcome is decided by the score, and which outcome wins:
 * - a finished event decides every market (its final score);
 * - goals and points only add up, so a total is decided once the score has passed its line (over
 *   won, under lost), and both-teams-to-score once both sides have scored (yes won); a match result
 *   or a handicap waits for the end;
 * - a match in sets is decided as soon as every way it can still end gives the same outcome (a set
 *   each decides over 2.5 sets, both-win-a-set and the ±1.5 sets handicap; two sets end the match).
 */
export function marketDecision(sportId: SportId, market: MarketLine, score: Score | null, finished = false): MarketDecision {
  if (!score) return OPEN;
  if (finished) return { decided: true, winner: winnerAt(sportId, market, score.home, score.away) };
  const scoring = SPORT_SCORING[sportId];
  if (scoring.kind === 'sets') {
    const winners = new Set(finalSets(scoring.setsToWin, score).map((final) => winnerAt(sportId, market, final.home, final.away)));
    const [winner] = winners;
    return winners.size === 1 && winner ? { decided: true, winner } : OPEN;
  }
  if (market.type === 'total' && score.home + score.away > Number(market.line ?? 0)) return { decided: true, winner: 'over' };
  if (market.type === 'both_teams_score' && score.home > 0 && score.away > 0) return { decided: true, winner: 'yes' };
  return OPEN;
}

/**
 * Why a score cannot be an event's final one (the operator settling it by hand), or null when it
 * can: `below_current`, a side below the score the event stands at (goals, points and sets are
 * never taken back, and the markets the score has decided keep their results); `unfinished`, in
 * sets, not a match over (one side with the sets it needs, the other fewer); `no_winner`, level
 * where the sport has no draw (its match result needs a winner: a basketball game goes to overtime).
 */
export type FinalScoreProblem = 'below_current' | 'unfinished' | 'no_winner';

export function finalScoreProblem(sportId: SportId, score: Score, current: Score | null): FinalScoreProblem | null {
  if (current && (score.home < current.home || score.away < current.away)) return 'below_current';
  const scoring = SPORT_SCORING[sportId];
  if (scoring.kind === 'sets') {
    const winning = Math.max(score.home, score.away);
    const losing = Math.min(score.home, score.away);
    return winning === scoring.setsToWin && losing < scoring.setsToWin ? null : 'unfinished';
  }
  if (score.home === score.away && !SPORTS_WITH_DRAW.includes(sportId)) return 'no_winner';
  return null;
}
