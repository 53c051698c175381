import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { hmac, safeEqual } from '../platform/secrets.ts';
import { authRepository as repository, type CodePurpose } from './repository.ts';

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
    await repository.replaceCode(this.#db, {
      email,
      purpose,
      userId,
      codeHash: this.#hash(purpose, email, code),
      expiresAt: new Date(Date.now() + this.#ttlMinutes * 60_000),
    });
    return code;
  }

  /**
   * The latest live code for the address when the code matches it (without using it up): its id and
   * the account it was issued for (null: the address had none). A wrong guess counts against it.
   */
  async check(email: string, purpose: CodePurpose, code: string): Promise<{ id: string; userId: string | null } | null> {
    const row = await repository.liveCode(this.#db, email, purpose);
    if (!row || row.attempts >= MAX_ATTEMPTS) {
      // Spend the same work whether or not there is a code to compare with.
      safeEqual(this.#hash(purpose, email, code), this.#hash(purpose, email, 'none'));
      return null;
    }
    if (!safeEqual(this.#hash(purpose, email, code), row.code_hash)) {
      await repository.countWrongGuess(this.#db, row.id, row.attempts + 1);
      return null;
    }
    return { id: row.id, userId: row.user_id };
  }

  /** Uses up a checked code; false when it was used meanwhile. */
  async use(id: string): Promise<boolean> {
    return repository.useCode(this.#db, id);
  }

  /** Checks and uses up the code in one step. */
  async consume(email: string, purpose: CodePurpose, code: string): Promise<boolean> {
    const checked = await this.check(email, purpose, code);
    return checked !== null && (await this.use(checked.id));
  }
}
