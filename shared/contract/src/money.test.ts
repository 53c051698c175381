import {
  addDecimal,
  basisPointsOf,
  channelFeeMinor,
  compareDecimal,
  compareMinor,
  divideMinor,
  fractionDigits,
  fromBasisPoints,
  fromMinor,
  isPositive,
  maxDecimal,
  maxMinor,
  minDecimal,
  minMinor,
  multiplyMinor,
  parseMinor,
  percentOf,
  ratioOf,
  rescaleMinor,
  subtractDecimal,
  toBasisPoints,
  toMinor,
  trimZeros,
  typedToMinor,
} from './money.ts';

describe('amounts in minor units', () => {
  it('turns decimal strings into integer minor units and back', () => {
    expect(toMinor('125.5', 2)).toBe(12550n);
    expect(toMinor('-3', 2)).toBe(-300n);
    expect(toMinor('25400', 0)).toBe(25400n);
    expect(toMinor('12.5', 2)).toBe(1250n);
    expect(toMinor('0.10', 2)).toBe(10n);
    expect(toMinor('1.50', 1)).toBe(15n);
    expect(toMinor('0.00000001', 8)).toBe(1n);
    expect(fromMinor(12550n, 2)).toBe('125.50');
    expect(fromMinor(1250n, 2)).toBe('12.50');
    expect(fromMinor(-5n, 2)).toBe('-0.05');
    expect(fromMinor(25400n, 0)).toBe('25400');
    expect(fromMinor(-25400n, 0)).toBe('-25400');
    expect(fromMinor(0n, 2)).toBe('0.00');
    expect(fromMinor(1n, 8)).toBe('0.00000001');
  });

  it('keeps amounts past the safe integers exact', () => {
    expect(fromMinor(123456789012345678n, 2)).toBe('1234567890123456.78');
    expect(toMinor('1234567890123456.78', 2)).toBe(123456789012345678n);
    expect(toMinor('99999999999999999', 2)).toBe(9999999999999999900n);
  });

  it('round-trips whole numbers of minor units through their decimal string', () => {
    const samples = [0n, 1n, -1n, 9n, 10n, 99n, 100n, 12345n, -98765n, 9007199254740991n, -9007199254740991n, 10n ** 30n];
    for (let decimals = 0; decimals <= 8; decimals += 1) {
      for (const minor of samples) expect(toMinor(fromMinor(minor, decimals), decimals)).toBe(minor);
    }
  });

  it('refuses amounts finer than the currency, and anything that is not a plain decimal', () => {
    expect(() => toMinor('1.005', 2)).toThrow(RangeError);
    expect(() => toMinor('1.5', 0)).toThrow(RangeError);
    for (const bad of ['1e3', '', ' 5', '5 ', '12.', '.5', '+5', '--5', '1,5', '0x10', 'abc', 'Infinity', 'NaN', '١٢']) {
      expect(() => toMinor(bad, 2)).toThrow(RangeError);
      expect(parseMinor(bad, 2)).toBeNull();
    }
    expect(parseMinor('1.005', 2)).toBeNull();
    expect(parseMinor('1.005', 3)).toBe(1005n);
  });

  it('takes trailing zeros past the currency’s decimals, and cuts digits when told to', () => {
    expect(toMinor('1.500000', 2)).toBe(150n);
    expect(toMinor('25400.000000000000', 0)).toBe(25400n);
    expect(toMinor('1.009', 2, { truncate: true })).toBe(100n);
    expect(toMinor('-1.009', 2, { truncate: true })).toBe(-100n);
    expect(toMinor('0.000000019', 8, { truncate: true })).toBe(1n);
  });

  it('reads an amount as a player types it, cut to the currency’s digits', () => {
    expect(typedToMinor('12.5', 2)).toBe(1250n);
    expect(typedToMinor('12.', 2)).toBe(1200n);
    expect(typedToMinor('12.345', 2)).toBe(1234n);
    expect(typedToMinor('007', 0)).toBe(7n);
    expect(typedToMinor('5.5', 0)).toBe(5n);
    expect(typedToMinor('', 2)).toBeNull();
    expect(typedToMinor('-1', 2)).toBeNull();
    expect(typedToMinor('.5', 2)).toBeNull();
    expect(typedToMinor('1e3', 2)).toBeNull();
  });

  it('writes a numeric column without its trailing zeros', () => {
    expect(trimZeros('0.920000000000')).toBe('0.92');
    expect(trimZeros('25400.000000000000')).toBe('25400');
    expect(trimZeros('25400')).toBe('25400');
    expect(trimZeros('100')).toBe('100');
    expect(trimZeros('0.00')).toBe('0');
    expect(trimZeros('-1.50')).toBe('-1.5');
    expect(fractionDigits('12.50')).toBe(2);
    expect(fractionDigits('12.')).toBe(0);
    expect(fractionDigits('12')).toBe(0);
  });
});

