import type { AccountSettings, AuthUser, UserInfo } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { passwordExpiresAt, type AccountSettingsStore } from '../settings/index.ts';
import { isUserId, usersRepository as repository, type NewAccount, type ProfileChanges } from './repository.ts';

/** Emails are kept and compared lower-cased and trimmed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toAuthUser(row: UserRow): AuthUser {
  return { userId: row.id, email: row.email, currency: row.currency, emailVerified: row.email_verified_at !== null };
}

export function toUserInfo(row: UserRow, settings: AccountSettings): UserInfo {
  const expiresAt = passwordExpiresAt(row.password_changed_at, settings);
  return {
    userId: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    nickname: row.nickname,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    phone: row.phone,
    country: row.country,
    language: row.language,
    currency: row.currency,
    kycLevel: row.kyc_level,
    vipLevel: row.vip_level,
    createdAt: row.created_at.toISOString(),
    passwordChangedAt: row.password_changed_at.toISOString(),
    passwordExpiresAt: expiresAt ? expiresAt.toISOString() : null,
  };
}

export interface UsersDeps {
  db: Db;
  settings: Pick<AccountSettingsStore, 'get'>;
  currencies: Pick<Currencies, 'isPlayable'>;
  ledger: Pick<Ledger, 'openBalances'>;
}

/** The players' accounts: who they are, their profile and their currency. */
export class Users {
  readonly #deps: UsersDeps;

  constructor(deps: UsersDeps) {
    this.#deps = deps;
  }

  findById(userId: string, executor: Db = this.#deps.db): Promise<UserRow | undefined> {
    return repository.findById(executor, userId);
  }

  findByEmail(email: string, executor: Db = this.#deps.db): Promise<UserRow | undefined> {
    return repository.findByEmail(executor, normaliseEmail(email));
  }

  /** A user named by id or by email (operator tools). */
  find(ref: string): Promise<UserRow | undefined> {
    return isUserId(ref) ? this.findById(ref) : this.findByEmail(ref);
  }

  /** Creates the account (undefined when the email is taken) with a balance row per enabled currency. */
  async create(account: NewAccount, executor: Db): Promise<UserRow | undefined> {
    const user = await repository.insert(executor, { ...account, email: normaliseEmail(account.email) });
    if (user) await this.#deps.ledger.openBalances(user.id, executor);
    return user;
  }

  setPasswordHash(userId: string, passwordHash: string, changedAt: Date, executor: Db = this.#deps.db): Promise<void> {
    return repository.setPasswordHash(executor, userId, passwordHash, changedAt);
  }

  markEmailVerified(userId: string): Promise<void> {
    return repository.update(this.#deps.db, userId, { email_verified_at: new Date() });
  }

  list(query: { search?: string; limit: number }): Promise<UserRow[]> {
    return repository.list(this.#deps.db, query);
  }

  /** The user's info as the client keeps it (the token's user is gone: the token is void). */
  async info(userId: string): Promise<UserInfo> {
    const user = await this.findById(userId);
    if (!user) throw new ApiError('TOKEN_INVALID', 'The access token is not valid');
    return toUserInfo(user, await this.#deps.settings.get());
  }

  async infoOf(user: UserRow): Promise<UserInfo> {
    return toUserInfo(user, await this.#deps.settings.get());
  }

  updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
    return repository.update(this.#deps.db, userId, changes);
  }

  async assertPlayable(currency: string): Promise<void> {
    if (!(await this.#deps.currencies.isPlayable(currency))) {
      throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${currency} is not available`);
    }
  }

  /** Switches the player's currency (a playable one), opening balances where missing. */
  async setCurrency(userId: string, currency: string): Promise<void> {
    await repository.update(this.#deps.db, userId, { currency });
    await this.#deps.ledger.openBalances(userId);
  }
}
