import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hmac, safeEqual } from '../platform/secrets.ts';

export type CodePurpose = 'password_reset' | 'email_verify';

/** Wrong guesses a code survives before it is void. */
const MAX_ATTEMPTS = 5;

/** One-time six-digit codes sent by mail, kept only as keyed hashes and compared in constant time. */
export class CodeStore {
  readonly #db: Db;
  readonly #secret: string;
  readonly #ttlMinutes: number;

  constructor(db: Db, secret: string, ttlMinutes: number) {
    this.#db = db;
    this.#secret = secret;
    this.#ttlMinutes = ttlMinutes;
  }

  get ttlMinutes(): number {
    return this.#ttlMinutes;
  }

  #hash(purpose: CodePurpose, email: string, code: string): string {
    return hmac(this.#secret, `${purpose}:${email}:${code}`);
  }

  /** A new code for the address; any earlier one for the same purpose stops working. */
  async issue(email: string, purpose: CodePurpose, userId: string | null): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null)
        .execute();
      await tx
        .insertInto('verification_codes')
        .values({
          email,
          purpose,
          user_id: userId,
          code_hash: this.#hash(purpose, email, code),
          expires_at: new Date(now.getTime() + this.#ttlMinutes * 60_000),
          consumed_at: null,
        })
        .execute();
    });
    return code;
  }

  /**
   * The id of the latest live code for the address when the code matches it (without using it up);
   * a wrong guess counts against the code.
   */
  async check(email: string, purpose: CodePurpose, code: string): Promise<string | null> {
    const row = await this.#db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts'])
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.attempts >= MAX_ATTEMPTS) {
      // Spend the same work whether or not there is a code to compare with.
      safeEqual(this.#hash(purpose, email, code), this.#hash(purpose, email, 'none'));
      return null;
    }
    if (!safeEqual(this.#hash(purpose, email, code), row.code_hash)) {
      await this.#db
        .updateTable('verification_codes')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      return null;
    }
    return row.id;
  }

  /** Uses up a checked code; false when it was used meanwhile. */
  async use(id: string): Promise<boolean> {
    const used = await this.#db
      .updateTable('verification_codes')
      .set({ consumed_at: new Date() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return !!used;
  }

  /** Checks and uses up the code in one step. */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const id = await this.check(email, purpose, code);
    return id !== null && (await this.use(id));
  }
}
