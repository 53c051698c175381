import type { Locator } from '@playwright/test';

/**
 * The amount a money figure shows ("$1,234.50" or "1,234.50 USD" → 1234.5). While the figure is
 * still a placeholder (the header's balance reads "Loading…" until the balances are read) it is
 * NaN, which no comparison passes, so `expect.poll(() => amountOf(x))` waits for the real figure.
 */
export async function amountOf(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const figure = /\d[\d,]*\.\d{2}/.exec(text)?.[0];
  return figure ? Number(figure.replaceAll(',', '')) : Number.NaN;
}
