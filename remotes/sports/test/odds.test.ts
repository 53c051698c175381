// The slip's arithmetic and rules: the same odds arithmetic as the contract's, and the rules a
// slip is checked against before it is placed.
import { typedToMinor } from '@app/contract/money';
import { normaliseStake } from '../src/shared/model/money.ts';
import { combinedOdds, formatOdds, ODDS_FORMATS, oddsMove, payoutMinor } from '../src/shared/model/odds.ts';
import {
  acceptOdds,
  accumulatorBlock,
  applyMarket,
  betsOf,
  EMPTY_SLIP,
  legProblem,
  oddsChangeAccepted,
  parseSlip,
  quickStakes,
  slipFigures,
  slipOddsChange,
  stakeFunding,
  stakeProblem,
  toggleLeg,
  type SlipLeg,
} from '../src/shared/model/slip.ts';
import { eventTopic, leagueTopic, LIVE_TOPIC } from '../src/shared/model/topics.ts';
import { fakeMarket } from './harness.tsx';

function leg(selectionId: string, eventId: string, odds: string, overrides: Partial<SlipLeg> = {}): SlipLeg {
  return {
    selectionId,
    eventId,
    marketId: `${eventId}-mr`,
    sportId: 'football',
    home: 'Home',
    away: 'Away',
    startsAt: '2026-11-24T19:45:00.000Z',
    marketType: 'match_result',
    line: null,
    outcome: 'home',
    odds,
    liveOdds: odds,
    status: 'open',
    ...overrides,
  };
}

describe('the odds arithmetic', () => {
  it('reads odds in every format', () => {
    expect(ODDS_FORMATS.map((format) => formatOdds('2.50', format))).toEqual(['2.50', '3/2', '+150']);
    expect(ODDS_FORMATS.map((format) => formatOdds('1.50', format))).toEqual(['1.50', '1/2', '-200']);
    expect(ODDS_FORMATS.map((format) => formatOdds('1.85', format))).toEqual(['1.85', '17/20', '-118']);
    expect(formatOdds('2.00', 'american')).toBe('+100');
  });

  it('combines and pays out rounding down, never in the player’s favour', () => {
    expect(combinedOdds(['1.85', '2.10'])).toBe('3.88');
    expect(combinedOdds(['1.33', '1.33', '1.33'])).toBe('2.34');
    expect(payoutMinor(1000n, '1.85')).toBe(1850n);
    expect(payoutMinor(333n, '1.85')).toBe(616n);
  });

  it('names the live topics', () => {
    expect(eventTopic('evt-1')).toBe('sports.event.evt-1');
    expect(leagueTopic('premier-league')).toBe('sports.league.premier-league');
    expect(LIVE_TOPIC).toBe('sports.live');
  });

  it('tells which way odds moved', () => {
    expect(oddsMove('1.85', '1.95')).toBe('up');
    expect(oddsMove('1.85', '1.80')).toBe('down');
    expect(oddsMove('1.85', '1.85')).toBeNull();
  });
});

describe('the stake', () => {
  it('keeps what is typed to the currency digits', () => {
    expect(normaliseStake('12,345', 2)).toBe('12.34');
    expect(normaliseStake('007', 2)).toBe('7');
    expect(normaliseStake('5.5', 0)).toBe('5');
    expect(normaliseStake('abc', 2)).toBe('');
    expect(typedToMinor('12.5', 2)).toBe(1250n);
  });

  it('is refused when empty, outside the limits or above the balance', () => {
    const limits = { minStake: '1', maxStake: '500', maxPayout: '10000' };
    expect(stakeProblem('', '0', limits, '100')).toBe('empty');
    expect(stakeProblem('0.50', '0.50', limits, '100')).toBe('belowMin');
    expect(stakeProblem('501', '501', limits, '1000')).toBe('aboveMax');
    expect(stakeProblem('60', '120', limits, '100')).toBe('aboveBalance');
    expect(stakeProblem('50', '100', limits, '100')).toBeNull();
  });

  it('counts the bonus money the platform takes once the cash runs out', () => {
    const limits = { minStake: '1', maxStake: '500', maxPayout: '10000' };
    expect(stakeProblem('60', '120', limits, '100', '20')).toBeNull();
    expect(stakeProblem('60', '120', limits, '100', '19.99')).toBe('aboveBalance');
    expect(stakeFunding('120', '100', '20', 2)).toEqual({ fromCash: '100.00', fromBonus: '20.00' });
    expect(stakeFunding('80', '100', '20', 2)).toEqual({ fromCash: '80.00', fromBonus: '0.00' });
    expect(stakeFunding('5', '0', '10', 2)).toEqual({ fromCash: '0.00', fromBonus: '5.00' });
  });
});

