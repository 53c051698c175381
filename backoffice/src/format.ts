import { i18n } from '@app/i18n';

/** A moment as the member reads it: date and time in their language. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** An amount exactly as the platform states it (a decimal string), with its currency. */
export function money(amount: string, currency: string): string {
  return `${amount.startsWith('-') ? `−${amount.slice(1)}` : amount} ${currency}`;
}

/** Whether a lock's end is still ahead. */
export function isLockedNow(lockedUntil: string | null): boolean {
  return lockedUntil !== null && new Date(lockedUntil).getTime() > Date.now();
}
