import { sql, type ColumnType, type Generated, type Kysely, type Selectable } from 'kysely';
import { rowWhere } from '../db/rows.ts';
import type { CreatedAt } from '../db/schema.ts';

/** bank_cards (migration 0015): the only table of this domain. */
export type BankCardsTable = {
  id: Generated<string>;
  user_id: string;
  holder_name: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  /** HMAC of the card number with the platform's fingerprint key. */
  fingerprint: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};
export type CardTables = { bank_cards: BankCardsTable };
export type CardsDb = Kysely<CardTables>;
export type BankCardRow = Selectable<BankCardsTable>;

/** bank_cards: live cards are those with no deleted_at. */
export const cardsRepository = {
  /** Holds the player's cards against concurrent adds until the end of the transaction. */
  async lockPlayer(db: CardsDb, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`bank_cards:${userId}`}, 0))`.execute(db);
  },

  /** The player's live cards, the default first, then the newest. */
  list(db: CardsDb, userId: string): Promise<BankCardRow[]> {
    return db
      .selectFrom('bank_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  },

  find(db: CardsDb, userId: string, id: string): Promise<BankCardRow | undefined> {
    return rowWhere(db, 'bank_cards', { id, user_id: userId, deleted_at: null });
  },

  async insert(
    db: CardsDb,
    card: Pick<BankCardRow, 'user_id' | 'holder_name' | 'brand' | 'last4' | 'expiry_month' | 'expiry_year' | 'fingerprint' | 'is_default'>,
  ): Promise<BankCardRow> {
    return db.insertInto('bank_cards').values(card).returningAll().executeTakeFirstOrThrow();
  },

  async update(db: CardsDb, userId: string, id: string, patch: { holder_name?: string; is_default?: boolean; deleted_at?: Date }) {
    await db
      .updateTable('bank_cards')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
  },

  /** Clears the player's default card (before another becomes the default). */
  async clearDefault(db: CardsDb, userId: string): Promise<void> {
    await db
      .updateTable('bank_cards')
      .set({ is_default: false, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('deleted_at', 'is', null)
      .execute();
  },
};
