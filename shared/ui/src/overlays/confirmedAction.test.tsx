import { act, renderHook } from '@testing-library/react';
import { useConfirmedAction, type ConfirmableAction } from './index.ts';

function action(run: ConfirmableAction<string>['run'], pending = false): ConfirmableAction<string> & { reset: jest.Mock } {
  return { pending, reset: jest.fn(), run };
}

describe('useConfirmedAction', () => {
  it('asks about an item, and once confirmed keeps what it came to and closes the question', async () => {
    const forfeit = action(async () => ({ ok: true }));
    const { result } = renderHook(() => useConfirmedAction(forfeit, (item) => `${item} given up`));
    expect(result.current.asked).toBeNull();
    act(() => result.current.ask('lot 1'));
    expect(result.current.asked).toBe('lot 1');
    expect(forfeit.reset).toHaveBeenCalledTimes(1);
    await act(() => result.current.confirm());
    expect(result.current.asked).toBeNull();
    expect(result.current.done).toBe('lot 1 given up');
    act(() => result.current.ask('lot 2'));
    expect(result.current.done).toBeNull();
  });

  it('keeps the question open when the action fails or did not run', async () => {
    const failing = action(async () => {
      throw new Error('refused');
    });
    const { result } = renderHook(() => useConfirmedAction(failing, (item) => item));
    act(() => result.current.ask('lot 1'));
    await act(() => result.current.confirm());
    expect(result.current.asked).toBe('lot 1');
    expect(result.current.done).toBeNull();

    const skipped = action(async () => undefined);
    const second = renderHook(() => useConfirmedAction(skipped, (item) => item));
    act(() => second.result.current.ask('lot 2'));
    await act(() => second.result.current.confirm());
    expect(second.result.current.asked).toBe('lot 2');
  });

  it('closes the question only while the action is not running', () => {
    let pending = true;
    const forfeit = { pending, reset: jest.fn(), run: async () => true };
    const { result, rerender } = renderHook(() => useConfirmedAction({ ...forfeit, pending }, (item: string) => item));
    act(() => result.current.ask('lot 1'));
    act(() => result.current.close());
    expect(result.current.asked).toBe('lot 1');
    pending = false;
    rerender();
    act(() => result.current.close());
    expect(result.current.asked).toBeNull();
  });
});