describe('comparing and adding', () => {
  it('compares minor units and picks the smallest or largest', () => {
    expect(compareMinor(1n, 2n)).toBe(-1);
    expect(compareMinor(2n, 2n)).toBe(0);
    expect(compareMinor(-1n, -2n)).toBe(1);
    expect(minMinor(5n, -3n, 7n)).toBe(-3n);
    expect(maxMinor(5n, -3n, 7n)).toBe(7n);
    expect(minMinor(4n)).toBe(4n);
  });

  it('compares decimal strings exactly, whatever their scales', () => {
    expect(compareDecimal('10', '10.00')).toBe(0);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('100000000000000000.01', '100000000000000000')).toBe(1);
    expect(compareDecimal('0.00000001', '0.000000009')).toBe(1);
    expect(compareDecimal('3000.00', '3000')).toBe(0);
    expect(compareDecimal('2999.99', '3000')).toBe(-1);
    expect(compareDecimal('-0.01', '0')).toBe(-1);
    expect(compareDecimal('-2', '-10')).toBe(1);
    expect(compareDecimal('007', '7')).toBe(0);
  });

  it('reads a typed trailing point, and counts what is not a decimal as zero', () => {
    expect(compareDecimal('12.', '12')).toBe(0);
    expect(compareDecimal('12.', '11.99')).toBe(1);
    expect(compareDecimal('abc', '0')).toBe(0);
    expect(compareDecimal('', '0')).toBe(0);
    expect(compareDecimal('1e3', '1')).toBe(-1);
    expect(compareDecimal(' 5 ', '5')).toBe(0);
  });

  it('adds and subtracts at the finer scale, exactly', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('0.1', '0.25')).toBe('0.35');
    expect(addDecimal('20.5', '4.25')).toBe('24.75');
    expect(addDecimal('100', '0')).toBe('100');
    expect(addDecimal('90071992547409.93', '0.07')).toBe('90071992547410.00');
    expect(addDecimal('not', '1.5')).toBe('1.5');
    expect(subtractDecimal('3000', '1000')).toBe('2000');
    expect(subtractDecimal('3000', '3000.00')).toBe('0.00');
    expect(subtractDecimal('1', '2.5')).toBe('-1.5');
  });

  it('tells an amount above zero', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('-1')).toBe(false);
    expect(isPositive('')).toBe(false);
    expect(isPositive('abc')).toBe(false);
  });

  it('picks the smaller or larger of two decimal strings', () => {
    expect(minDecimal('10', '9.99')).toBe('9.99');
    expect(minDecimal('10', '10.00')).toBe('10');
    expect(maxDecimal('10', '9.99')).toBe('10');
    expect(maxDecimal('-1', '0')).toBe('0');
  });
});

