import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { useIdempotencyKey } from './intent.ts';

describe('useIdempotencyKey', () => {
  it('keeps one key while the details stay the same, and draws a new one when they change or the intent is renewed', () => {
    const { result, rerender } = renderHook(({ details }) => useIdempotencyKey(details), {
      initialProps: { details: { amount: '10', channelId: 'c1' } as unknown },
    });
    const first = result.current.key;
    expect(first).toMatch(/^[\x21-\x7e]{8,100}$/);
    rerender({ details: { amount: '10', channelId: 'c1' } });
    expect(result.current.key).toBe(first);
    rerender({ details: { amount: '20', channelId: 'c1' } });
    const second = result.current.key;
    expect(second).not.toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(second);
  });
});
