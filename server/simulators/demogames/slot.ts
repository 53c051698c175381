/**
 * The slot's maths: five reels of three rows, line wins paid left to right for three, four or five
 * of a symbol on a payline.
 *
 * How the configured RTP is met exactly: every reel stops at a uniformly random position of its
 * strip, so the symbol under any row of a reel is distributed as the strip's symbol counts, and
 * reels are independent. One line's expected pay (in line bets) is therefore a finite sum over the
 * symbols' counts, computed exactly with integers (baseRtp). The same expectation holds for every
 * line, and the stake is split evenly over the lines, so the game's RTP is that one line's expected
 * pay. The paytable below is the base; every pay is multiplied by one scale factor,
 * scale = configured RTP / baseRtp, kept in millionths (PAY_SCALE_UNIT), which puts the theoretical
 * RTP within a few ten-thousandths of a percentage point of the configured one. Each volatility has
 * its own strip set (how often the top symbols land); the scale is computed for the set in use.
 * A spin's win is rounded down to the minor unit once (never per line).
 */

export const REELS = 5;
export const ROWS = 3;
export const PAY_SCALE_UNIT = 1_000_000n;

export const SYMBOLS = ['seven', 'diamond', 'star', 'heart', 'club', 'ace', 'king', 'queen'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** What each symbol pays for 3, 4 and 5 in a row, in line bets, before the scale. */
export const BASE_PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  seven: [50, 250, 1000],
  diamond: [25, 100, 400],
  star: [15, 50, 200],
  heart: [10, 30, 100],
  club: [5, 15, 60],
  ace: [4, 10, 40],
  king: [3, 8, 30],
  queen: [2, 6, 25],
};

/** How many times each symbol is on one strip, per volatility (the same counts on every reel). */
const STRIP_COUNTS: Record<'low' | 'medium' | 'high', Record<SlotSymbol, number>> = {
  low: { seven: 1, diamond: 2, star: 3, heart: 3, club: 4, ace: 5, king: 5, queen: 6 },
  medium: { seven: 1, diamond: 2, star: 2, heart: 3, club: 4, ace: 5, king: 6, queen: 7 },
  high: { seven: 2, diamond: 2, star: 2, heart: 3, club: 3, ace: 6, king: 7, queen: 8 },
};

/** The 20 paylines: the row (0 top, 2 bottom) the line crosses on each reel; a game uses the first N. */
export const PAYLINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export type Volatility = keyof typeof STRIP_COUNTS;

export function volatilityOf(text: string): Volatility {
  return text === 'low' || text === 'high' ? text : 'medium';
}

/**
 * A strip from symbol counts, spread so that equal symbols are rarely next to each other (how it
 * looks; the maths only depends on the counts).
 */
export function buildStrip(counts: Record<SlotSymbol, number>, reel: number): SlotSymbol[] {
  const total = SYMBOLS.reduce((sum, symbol) => sum + counts[symbol], 0);
  const slots: Array<SlotSymbol | undefined> = new Array<SlotSymbol | undefined>(total);
  let cursor = reel * 7;
  for (const symbol of SYMBOLS) {
    for (let copy = 0; copy < counts[symbol]; copy += 1) {
      // Step by a stride coprime with the length, skipping taken places: an even spread.
      cursor = (cursor + 11) % total;
      while (slots[cursor] !== undefined) cursor = (cursor + 1) % total;
      slots[cursor] = symbol;
    }
  }
  return slots as SlotSymbol[];
}

export function strips(volatility: Volatility): SlotSymbol[][] {
  return Array.from({ length: REELS }, (_, reel) => buildStrip(STRIP_COUNTS[volatility], reel));
}

/** A rational number as two bigints. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/** One line's exact expected pay in line bets, before the scale, enumerated over the strips' symbol counts. */
export function baseRtp(reelStrips: SlotSymbol[][]): Ratio {
  const counts = reelStrips.map((strip) => {
    const byStrip = new Map<SlotSymbol, bigint>();
    for (const symbol of strip) byStrip.set(symbol, (byStrip.get(symbol) ?? 0n) + 1n);
    return byStrip;
  });
  const lengths = reelStrips.map((strip) => BigInt(strip.length));
  const denominator = lengths.reduce((product, length) => product * length, 1n);
  let numerator = 0n;
  for (const symbol of SYMBOLS) {
    const pays = BASE_PAYTABLE[symbol];
    for (let run = 3; run <= REELS; run += 1) {
      // Exactly `run` in a row: the first `run` reels show the symbol and the next one (if any) does not.
      let ways = 1n;
      for (let reel = 0; reel < run; reel += 1) ways *= counts[reel]!.get(symbol) ?? 0n;
      if (run < REELS) ways *= lengths[run]! - (counts[run]!.get(symbol) ?? 0n);
      for (let reel = run + 1; reel < REELS; reel += 1) ways *= lengths[reel]!;
      numerator += ways * BigInt(pays[run - 3]!);
    }
  }
  return { numerator, denominator };
}

