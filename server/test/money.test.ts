import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fromMinorUnits, toMinorUnits, trimDecimal } from '../src/platform/money.ts';
import { parseInt8 } from '../src/db/database.ts';

describe('money in minor units', () => {
  it('round-trips any whole number of minor units through its decimal string', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 8 }),
        (minor, decimals) => {
          assert.equal(toMinorUnits(fromMinorUnits(minor, decimals), decimals), minor);
        },
      ),
    );
  });

  it('formats with the currency’s decimals', () => {
    assert.equal(fromMinorUnits(1250, 2), '12.50');
    assert.equal(fromMinorUnits(-5, 2), '-0.05');
    assert.equal(fromMinorUnits(25400, 0), '25400');
    assert.equal(toMinorUnits('12.5', 2), 1250);
    assert.equal(toMinorUnits('0.10', 2), 10);
    assert.equal(toMinorUnits('-3', 2), -300);
  });

  it('refuses amounts finer than the currency or beyond the safe range', () => {
    assert.throws(() => toMinorUnits('1.005', 2));
    assert.throws(() => toMinorUnits('1.5', 0));
    assert.throws(() => toMinorUnits('99999999999999999', 2));
    assert.throws(() => toMinorUnits('1e3', 2));
  });

  it('reads int8 as a number and fails loudly beyond the safe range', () => {
    assert.equal(parseInt8('9007199254740991'), Number.MAX_SAFE_INTEGER);
    assert.throws(() => parseInt8('9007199254740993'));
    assert.equal(trimDecimal('0.920000000000'), '0.92');
    assert.equal(trimDecimal('25400.000000000000'), '25400');
  });
});
