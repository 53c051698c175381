import { finalScoreProblem, marketDecision, suspendsOnScore } from './sports-markets.ts';

describe('a market decided by the score', () => {
  it('closes both sides of a total once the score has passed its line: 0–3 in the 79th minute decides Over/Under 2.5', () => {
    expect(marketDecision('football', { type: 'total', line: '2.5' }, { home: 0, away: 3 })).toEqual({ decided: true, winner: 'over' });
    // A line still ahead of the score is open, whichever side the player would take.
    expect(marketDecision('football', { type: 'total', line: '3.5' }, { home: 0, away: 3 })).toEqual({ decided: false });
    expect(marketDecision('football', { type: 'total', line: 2.5 }, { home: 1, away: 1 })).toEqual({ decided: false });
    expect(marketDecision('basketball', { type: 'total', line: '210.5' }, { home: 110, away: 101 })).toEqual({
      decided: true,
      winner: 'over',
    });
    expect(marketDecision('ice-hockey', { type: 'total', line: '5.5' }, { home: 3, away: 3 })).toEqual({ decided: true, winner: 'over' });
  });

  it('closes both teams to score once both have scored, and not before', () => {
    expect(marketDecision('football', { type: 'both_teams_score', line: null }, { home: 1, away: 1 })).toEqual({
      decided: true,
      winner: 'yes',
    });
    expect(marketDecision('football', { type: 'both_teams_score', line: null }, { home: 4, away: 0 })).toEqual({ decided: false });
    expect(marketDecision('ice-hockey', { type: 'both_teams_score', line: null }, { home: 0, away: 0 })).toEqual({ decided: false });
  });

  it('keeps a match result and a handicap open while goals or points can still change them', () => {
    for (const market of [
      { type: 'match_result', line: null },
      { type: 'handicap', line: '-1.5' },
      { type: 'handicap', line: '+0.5' },
    ] as const) {
      expect(marketDecision('football', market, { home: 5, away: 0 })).toEqual({ decided: false });
      expect(marketDecision('basketball', market, { home: 120, away: 80 })).toEqual({ decided: false });
    }
    // Nothing is decided before the start.
    expect(marketDecision('football', { type: 'total', line: '0.5' }, null)).toEqual({ decided: false });
  });

  it('decides a market in sets once a set won leaves it only one way to go', () => {
    // A set each: the match goes to a third set (over 2.5 sets), both have won a set, neither wins 2–0.
    const even = { home: 1, away: 1 };
    expect(marketDecision('tennis', { type: 'total', line: '2.5' }, even)).toEqual({ decided: true, winner: 'over' });
    expect(marketDecision('tennis', { type: 'both_teams_score', line: null }, even)).toEqual({ decided: true, winner: 'yes' });
    expect(marketDecision('esports', { type: 'handicap', line: '-1.5' }, even)).toEqual({ decided: true, winner: 'away' });
    expect(marketDecision('esports', { type: 'handicap', line: '+1.5' }, even)).toEqual({ decided: true, winner: 'home' });
    expect(marketDecision('tennis', { type: 'match_result', line: null }, even)).toEqual({ decided: false });
    // One set to nothing: the favourite's -1.5 is still alive, the trailing side's +1.5 too.
    expect(marketDecision('tennis', { type: 'handicap', line: '-1.5' }, { home: 1, away: 0 })).toEqual({ decided: false });
    expect(marketDecision('tennis', { type: 'handicap', line: '-1.5' }, { home: 0, away: 1 })).toEqual({ decided: true, winner: 'away' });
    // Two sets end the match: its result is decided.
    expect(marketDecision('tennis', { type: 'match_result', line: null }, { home: 0, away: 2 })).toEqual({ decided: true, winner: 'away' });
  });

  it('decides every market when the event is finished, from its final score', () => {
    const final = { home: 2, away: 2 };
    expect(marketDecision('football', { type: 'match_result', line: null }, final, true)).toEqual({ decided: true, winner: 'draw' });
    expect(marketDecision('football', { type: 'total', line: '4.5' }, final, true)).toEqual({ decided: true, winner: 'under' });
    expect(marketDecision('football', { type: 'handicap', line: '-0.5' }, final, true)).toEqual({ decided: true, winner: 'away' });
    // A level basketball score goes to overtime: the score alone does not name the winner.
    expect(marketDecision('basketball', { type: 'match_result', line: null }, { home: 99, away: 99 }, true)).toEqual({
      decided: true,
      winner: null,
    });
  });

  it('suspends on a goal or a set, not on every basket', () => {
    expect(suspendsOnScore('football')).toBe(true);
    expect(suspendsOnScore('ice-hockey')).toBe(true);
    expect(suspendsOnScore('tennis')).toBe(true);
    expect(suspendsOnScore('esports')).toBe(true);
    expect(suspendsOnScore('basketball')).toBe(false);
  });
});

describe('a final score the operator settles an event with', () => {
  it('takes a score at or above the one the event stands at, and a draw where the sport has one', () => {
    expect(finalScoreProblem('football', { home: 2, away: 1 }, { home: 1, away: 1 })).toBeNull();
    expect(finalScoreProblem('football', { home: 1, away: 1 }, { home: 1, away: 1 })).toBeNull();
    expect(finalScoreProblem('ice-hockey', { home: 0, away: 0 }, null)).toBeNull();
    expect(finalScoreProblem('basketball', { home: 101, away: 99 }, { home: 80, away: 85 })).toBeNull();
  });

  it('refuses a side below the score now: goals, points and sets are never taken back', () => {
    expect(finalScoreProblem('football', { home: 1, away: 0 }, { home: 1, away: 1 })).toBe('below_current');
    expect(finalScoreProblem('basketball', { home: 79, away: 90 }, { home: 80, away: 85 })).toBe('below_current');
    expect(finalScoreProblem('tennis', { home: 2, away: 0 }, { home: 1, away: 1 })).toBe('below_current');
  });

  it('refuses a level score where the match result needs a winner', () => {
    expect(finalScoreProblem('basketball', { home: 100, away: 100 }, null)).toBe('no_winner');
  });

  it('takes in sets only a match over: one side with the sets it needs, the other fewer', () => {
    expect(finalScoreProblem('tennis', { home: 2, away: 1 }, { home: 1, away: 1 })).toBeNull();
    expect(finalScoreProblem('esports', { home: 0, away: 2 }, null)).toBeNull();
    for (const score of [
      { home: 1, away: 1 },
      { home: 1, away: 0 },
      { home: 2, away: 2 },
      { home: 3, away: 0 },
      { home: 0, away: 0 },
    ]) {
      expect(finalScoreProblem('tennis', score, null)).toBe('unfinished');
    }
  });
});
