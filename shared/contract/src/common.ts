import { z } from 'zod';

/** ISO 4217-style currency code (also used for the platform's own codes such as USDT). */
export const currencyCodeSchema = z.string().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'a currency code such as USD');

/**
 * Money travels as a decimal string in the currency's major unit ("125.50", "-3", "25400"),
 * never as a binary float. The platform keeps integer minor units.
 */
export const moneySchema = z.string().regex(/^-?\d{1,18}(\.\d{1,8})?$/, 'a decimal amount such as 10.50');
export type Money = z.infer<typeof moneySchema>;
/** A strictly positive decimal amount. */
export const positiveMoneySchema = moneySchema.refine((value) => !value.startsWith('-') && /[1-9]/.test(value), 'a positive amount');

/** A decimal rate ("0.92", "25400"). */
export const decimalSchema = z.string().regex(/^\d{1,20}(\.\d{1,12})?$/, 'a decimal number such as 0.92');

export const userIdSchema = z.string().min(1).max(64);
export const emailSchema = z.string().trim().max(254).pipe(z.email());
/** A password as typed; the operator's passwordSettings decide its strength on the server. */
export const passwordSchema = z.string().min(1).max(256);
/** A one-time code sent by email (six digits). */
export const oneTimeCodeSchema = z.string().regex(/^\d{6}$/, 'a six-digit code');
export const isoDateTimeSchema = z.string();
/** A calendar day, YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-01-31');

/** An empty request or an empty answer. */
export const emptySchema = z.object({}).strict();
export const okSchema = z.object({ ok: z.literal(true) });

/** Page request and page answer used by the list calls. */
export const pageRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}
