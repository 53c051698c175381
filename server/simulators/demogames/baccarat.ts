/**
 * Punto banco with an eight-deck shoe, shuffled for every round: the standard drawing rules, player
 * wins paid 1:1, banker wins 0.95:1 (the 5 % commission), tie 8:1, and a bet on player or banker
 * pushed (given back) on a tie.
 */

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

/** A card: rank 1 (ace) to 13 (king), suit 0 to 3. */
export interface Card {
  rank: number;
  suit: number;
}

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const DECKS = 8;

export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/** Whether the banker draws a third card, given its total and the player's third card (undefined when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const third = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Plays a coup from the order cards come off the shoe. */
export function playCoup(draw: () => Card): BaccaratOutcome {
  // Dealt in turn: player, banker, player, banker.
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (handTotal(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Deals a coup from a freshly shuffled shoe; `random(n)` answers a uniform whole number below n. */
export function deal(random: (below: number) => number): BaccaratOutcome {
  const shoe: Card[] = [];
  for (let deck = 0; deck < DECKS; deck += 1) {
    for (let suit = 0; suit < 4; suit += 1) for (let rank = 1; rank <= 13; rank += 1) shoe.push({ rank, suit });
  }
  // Drawing a random remaining card each time is a shuffle of the cards the coup uses.
  return playCoup(() => {
    const index = random(shoe.length);
    const [card] = shoe.splice(index, 1);
    return card!;
  });
}

/** What a bet returns (stake included; 0 for a loss), minor units; banker wins round down the commission. */
export function baccaratReturn(side: BaccaratSide, stake: bigint, winner: BaccaratSide): bigint {
  if (winner === 'tie') return side === 'tie' ? stake * 9n : stake;
  if (side !== winner) return 0n;
  return side === 'banker' ? stake + (stake * 95n) / 100n : stake * 2n;
}