/** The configured RTP ("96.50", percent) as a ratio. */
export function rtpRatio(rtp: string): Ratio {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(rtp.trim());
  if (!match) throw new RangeError(`Not an RTP: ${rtp}`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(match[1]! + fraction), denominator: 100n * 10n ** BigInt(fraction.length) };
}

/** The pay scale, in millionths, that brings the strips' RTP to the configured one (rounded to nearest). */
export function payScale(reelStrips: SlotSymbol[][], rtp: string): bigint {
  const base = baseRtp(reelStrips);
  const target = rtpRatio(rtp);
  const numerator = target.numerator * base.denominator * PAY_SCALE_UNIT;
  const denominator = target.denominator * base.numerator;
  return (numerator * 2n + denominator) / (2n * denominator);
}

/** The theoretical RTP of the strips under a scale, as a fraction (0.965 for 96.5 %). */
export function theoreticalRtp(reelStrips: SlotSymbol[][], scale: bigint): number {
  const base = baseRtp(reelStrips);
  const millionths = (base.numerator * scale * 1_000_000_000n) / (base.denominator * PAY_SCALE_UNIT);
  return Number(millionths) / 1e9;
}

/** A slot game as configured: its strips, lines and pay scale. */
export interface SlotConfig {
  strips: SlotSymbol[][];
  lines: number;
  scale: bigint;
}

export function slotConfig(game: { rtp: string; volatility: string; paylines: number | null }): SlotConfig {
  const reelStrips = strips(volatilityOf(game.volatility));
  const lines = Math.min(PAYLINES.length, Math.max(1, game.paylines ?? 10));
  return { strips: reelStrips, lines, scale: payScale(reelStrips, game.rtp) };
}

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** The pay in line bets before the scale. */
  basePay: number;
}

export interface SpinOutcome {
  /** Where each reel stopped (the top row's position on the strip). */
  stops: number[];
  /** grid[reel][row] */
  grid: SlotSymbol[][];
  lines: LineWin[];
}

/** The symbols a spin shows for the given stops. */
export function gridAt(reelStrips: SlotSymbol[][], stops: number[]): SlotSymbol[][] {
  return reelStrips.map((strip, reel) => Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/** The line wins of a grid (left to right, three or more). */
export function lineWins(grid: SlotSymbol[][], lines: number): LineWin[] {
  const wins: LineWin[] = [];
  for (let line = 0; line < lines; line += 1) {
    const rows = PAYLINES[line]!;
    const symbol = grid[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && grid[count]![rows[count]!] === symbol) count += 1;
    if (count >= 3) wins.push({ line, symbol, count, basePay: BASE_PAYTABLE[symbol][count - 3]! });
  }
  return wins;
}

/** Plays a spin; `random(n)` answers a uniform whole number below n. */
export function spin(config: SlotConfig, random: (below: number) => number): SpinOutcome {
  const stops = config.strips.map((strip) => random(strip.length));
  const grid = gridAt(config.strips, stops);
  return { stops, grid, lines: lineWins(grid, config.lines) };
}

/** What a spin pays for a stake (minor units): the lines' base pays, scaled, rounded down once. */
export function spinWin(config: SlotConfig, outcome: Pick<SpinOutcome, 'lines'>, stake: bigint): bigint {
  const basePays = outcome.lines.reduce((sum, win) => sum + BigInt(win.basePay), 0n);
  return (stake * basePays * config.scale) / (BigInt(config.lines) * PAY_SCALE_UNIT);
}

/** One line's win for a stake, as shown beside the line (rounded down). */
export function lineWinAmount(config: SlotConfig, win: LineWin, stake: bigint): bigint {
  return (stake * BigInt(win.basePay) * config.scale) / (BigInt(config.lines) * PAY_SCALE_UNIT);
}
