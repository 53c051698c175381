// The studio rounds of one player as the soak played them, against the studio bets the platform
// lists for that player (its bet history). A round's answer says what the platform acknowledged:
// the stake taken and the win paid (its balance after the round), or the stake taken and the win
// still owed (balance null: the studio retries it), or the round cancelled (ROUND_CANCELLED: a
// stake taken is owed back, by the studio's rollback, retried until the platform answers), or no
// answer at all. Until the studio's owed calls land, the platform rightly holds a cancelled round's
// stake and has not paid an owed win: the soak compares only once none is owed, and learns the
// outcome of a round it got no answer for from the bet history, as a player would.

/** A studio round as the soak played it (amounts in cents; `sentAt` epoch ms). */
export interface StudioRound {
  sentAt: number;
  stake: bigint;
  /** The win the answer gave (paid or owed). */
  win?: bigint;
  outcome: 'paid' | 'win owed' | 'cancelled' | 'no answer';
}

/** A studio bet as the platform's bet history lists it (amounts in cents). */
export interface StudioBet {
  betId: string;
  createdAt: number;
  amount: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'rolled_back';
}

export interface StudioReconciliation {
  /** What the rounds without an answer did, learned from the bet history (payout − stake of each settled bet), cents. */
  learned: bigint;
  /** Bets still open: a win or a rollback the studio still owes (the platform holds their stakes meanwhile). */
  owed: StudioBet[];
  /** The first round whose bet disagrees with what the soak was told, described; undefined when all agree. */
  firstDisagreement?: string;
}

const cents = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

function describe(round: StudioRound, bet?: StudioBet): string {
  const told = `round sent at ${new Date(round.sentAt).toISOString()} (${round.outcome}, stake ${cents(round.stake)}${round.win === undefined ? '' : `, win ${cents(round.win)}`})`;
  return bet
    ? `${told}: bet ${bet.betId} is ${bet.status}, stake ${cents(bet.amount)}, payout ${cents(bet.payout)}`
    : `${told}: no bet of it on the platform`;
}

/**
 * Whether a settled bet can be a round's own: a paid round's (or one whose win was owed) has its
 * stake and, once settled, its win; an unanswered round's has the stake the player sent; a cancelled
 * round never has one (the studio sends no win for it: its bet is rolled back or still open).
 */
function fits(round: StudioRound, bet: StudioBet): boolean {
  if (round.outcome === 'cancelled') return false;
  if (bet.amount !== round.stake) return false;
  return round.outcome === 'no answer' || bet.payout === round.win;
}

/**
 * Matches the player's settled studio bets with the rounds. A player plays one round at a time, so
 * a bet is made after its round was sent, and an answered round's bet before the next round is
 * sent; but a round the soak gave up on (no answer) may be played on by the studio and reach the
 * platform late, after later rounds were sent. So each bet, oldest first, goes to the latest round
 * sent before it that it fits and that has none yet, else to the last round sent before it (where
 * it is named as what it is: a second bet, a cancelled round's stake kept, a different stake or
 * win). A bet rolled back moved nothing; an open one is owed (the check waits for it). A paid round
 * needs one settled bet of its stake and win; a round whose win is owed, the same once paid (open
 * meanwhile); a cancelled round no bet kept (a settled one means the stake was kept, an open one
 * that its rollback is still owed); a round without an answer at most one bet, whose result is
 * learned.
 */
export function reconcileStudio(rounds: readonly StudioRound[], bets: readonly StudioBet[]): StudioReconciliation {
  const ordered = [...rounds].sort((a, b) => a.sentAt - b.sentAt);
  const byRound = ordered.map(() => [] as StudioBet[]);
  const owed: StudioBet[] = [];
  let firstDisagreement: string | undefined;
  let firstAt = Infinity;
  const disagree = (at: number, text: string) => {
    if (firstDisagreement === undefined || at < firstAt) {
      firstDisagreement = text;
      firstAt = at;
    }
  };
  for (const bet of [...bets].sort((a, b) => a.createdAt - b.createdAt)) {
    // Open: its win or rollback is still owed (waited for); rolled back: it moved nothing.
    if (bet.status === 'open') owed.push(bet);
    if (bet.status !== 'settled') continue;
    let last = -1;
    while (last + 1 < ordered.length && ordered[last + 1]!.sentAt <= bet.createdAt) last += 1;
    if (last === -1) {
      disagree(bet.createdAt, `bet ${bet.betId} (${bet.status}, stake ${cents(bet.amount)}) was made before any round was sent`);
      continue;
    }
    let owner = last;
    while (owner >= 0 && (byRound[owner]!.length > 0 || !fits(ordered[owner]!, bet))) owner -= 1;
    byRound[owner >= 0 ? owner : last]!.push(bet);
  }
  let learned = 0n;
  ordered.forEach((round, index) => {
    const kept = byRound[index]!;
    const [bet, extra] = kept;
    if (extra) return disagree(round.sentAt, `${describe(round, extra)} (a second bet for one round)`);
    switch (round.outcome) {
      case 'paid':
      case 'win owed':
        if (!bet) return disagree(round.sentAt, describe(round));
        if (bet.amount !== round.stake) return disagree(round.sentAt, describe(round, bet));
        if (bet.status === 'open') return round.outcome === 'paid' ? disagree(round.sentAt, describe(round, bet)) : undefined;
        if (bet.payout !== round.win) return disagree(round.sentAt, describe(round, bet));
        return undefined;
      case 'cancelled':
        if (bet && bet.status === 'settled')
          return disagree(round.sentAt, `${describe(round, bet)} (the stake of a cancelled round was kept)`);
        return undefined;
      default:
        if (bet?.status === 'settled') learned += bet.payout - bet.amount;
        return undefined;
    }
  });
  return { learned, owed, ...(firstDisagreement === undefined ? {} : { firstDisagreement }) };
}
