import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { KycDocumentKind } from '@app/contract';

type DocumentStatus = 'pending' | 'approved' | 'rejected';

/** kyc_documents (migration 0021): this domain's table. */
export type KycTables = {
  kyc_documents: {
    id: string;
    user_id: string;
    kind: KycDocumentKind;
    content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
    size: number;
    sha256: string;
    status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
    reason: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: ColumnType<Date, Date | undefined, never>;
    reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
};
export type KycDb = Kysely<KycTables>;
export type DocumentRow = Selectable<KycTables['kyc_documents']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const kycRepository = {
  async insert(db: KycDb, row: Omit<DocumentRow, 'status' | 'reason' | 'created_at' | 'reviewed_at'>): Promise<DocumentRow> {
    return db.insertInto('kyc_documents').values(row).returningAll().executeTakeFirstOrThrow();
  },

  /** What the player has waiting for review (count and bytes) and has uploaded since `since`. */
  async usage(db: KycDb, userId: string, since: Date): Promise<{ pending: number; pendingBytes: number; recent: number }> {
    const row = await db
      .selectFrom('kyc_documents')
      .select((eb) => [
        eb.fn.count<string>(eb.case().when('status', '=', 'pending').then(1).end()).as('pending'),
        eb.fn
          .coalesce(eb.fn.sum<string>(eb.case().when('status', '=', 'pending').then(eb.ref('size')).end()), eb.lit(0))
          .as('pending_bytes'),
        eb.fn.count<string>(eb.case().when('created_at', '>', since).then(1).end()).as('recent'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { pending: Number(row.pending), pendingBytes: Number(row.pending_bytes), recent: Number(row.recent) };
  },

  ofPlayer(db: KycDb, userId: string): Promise<DocumentRow[]> {
    return db.selectFrom('kyc_documents').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  async find(db: KycDb, id: string): Promise<DocumentRow | undefined> {
    if (!UUID.test(id)) return undefined;
    return db.selectFrom('kyc_documents').selectAll().where('id', '=', id).executeTakeFirst();
  },

  list(db: KycDb, filter: { status?: DocumentStatus | undefined; limit: number }): Promise<DocumentRow[]> {
    let query = db.selectFrom('kyc_documents').selectAll();
    if (filter.status) query = query.where('status', '=', filter.status);
    return query.orderBy('created_at').limit(filter.limit).execute();
  },

  /** How many documents wait for review (kyc_documents_pending). */
  async pendingCount(db: KycDb): Promise<number> {
    const row = await db
      .selectFrom('kyc_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Decides a pending document; undefined when it was decided already. */
  async decide(
    db: KycDb,
    id: string,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<DocumentRow | undefined> {
    return db
      .updateTable('kyc_documents')
      .set({ status: decision.status, reason: decision.reason, reviewed_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
  },
};
