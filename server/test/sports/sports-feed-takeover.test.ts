import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { settlementSweep, takeUpFeed } from '../../src/sports/index.ts';

/** A promise and the function that settles it, for a pass the test holds open. */
function held() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe('taking the odds feed up', () => {
  it('starts the live odds before the bets left open on finished events are settled, and settles them right after', async () => {
    const steps: string[] = [];
    const settling = held();
    const sweep = settlementSweep({
      settle: async () => {
        steps.push('settle started');
        await settling.promise;
        steps.push('settle done');
      },
      everyMs: 60_000,
      onError: (error) => assert.fail(String(error)),
    });
    // After a long outage the leftovers may take minutes; the takeover must not wait for them.
    await takeUpFeed({
      refresh: async () => void steps.push('refresh'),
      prime: async () => void steps.push('prime'),
      startFeed: () => void steps.push('feed started'),
      sweep,
    });
    assert.deepEqual(steps, ['refresh', 'prime', 'feed started', 'settle started']);
    settling.release();
    await sweep.stop();
    assert.deepEqual(steps.at(-1), 'settle done', 'stopping waits for the pass under way');
  });

  it('leaves the sweep off when the takeover fails before the feed starts (the next takeover starts it)', async () => {
    let passes = 0;
    const sweep = settlementSweep({ settle: async () => void (passes += 1), everyMs: 60_000, onError: () => undefined });
    await assert.rejects(
      takeUpFeed({
        refresh: async () => undefined,
        prime: async () => {
          throw new Error('the database is still starting');
        },
        startFeed: () => assert.fail('the feed must not start'),
        sweep,
      }),
      /still starting/,
    );
    assert.equal(passes, 0);
    await takeUpFeed({ refresh: async () => undefined, prime: async () => undefined, startFeed: () => undefined, sweep });
    await sweep.stop();
    assert.equal(passes, 1, 'one pass at once when the takeover succeeds');
  });
});

describe('the settlement sweep', () => {
  it('runs one pass at a time, timed from the end of the last, and goes on after a pass that failed', async () => {
    let passes = 0;
    const errors: string[] = [];
    const sweep = settlementSweep({
      settle: async () => {
        passes += 1;
        if (passes === 1) throw new Error('a batch could not be settled');
      },
      everyMs: 5,
      onError: (error) => errors.push((error as Error).message),
    });
    sweep.start();
    for (let waited = 0; waited < 200 && passes < 3; waited += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await sweep.stop();
    const stoppedAt = passes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.ok(stoppedAt >= 3, `passes went on after the failed one (${stoppedAt})`);
    assert.equal(passes, stoppedAt, 'no pass after stop');
    assert.deepEqual(errors, ['a batch could not be settled']);
  });
});
