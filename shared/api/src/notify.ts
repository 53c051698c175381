import { i18n } from '@app/i18n';

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

/**
 * The text of a coded error (spec section 8): translated from error_codes, else the server's
 * message, or 'Error: {code}' while the translations are not ready. The error's meta fills the
 * text's placeholders (the verification level needed, a channel's minimum, ...).
 */
export function errorText(code: string, serverMessage: string | undefined, meta?: Record<string, unknown>): string {
  if (!i18n.isInitialized || !i18n.hasLoadedNamespace('error_codes')) return `Error: ${code}`;
  const key = `error_codes:${code}`;
  if (i18n.exists(key)) return i18n.t(key, { ...meta });
  return serverMessage || `Error: ${code}`;
}
