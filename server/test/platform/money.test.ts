import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fromMinor, toMinor, trimZeros } from '@app/contract';
import { parseInt8 } from '../../src/db/database.ts';

describe('money in minor units', () => {
  it('round-trips any whole number of minor units through its decimal string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.integer({ min: 0, max: 8 }), (minor, decimals) => {
        assert.equal(toMinor(fromMinor(minor, decimals), decimals), minor);
      }),
    );
  });

  it('formats with the currency’s decimals', () => {
    assert.equal(fromMinor(1250n, 2), '12.50');
    assert.equal(fromMinor(-5n, 2), '-0.05');
    assert.equal(fromMinor(25400n, 0), '25400');
    assert.equal(toMinor('12.5', 2), 1250n);
    assert.equal(toMinor('0.10', 2), 10n);
    assert.equal(toMinor('-3', 2), -300n);
  });

  it('refuses amounts finer than the currency or not written as a plain decimal', () => {
    assert.throws(() => toMinor('1.005', 2), RangeError);
    assert.throws(() => toMinor('1.5', 0), RangeError);
    assert.throws(() => toMinor('1e3', 2), RangeError);
  });

  it('reads int8 as a number and fails loudly beyond the safe range', () => {
    assert.equal(parseInt8('9007199254740991'), Number.MAX_SAFE_INTEGER);
    assert.throws(() => parseInt8('9007199254740993'));
    assert.equal(trimZeros('0.920000000000'), '0.92');
    assert.equal(trimZeros('25400.000000000000'), '25400');
  });
});
