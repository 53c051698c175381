import { sql, type RawBuilder } from 'kysely';
import { ApiError } from '../http/errors.ts';

/*
 * Lists paged by cursor (keyset pagination): a player's bets and transactions, newest first, by
 * (created_at desc, id desc). A page ends at a row; the next page is the rows strictly after it in
 * that order, whatever was added at the top meanwhile, so no row repeats and none is skipped (an
 * offset would shift by every row added). The cursor carries created_at to the microsecond, as
 * Postgres keeps it (a JS Date keeps milliseconds only, which would skip rows of one millisecond).
 * Each such list has an index on (user_id[, filter], created_at desc, id desc).
 */

/** Where a page ended: the last row's created_at (ISO, microseconds, UTC) and id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A date and time that exists (no 30 February), in the years Postgres and JS agree on. */
function realInstant(at: string): boolean {
  const time = Date.parse(at);
  return Number.isFinite(time) && time >= 0 && new Date(time).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** A row's created_at as the cursor keeps it; select it `as('cursor_at')` beside the row. */
export const cursorAt: RawBuilder<string> = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after the position, in the order (created_at desc, id desc). */
export function afterPosition(position: KeysetPosition): RawBuilder<boolean> {
  return sql<boolean>`(created_at, id) < (${position.at}::timestamptz, ${position.id}::uuid)`;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor of ours names; VALIDATION_FAILED for anything else. */
export function decodeCursor(cursor: string): KeysetPosition {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !AT.test(at) || !realInstant(at) || !UUID.test(id)) {
    const message = 'not a cursor this list handed out';
    throw new ApiError('VALIDATION_FAILED', `Invalid request: cursor: ${message}`, { issues: [{ path: 'cursor', message }] });
  }
  return { at, id };
}

/** What a page asks for: a cursor, or (without one) a page number counted from the top. */
export interface KeysetRequest {
  cursor?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * How to read a page: the rows after the cursor, or the page-th from the top; one row more than
 * the page is read, to know whether another page follows.
 */
export function keysetWindow(request: KeysetRequest): { after: KeysetPosition | null; offset: number; limit: number } {
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  return { after, offset: after ? 0 : (request.page - 1) * request.pageSize, limit: request.pageSize + 1 };
}

/** The page's rows and the cursor of the next page (null after the last). */
export function keysetPage<Row extends { id: string; cursor_at: string }>(
  rows: Row[],
  pageSize: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null };
}
