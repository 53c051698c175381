import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, after work already queued as microtasks', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('second microtask'));
    await later;
    expect(order).toEqual(['microtask', 'second microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
