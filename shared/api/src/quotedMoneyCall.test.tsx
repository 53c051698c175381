import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { useQuotedMoneyCall, type QuotedMoneyCallOptions } from './quotedMoneyCall.ts';

interface Offer {
  id: string;
  amount: string;
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const refusal = (reason: string) => new ApiError(409, { reason, message: reason });

function renderQuoted(options: Partial<QuotedMoneyCallOptions<string, Offer, { paid: string }>> = {}) {
  const quote = jest.fn(async (id: string): Promise<Offer> => ({ id, amount: '10.00' }));
  const pay = jest.fn(async (offer: Offer, _key: string) => ({ paid: offer.amount }));
  const hook = renderHook(() => useQuotedMoneyCall({ idOf: (id: string) => id, quote, pay, ...options }), { wrapper });
  return { ...hook, quote, pay };
}

describe('useQuotedMoneyCall', () => {
  it('quotes, then pays the quote on screen once for a double tap', async () => {
    const { result, pay } = renderQuoted();
    await act(() => result.current.start('r-1'));
    expect(result.current.quote).toEqual({ id: 'r-1', amount: '10.00' });
    await act(async () => {
      const first = result.current.confirm();
      await result.current.confirm();
      await first;
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(result.current.quote).toBeNull();
    expect(result.current.done).toEqual({ paid: '10.00' });
  });

  it('keeps a refused quote with the subject it was for, and tells onQuoteError', async () => {
    const onQuoteError = jest.fn();
    const { result, quote } = renderQuoted({ onQuoteError });
    quote.mockRejectedValueOnce(refusal('NOT_CLAIMABLE'));
    await act(() => result.current.start('r-2'));
    expect(result.current.quoteError?.id).toBe('r-2');
    expect(onQuoteError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(result.current.quote).toBeNull();
  });

  it('shows a moved quote in place of the old one, a gone one as gone, any other refusal as the confirm error', async () => {
    const onRefused = jest.fn((error: unknown, offer: Offer) =>
      error instanceof ApiError && error.reason === 'MOVED'
        ? { moved: { ...offer, amount: '8.00' } }
        : error instanceof ApiError && error.reason === 'GONE'
          ? ('gone' as const)
          : undefined,
    );
    const { result, pay } = renderQuoted({ onRefused });
    await act(() => result.current.start('r-3'));
    pay.mockRejectedValueOnce(refusal('MOVED'));
    await act(() => result.current.confirm());
    expect(result.current.quote).toEqual({ id: 'r-3', amount: '8.00' });
    expect(result.current.moved).toBe(true);
    pay.mockRejectedValueOnce(refusal('GONE'));
    await act(() => result.current.confirm());
    expect(result.current.gone).toBe(true);
    pay.mockRejectedValueOnce(refusal('OTHER'));
    await act(() => result.current.confirm());
    expect(result.current.confirmError).toBeInstanceOf(ApiError);
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ quote: null, moved: false, gone: false, confirmError: null });
  });
});
