/**
 * Round trips to the database per bet: the statements (BEGIN and COMMIT included) one call sends, as
 * the server says them in its x-db-round-trips header when started with REPORT_DB_ROUND_TRIPS=true.
 * Unlike a rate, the count does not depend on how busy the machine is: the measure of how much a bet
 * asks of the database. A call is counted after one of its kind has warmed the player up (the
 * provably fair seed pair, the VIP row), over a few calls: a won bet pays and so costs more than a
 * lost one, hence a range.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@app/contract';

export const ROUND_TRIPS_HEADER = 'x-db-round-trips';
/** What the server under the bench is started with so that it says its round trips. */
export const ROUND_TRIPS_ENV = { REPORT_DB_ROUND_TRIPS: 'true' } as const;

/** The fewest and the most round trips seen for a call, over the calls counted. */
export interface RoundTripRange {
  min: number;
  max: number;
  calls: number;
}

/** A call's round trips as the table shows them: "22" or "22-24". */
export const formatRange = (range: RoundTripRange | undefined): string =>
  range === undefined ? '-' : range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;

/** The round trips of one call, from its answer (an error when the server does not say them, or the call failed). */
export async function roundTripsOf(response: Response, what: string): Promise<number> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  const header = response.headers.get(ROUND_TRIPS_HEADER);
  if (header === null) throw new Error(`${what}: the server does not say its round trips (start it with REPORT_DB_ROUND_TRIPS=true)`);
  return Number(header);
}

/** Widens a range by one more count. */
export function addCount(range: RoundTripRange | undefined, count: number): RoundTripRange {
  return range === undefined
    ? { min: count, max: count, calls: 1 }
    : { min: Math.min(range.min, count), max: Math.max(range.max, count), calls: range.calls + 1 };
}

/** A money-moving call of a player with its own Idempotency-Key. */
function moneyCall(url: string, accessToken: string, body: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body,
  });
}

/** Counts a bet's round trips: one call to warm up, then `calls` counted. */
export async function countBet(url: string, accessToken: string, body: string, calls = 6): Promise<RoundTripRange> {
  await roundTripsOf(await moneyCall(url, accessToken, body), url);
  let range: RoundTripRange | undefined;
  for (let call = 0; call < calls; call += 1) range = addCount(range, await roundTripsOf(await moneyCall(url, accessToken, body), url));
  return range!;
}

/**
 * A Mines reveal's round trips, told apart by what it found: a safe tile (the round goes on) and a
 * mine (the round is lost and its bet settled). Rounds of 3 mines are started until both are seen.
 */
export async function countMinesReveals(serverUrl: string, accessToken: string): Promise<{ safe?: RoundTripRange; mine?: RoundTripRange }> {
  const start = JSON.stringify({ currency: 'USD', amount: '1.00', mines: 3 });
  const counts: { safe?: RoundTripRange; mine?: RoundTripRange } = {};
  for (let round = 0; round < 40 && (counts.safe?.calls ?? 0) + (counts.mine?.calls ?? 0) < 8; round += 1) {
    const started = await moneyCall(`${serverUrl}/v1/originals/mines/start`, accessToken, start);
    if (!started.ok) throw new Error(`/originals/mines/start answered ${started.status}: ${(await started.text()).slice(0, 300)}`);
    const { round: open } = (await started.json()) as { round: { roundId: string } };
    const revealed = await moneyCall(
      `${serverUrl}/v1/originals/mines/reveal`,
      accessToken,
      JSON.stringify({ roundId: open.roundId, tile: round % 25 }),
    );
    const header = revealed.headers.get(ROUND_TRIPS_HEADER);
    const answer = (await revealed.json()) as { round?: { status: string } };
    if (!revealed.ok || header === null) throw new Error(`/originals/mines/reveal answered ${revealed.status}: ${JSON.stringify(answer)}`);
    const safe = answer.round?.status === 'active';
    // An open round would stay the player's active one: cashed out before the next starts.
    if (safe)
      await (await moneyCall(`${serverUrl}/v1/originals/mines/cashout`, accessToken, JSON.stringify({ roundId: open.roundId }))).text();
    if (round === 0) continue; // the warm-up
    if (safe) counts.safe = addCount(counts.safe, Number(header));
    else counts.mine = addCount(counts.mine, Number(header));
  }
  return counts;
}
