import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Outbox, retryAfter } from '../outbox.ts';

describe("the simulators' retrying outbox", () => {
  it('waits twice as long after each failed attempt, up to the longest delay, and gives up at the last attempt', () => {
    const policy = { baseDelayMs: 1000, maxDelayMs: 5000, maxAttempts: 5 };
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((attempts) => retryAfter(policy, attempts)),
      [
        { giveUp: false, delayMs: 1000 },
        { giveUp: false, delayMs: 2000 },
        { giveUp: false, delayMs: 4000 },
        { giveUp: false, delayMs: 5000 },
        { giveUp: true, delayMs: 5000 },
      ],
    );
  });

  it('sends the due calls in one pass at a time: overlapping calls share it', async () => {
    let reads = 0;
    const delivered: number[] = [];
    const outbox = new Outbox<number>({
      due: async () => {
        reads += 1;
        return [1, 2, 3];
      },
      deliver: async (item) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(item);
      },
      failure: 'failed',
    });
    const first = outbox.deliverDue();
    assert.equal(outbox.deliverDue(), first);
    await first;
    assert.equal(reads, 1);
    assert.deepEqual(delivered, [1, 2, 3]);
    await outbox.deliverDue();
    assert.equal(reads, 2);
  });

  it('sends independent calls `concurrency` at once: a slow answer does not hold up the others', async () => {
    let inFlight = 0;
    let most = 0;
    const delivered: number[] = [];
    const outbox = new Outbox<number>({
      due: async () => [1, 2, 3, 4, 5, 6, 7],
      deliver: async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // The first call answers last: the others go past it.
        await new Promise((resolve) => setTimeout(resolve, item === 1 ? 60 : 5));
        inFlight -= 1;
        delivered.push(item);
      },
      concurrency: 3,
      failure: 'failed',
    });
    await outbox.deliverDue();
    assert.equal(most, 3);
    assert.deepEqual([...delivered].sort(), [1, 2, 3, 4, 5, 6, 7]);
    assert.equal(delivered.at(-1), 1);
  });

  it('stops between calls once closed, waits for the call in flight, and sends nothing after', async () => {
    const delivered: number[] = [];
    let closing: Promise<void> | undefined;
    const outbox: Outbox<number> = new Outbox<number>({
      due: async () => [1, 2, 3],
      deliver: async (item) => {
        delivered.push(item);
        closing ??= outbox.close();
      },
      failure: 'failed',
    });
    await outbox.deliverDue();
    await closing;
    assert.deepEqual(delivered, [1]);
    await outbox.deliverDue();
    assert.deepEqual(delivered, [1]);
  });

  it('sends every interval once started, logging a pass that fails, and stops when closed', async () => {
    const warnings: string[] = [];
    let passes = 0;
    const outbox = new Outbox<number>({
      due: async () => {
        passes += 1;
        throw new Error('database gone');
      },
      deliver: async () => undefined,
      failure: 'Delivery failed',
      log: { warn: (message) => warnings.push(message) },
    });
    outbox.start(5);
    for (let waited = 0; passes < 2 && waited < 5000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.close();
    const after = passes;
    assert.ok(after >= 2, `${after} passes`);
    assert.equal(warnings[0], 'Delivery failed: Error: database gone');
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(passes, after);
  });
});