describe('the slip rules', () => {
  it('adds a selection on the first tap and takes it off on the second, suggesting an accumulator from two', () => {
    const one = toggleLeg(EMPTY_SLIP, leg('a', 'e1', '2.00'));
    const two = toggleLeg(one, leg('b', 'e2', '1.50'));
    expect(two.legs.map((held) => held.selectionId)).toEqual(['a', 'b']);
    expect(two.mode).toBe('accumulator');
    const back = toggleLeg(two, leg('b', 'e2', '1.50'));
    expect(back.legs.map((held) => held.selectionId)).toEqual(['a']);
    expect(back.mode).toBe('single');
  });

  it('refuses an accumulator of one leg, of two legs of one event, or of more legs than allowed', () => {
    expect(accumulatorBlock([leg('a', 'e1', '2.00')], 3)).toBe('tooFew');
    expect(accumulatorBlock([leg('a', 'e1', '2.00'), leg('b', 'e1', '1.50')], 3)).toBe('sameEvent');
    expect(
      accumulatorBlock(
        ['e1', 'e2', 'e3', 'e4'].map((event) => leg(`s-${event}`, event, '1.50')),
        3,
      ),
    ).toBe('tooMany');
    expect(accumulatorBlock([leg('a', 'e1', '2.00'), leg('b', 'e2', '1.50')], 3)).toBeNull();
  });

  it('places one bet per selection as singles and one bet of all as an accumulator, with the potential win', () => {
    const legs = [leg('a', 'e1', '2.00'), leg('b', 'e2', '1.50')];
    const singles = { ...EMPTY_SLIP, legs, stake: '10', mode: 'single' as const };
    expect(betsOf(singles).map((bet) => bet.odds)).toEqual(['2.00', '1.50']);
    expect(slipFigures(singles, 2, undefined)).toEqual({ totalStake: '20.00', potentialWin: '35.00', capped: false, cap: null });
    const acca = { ...singles, mode: 'accumulator' as const };
    expect(betsOf(acca)).toHaveLength(1);
    expect(slipFigures(acca, 2, undefined)).toEqual({ totalStake: '10.00', potentialWin: '30.00', capped: false, cap: null });
    expect(slipFigures(acca, 2, { minStake: '1', maxStake: '500', maxPayout: '25' })).toEqual({
      totalStake: '10.00',
      potentialWin: '25.00',
      capped: true,
      cap: '25.00',
    });
  });

  it('caps what a bet may win at the lower of the largest payout and stake × 1000.00', () => {
    const legs = Array.from({ length: 10 }, (_, index) => leg(`s${index}`, `e${index}`, '2.00'));
    const acca = { ...EMPTY_SLIP, legs, stake: '10', mode: 'accumulator' as const };
    // 2.00 ten times is 1024.00: 10.00 would win 10240.00, above 10.00 × 1000.00.
    expect(slipFigures(acca, 2, { minStake: '1', maxStake: '500', maxPayout: '50000' })).toEqual({
      totalStake: '10.00',
      potentialWin: '10000.00',
      capped: true,
      cap: '10000.00',
    });
    expect(slipFigures({ ...acca, legs: legs.slice(0, 9) }, 2, { minStake: '1', maxStake: '500', maxPayout: '50000' })).toMatchObject({
      potentialWin: '5120.00',
      capped: false,
    });
  });

  it('shows the potential win at the odds on screen once they moved', () => {
    const moved = [leg('a', 'e1', '2.00', { liveOdds: '2.50' }), leg('b', 'e2', '1.50')];
    const singles = { ...EMPTY_SLIP, legs: moved, stake: '10', mode: 'single' as const };
    expect(slipFigures(singles, 2, undefined).potentialWin).toBe('40.00');
    expect(slipFigures({ ...singles, mode: 'accumulator' }, 2, undefined).potentialWin).toBe('37.50');
  });

  it('follows the feed: moved odds and a suspended market mark the leg until the player accepts', () => {
    const legs = [leg('evt-1-mr-home', 'evt-1', '2.10')];
    const moved = applyMarket(legs, fakeMarket('evt-1', ['2.30', '3.40', '3.20']));
    expect(legProblem(moved[0] as SlipLeg)).toBe('oddsChanged');
    expect(oddsChangeAccepted(moved[0] as SlipLeg, 'none')).toBe(false);
    expect(oddsChangeAccepted(moved[0] as SlipLeg, 'better')).toBe(true);
    const lower = applyMarket(legs, fakeMarket('evt-1', ['1.90', '3.40', '3.20']));
    expect(oddsChangeAccepted(lower[0] as SlipLeg, 'better')).toBe(false);
    expect(oddsChangeAccepted(lower[0] as SlipLeg, 'any')).toBe(true);
    expect(legProblem(acceptOdds(moved)[0] as SlipLeg)).toBeNull();
    expect(acceptOdds(moved)[0]?.odds).toBe('2.30');
    const suspended = applyMarket(legs, fakeMarket('evt-1', ['2.10', '3.40', '3.20'], { status: 'suspended' }));
    expect(legProblem(suspended[0] as SlipLeg)).toBe('closed');
    // A market the slip does not hold changes nothing.
    expect(applyMarket(legs, fakeMarket('evt-9'))).toBe(legs);
  });

  it('takes a live message only when it is newer than what the slip holds (by the event version)', () => {
    const legs = [leg('evt-1-mr-home', 'evt-1', '2.10', { version: 3 })];
    expect(applyMarket(legs, fakeMarket('evt-1', ['2.30', '3.40', '3.20']), 2)).toBe(legs);
    const moved = applyMarket(legs, fakeMarket('evt-1', ['2.30', '3.40', '3.20']), 5);
    expect(moved[0]).toMatchObject({ liveOdds: '2.30', version: 5 });
    // Messages crossed: version 4 arrives after version 5, and is dropped.
    expect(applyMarket(moved, fakeMarket('evt-1', ['2.20', '3.40', '3.20'], { status: 'suspended' }), 4)).toBe(moved);
    // The same odds at a newer version still move the version on, so an older message cannot come back.
    const same = applyMarket(moved, fakeMarket('evt-1', ['2.30', '3.40', '3.20']), 6);
    expect(same[0]?.version).toBe(6);
    expect(applyMarket(same, fakeMarket('evt-1', ['2.25', '3.40', '3.20']), 5)).toBe(same);
  });

  it('reads back what storage holds, and an empty slip from anything else', () => {
    const slip = { ...EMPTY_SLIP, legs: [leg('a', 'e1', '2.00')], stake: '5', oddsChoice: 'none' as const };
    expect(parseSlip(JSON.stringify(slip))).toEqual(slip);
    expect(parseSlip('not json')).toEqual(EMPTY_SLIP);
    expect(parseSlip(JSON.stringify({ legs: [{ selectionId: 'a', odds: 'lots' }] })).legs).toEqual([]);
    expect(parseSlip(null)).toEqual(EMPTY_SLIP);
  });

  it("takes better odds by default, the operator's default once known, and the player's own choice over both", () => {
    expect(slipOddsChange(EMPTY_SLIP, undefined)).toBe('better');
    expect(slipOddsChange(EMPTY_SLIP, 'none')).toBe('none');
    expect(slipOddsChange({ oddsChoice: 'any' }, 'none')).toBe('any');
    expect(slipOddsChange({ oddsChoice: 'none' }, 'better')).toBe('none');
    // A slip stored before the choice was kept apart held 'none' unless the player chose: only another value was a choice.
    expect(parseSlip(JSON.stringify({ legs: [], oddsChange: 'none' })).oddsChoice).toBeUndefined();
    expect(parseSlip(JSON.stringify({ legs: [], oddsChange: 'any' })).oddsChoice).toBe('any');
    expect(parseSlip(JSON.stringify({ legs: [], oddsChoice: 'sometimes' })).oddsChoice).toBeUndefined();
  });

  it("offers a currency's own round quick stakes within its limits, four at most", () => {
    expect(quickStakes('USD', undefined)).toEqual(['1', '5', '10', '25']);
    expect(quickStakes('VND', { minStake: '2500', maxStake: '50000000' })).toEqual(['20000', '50000', '100000', '200000']);
    expect(quickStakes('USD', { minStake: '2', maxStake: '20' })).toEqual(['5', '10']);
    expect(quickStakes('XYZ', undefined)).toEqual([]);
    expect(quickStakes(undefined, undefined)).toEqual([]);
  });
});
