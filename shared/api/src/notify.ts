import { i18n } from '@app/i18n';
import { formatMoney } from '@app/ui';
import { ApiError, NETWORK_ERROR } from './errors.ts';

export type ToastVariant = 'error' | 'success' | 'info' | 'warning';
export type Notifier = (message: string, variant: ToastVariant) => void;

let notifier: Notifier = (message, variant) => console.warn(`[${variant}] ${message}`);

/** The host plugs its toasts in here; every area's failed calls are announced the same way. */
export function setNotifier(next: Notifier): void {
  notifier = next;
}

export function notify(message: string, variant: ToastVariant = 'error'): void {
  notifier(message, variant);
}

/** An ISO 8601 date-time as the server sends them (meta such as resetsAt or endsAt). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The meta's amounts in the currency the meta names (a limit, a minimum, what is wagered). */
const MONEY_FIELDS = new Set(['amount', 'used', 'minAmount', 'maxAmount', 'maxStake', 'wageringDone', 'wageringRequired']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The meta as placeholders: times become dates, which a text formats in the player's language
 * ({{endsAt, datetime}}); amounts in the meta's currency become money as the app writes it
 * everywhere ("€10.00", "₺10,00"), never "10.00 EUR".
 */
function placeholders(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const currency = typeof meta?.currency === 'string' ? meta.currency : '';
  const locale = i18n.language || 'en';
  for (const [name, value] of Object.entries(meta ?? {})) {
    if (typeof value === 'string' && ISO_DATE_TIME.test(value)) values[name] = new Date(value);
    else if (currency && MONEY_FIELDS.has(name) && (typeof value === 'string' || typeof value === 'number') && DECIMAL.test(String(value)))
      values[name] = formatMoney(String(value), currency, { locale });
    else values[name] = value;
  }
  return values;
}

/**
 * The text of a coded error (spec section 8): translated from error_codes, else the server's
 * message, or 'Error: {code}' while the translations are not ready. The error's meta fills the
 * text's placeholders (the verification level needed, a channel's minimum, when a limit resets, ...);
 * a meta `limitType` picks the text's variant for that limit (RG_LIMIT_REACHED_deposit).
 */
export function errorText(code: string, serverMessage: string | undefined, meta?: Record<string, unknown>): string {
  if (!i18n.isInitialized || !i18n.hasLoadedNamespace('error_codes')) return `Error: ${code}`;
  const key = `error_codes:${code}`;
  const context = typeof meta?.limitType === 'string' ? meta.limitType : undefined;
  if (i18n.exists(key)) return i18n.t(key, { ...placeholders(meta), ...(context ? { context } : {}) });
  return serverMessage || `Error: ${code}`;
}

/** An area's own words for the failures the error catalogue cannot name. */
export interface FailureWords {
  /** A refusal that carries no reason. */
  failed: string;
  /** A call that never got an answer (offline, timed out). */
  connection: string;
}

/**
 * What to tell the player about a failed call: the error catalogue's text for a coded refusal (its
 * meta filling in the details), the area's "check your connection" for a call that never got an
 * answer; null when there is nothing to say (no failure, or the shell has handled it already).
 */
export function failureText(error: unknown, words: FailureWords): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.handled && error.status !== 0) return null;
    const reason = error.reason ?? error.code;
    if (reason === NETWORK_ERROR) return words.connection;
    return reason ? errorText(reason, error.message, error.meta) : words.failed;
  }
  return words.connection;
}

/**
 * The text of a form's failed submission: the screen's own (`describe`, for a failure it explains
 * itself), else the error catalogue's, else the generic "could not be sent"; null for a failure the
 * platform has handled for the whole app (maintenance, an expired password) or already announced.
 */
export function submitFailureText(caught: unknown, describe?: (error: ApiError) => string | undefined): string | null {
  const error = caught instanceof ApiError ? caught : new ApiError(0, {});
  const own = describe?.(error);
  if (own) return own;
  if (error.handled) return null;
  const reason = error.reason ?? error.code;
  return reason ? errorText(reason, error.message, error.meta) : i18n.t('forms.failed', { ns: 'common' });
}
