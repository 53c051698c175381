import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { slowdownFor } from '../src/bench/lighthouse.ts';

describe("the bench's slow-phone mode", () => {
  it('slows a machine down to stand for a phone of the stated CPU index', () => {
    // A machine of index 3,700 standing for a phone of 450 runs about 8.2 times slower.
    assert.equal(slowdownFor(3700, 450), 8.2);
    // A machine of index 1,800 is such a phone at Lighthouse's own 4x.
    assert.equal(slowdownFor(1800, 450), 4);
  });

  it('never speeds a machine up: a phone faster than the machine is run at 1x', () => {
    assert.equal(slowdownFor(300, 450), 1);
  });
});
