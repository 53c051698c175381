// A long list is drawn a step at a time: the first screen's rows at once, the rest in later tasks.
import { act, renderHook } from '@testing-library/react';
import { FIRST_ROWS, MORE_ROWS, useRevealed } from '../src/shared/hooks/useRevealed.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs each step's task in turn (a step's timer is set once the step before has rendered). */
function runSteps() {
  for (let step = 0; step < 10 && jest.getTimerCount() > 0; step += 1) act(() => jest.runOnlyPendingTimers());
}

describe('useRevealed', () => {
  it('shows the first rows at once and adds a step in each later task until the list is whole', () => {
    const { result } = renderHook(() => useRevealed(40));
    expect(result.current).toBe(FIRST_ROWS);
    act(() => jest.advanceTimersToNextTimer());
    expect(result.current).toBe(FIRST_ROWS + MORE_ROWS);
    runSteps();
    expect(result.current).toBe(40);
  });

  it('shows a short list whole at once, and grows with a list that gets longer', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    expect(jest.getTimerCount()).toBe(0);
    rerender({ total: 30 });
    expect(result.current).toBe(FIRST_ROWS);
    runSteps();
    expect(result.current).toBe(30);
  });
});
