import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSportsFeed, type FeedSink } from '../src/sports-feed/index.ts';
import { sleep } from './helpers.ts';

describe('the sports feed', () => {
  it('carries on when the book fails an update (a deadlock, a lost connection): warned, the process kept', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const warnings: string[] = [];
    let updates = 0;
    const sink: FeedSink = {
      openEvents: async () => [],
      fixture: async () => true,
      update: async () => {
        updates += 1;
        throw new Error('deadlock detected');
      },
      result: async () => undefined,
      cancel: async () => undefined,
    };
    const feed = createSportsFeed({
      sink,
      seed: 'a-failing-book',
      margin: 0.06,
      tickMs: 5,
      log: { warn: (message) => warnings.push(message) },
    });
    try {
      feed.start();
      for (let waited = 0; warnings.length < 3 && waited < 10_000; waited += 20) await sleep(20);
      // Let any rejection nobody heard surface before looking.
      await sleep(50);
    } finally {
      await feed.stop();
      process.off('unhandledRejection', onUnhandled);
    }
    assert.ok(updates >= 3, `${updates} updates tried`);
    assert.ok(warnings.length >= 3 && warnings.every((message) => message.includes('deadlock detected')), warnings.join('\n'));
    assert.deepEqual(unhandled, []);
  });
});
