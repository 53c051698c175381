import { z } from 'zod';
import { sitePath } from './site-path.ts';

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

/*
 * What a player (or the operator) may type, decided here for every text field of every request.
 *
 * Text is any printable character of any script, emoji included, but never a control character
 * (NUL, the other C0 controls with tab and line breaks, DEL, the C1 controls) nor half of a UTF-16
 * surrogate pair: such text cannot be stored (PostgreSQL refuses NUL) or shown faithfully.
 *
 * A name (a nickname, a first or last name, a card holder, the operator's name in the audit log)
 * is one line of such text, trimmed, without line or paragraph separators and without the
 * bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069), which
 * make a name read otherwise than it is written.
 */
const TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
const NAME = /^[^\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;

/** Free text: any printable character, no control character. Give each field its own max. */
export const textSchema = z.string().regex(TEXT, 'text without control characters');

/**
 * An http(s) URL of printable characters, checked as sent before it is parsed: the URL parser
 * drops a tab or a line break inside a URL, so checked after it such a URL would pass as clean.
 */
export const httpUrlSchema = z
  .string()
  .max(2048)
  .regex(/^[\x21-\x7e]+$/, 'a URL of printable characters')
  .pipe(z.url({ protocol: /^https?$/ }));
// The same-site path check lives in its own zod-free module: the host's pages use it too.
export { sitePath } from './site-path.ts';
/** A path of this site to send a browser back to (see sitePath). */
export const sitePathSchema = z
  .string()
  .max(200)
  .refine((path) => sitePath(path) !== null, 'a path of this site');
/** A name as typed: trimmed text without line separators or direction-changing characters. */
export const nameSchema = z.string().trim().regex(NAME, 'a name without control or direction-changing characters').max(100);
/** An identifier the server handed out (a user, a card, a channel, a transaction, ...). */
export const idSchema = textSchema.min(1).max(64);
/** A token the server issued (an access or refresh token): printable ASCII, nothing else. */
export const tokenSchema = z.string().regex(/^[\x21-\x7e]*$/, 'a token of printable characters');

export const userIdSchema = idSchema;
export const emailSchema = z.string().trim().max(254).pipe(z.email());
/**
 * A password as typed: any printable character (spaces, symbols, any script), no control character.
 * The operator's passwordSettings decide its strength on the server.
 */
export const passwordSchema = textSchema.min(1).max(256);
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

/** Where the next page of a list starts: opaque, handed out by the server as nextCursor. */
export const pageCursorSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'a cursor the server handed out');
/**
 * A page of a list that grows at its top while it is read (the player's bets, transactions), newest
 * first. With `cursor` (the previous answer's nextCursor) the page is the rows after that one, so
 * rows added meanwhile neither repeat nor push rows past it; without one, the first page (or the
 * `page`-th counted from the top, as clients that still send page ask for).
 */
export const cursorPageRequestSchema = pageRequestSchema.extend({ cursor: pageCursorSchema.optional() });
/** A page and where the next one starts (null after the last); `page` echoes the request. */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({ nextCursor: pageCursorSchema.nullable() });
}
