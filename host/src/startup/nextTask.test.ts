import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  it('resolves in a later task, after work already queued as microtasks', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('second microtask'));
    await later;
    expect(order).toEqual(['microtask', 'second microtask', 'next task']);
  });

  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await nextTask();
    order.push('next step');
    expect(order).toEqual(['queued task', 'next step']);
  });
});