describe('scaling', () => {
  it('divides and rounds toward zero or away from it', () => {
    expect(ratioOf(10n, 1n, 3n)).toBe(3n);
    expect(ratioOf(10n, 1n, 3n, 'up')).toBe(4n);
    expect(ratioOf(9n, 1n, 3n, 'up')).toBe(3n);
    expect(ratioOf(-10n, 1n, 3n)).toBe(-3n);
    expect(ratioOf(-10n, 1n, 3n, 'up')).toBe(-4n);
    expect(() => ratioOf(1n, 1n, 0n)).toThrow(RangeError);
  });

  it('takes a channel fee as fixed plus percent, rounded up to the currency', () => {
    expect(channelFeeMinor(10_000n, { feePercent: '1.5', feeFixed: '0.30' }, 2)).toBe(180n);
    expect(channelFeeMinor(1n, { feePercent: '1.5', feeFixed: '0' }, 2)).toBe(1n);
    expect(channelFeeMinor(10_000n, { feePercent: '0', feeFixed: '0' }, 2)).toBe(0n);
    expect(channelFeeMinor(100_000n, { feePercent: '2', feeFixed: '1000' }, 0)).toBe(3000n);
    expect(() => channelFeeMinor(100n, { feePercent: '1', feeFixed: '0.001' }, 2)).toThrow(RangeError);
  });

  it('takes percentages and basis points, rounded down unless told', () => {
    expect(percentOf(1000n, '12.5')).toBe(125n);
    expect(percentOf(999n, '50')).toBe(499n);
    expect(percentOf(999n, '50', 'up')).toBe(500n);
    expect(percentOf(1000n, '0')).toBe(0n);
    expect(basisPointsOf(1000n, 1250)).toBe(125n);
    expect(basisPointsOf(999n, 5000n)).toBe(499n);
    expect(basisPointsOf(999n, 5000, 'up')).toBe(500n);
    expect(toBasisPoints(12.5)).toBe(1250);
    expect(toBasisPoints(0.1)).toBe(10);
    expect(fromBasisPoints(1250)).toBe(12.5);
    expect(() => percentOf(100n, '-1')).toThrow(RangeError);
  });

  it('multiplies by a rate, from one currency’s decimals to another’s', () => {
    expect(multiplyMinor(100n, '1.1300')).toBe(113n);
    expect(multiplyMinor(300n, '1.98')).toBe(594n);
    expect(multiplyMinor(33n, '1.5')).toBe(49n);
    expect(multiplyMinor(33n, '1.5', { rounding: 'up' })).toBe(50n);
    // 10.00 USD at 25400 VND per USD, and 1 USD (micro-dollars) in euro cents at 0.92.
    expect(multiplyMinor(1000n, '25400', { fromDecimals: 2, toDecimals: 0 })).toBe(254000n);
    expect(multiplyMinor(1_000_000n, '0.92', { fromDecimals: 6, toDecimals: 2 })).toBe(92n);
    expect(multiplyMinor(1n, '0.92', { fromDecimals: 2, toDecimals: 2, rounding: 'up' })).toBe(1n);
    expect(() => multiplyMinor(1n, '1e3')).toThrow(RangeError);
  });

  it('divides by a rate, and gives nothing for a rate of zero', () => {
    // 254 000 VND at 25400 per USD is 10 USD in micro-dollars; 0.92 EUR is 1 USD.
    expect(divideMinor(254000n, '25400', { fromDecimals: 0, toDecimals: 6 })).toBe(10_000_000n);
    expect(divideMinor(92n, '0.92', { fromDecimals: 2, toDecimals: 6 })).toBe(1_000_000n);
    expect(divideMinor(1n, '3', { fromDecimals: 0, toDecimals: 0 })).toBe(0n);
    expect(divideMinor(1n, '3', { rounding: 'up' })).toBe(1n);
    expect(divideMinor(100n, '0')).toBe(0n);
    expect(divideMinor(100n, '0.000')).toBe(0n);
  });

  it('moves between scales, rounding down unless told', () => {
    expect(rescaleMinor(1_000_509_999n, 6, 2)).toBe(100050n);
    expect(rescaleMinor(1_000_509_999n, 6, 2, 'up')).toBe(100051n);
    expect(rescaleMinor(-1_999n, 6, 2)).toBe(0n);
    expect(rescaleMinor(125n, 2, 6)).toBe(1_250_000n);
    expect(rescaleMinor(125n, 2, 2)).toBe(125n);
  });
});
