import type { AccountSettings, AuthUser, UserInfo } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { passwordExpiresAt, type AccountSettingsStore } from '../settings/index.ts';
import { checkProfileChange, EMAIL_LEVEL, PROFILE_LEVEL, profileComplete } from './profile.ts';
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
    addressLine: row.address_line,
    city: row.city,
    postalCode: row.postal_code,
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
  /** Every change to a player's row is announced (`user.changed`): the sessions of signed-in calls keep the row. */
  bus: Pick<EventBus, 'notify'>;
}

/**
 * The players' accounts: who they are, their profile and their currency. Every write to a player's
 * row is announced on the bus once it has committed (`user.changed`, heard at once on this instance
 * and as the notice arrives on the others), so that no instance goes on using the row it replaced.
 */
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

  /** executor: the database, or a transaction opened by inTransaction (the change is announced once it commits). */
  async setPasswordHash(userId: string, passwordHash: string, changedAt: Date, executor: Db = this.#deps.db): Promise<void> {
    await repository.setPasswordHash(executor, userId, passwordHash, changedAt);
    await this.#changed(userId, executor);
  }

  /** Records the player's VIP level (the VIP programme sets it in the transaction that raises it). */
  async setVipLevel(userId: string, level: number, executor: Db = this.#deps.db): Promise<void> {
    await repository.setVipLevel(executor, userId, level);
    await this.#changed(userId, executor);
  }

  /** The email is verified: verification level 1 (2 at once when the profile is already complete). */
  async markEmailVerified(userId: string): Promise<void> {
    await inTransaction(this.#deps.db, async (tx) => {
      await repository.update(tx, userId, { email_verified_at: new Date() });
      const level = await repository.raiseKycLevel(tx, userId, EMAIL_LEVEL);
      const user = await repository.findById(tx, userId);
      if (user && level === EMAIL_LEVEL && profileComplete(user)) await repository.raiseKycLevel(tx, userId, PROFILE_LEVEL);
      await this.#changed(userId, tx);
    });
  }

  /**
   * The operator's lock on the account (see auth's lockAccount, which also ends the sessions):
   * answers whether this call locked it; an account locked already keeps its lock as it was.
   */
  async lockAccount(userId: string, lock: { at: Date; by: string; reason: string }, executor: Db = this.#deps.db): Promise<boolean> {
    const changed = await repository.lockAccount(executor, userId, lock);
    if (changed) await this.#changed(userId, executor);
    return changed;
  }

  /** Lifts the operator's lock; answers whether the account was locked. */
  async unlockAccount(userId: string, executor: Db = this.#deps.db): Promise<boolean> {
    const changed = await repository.unlockAccount(executor, userId);
    if (changed) await this.#changed(userId, executor);
    return changed;
  }

  /** The email of each of these users (those that exist), in one statement. */
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    return repository.emailsOf(this.#deps.db, userIds);
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

  /**
   * Changes the player's profile under the verification rules (profile.ts); a profile that is now
   * complete, with the email confirmed, is verified: level 2.
   */
  async updateProfile(user: UserRow, changes: ProfileChanges): Promise<void> {
    const checked = checkProfileChange(user, changes);
    await inTransaction(this.#deps.db, async (tx) => {
      await repository.update(tx, user.id, checked);
      const updated = await repository.findById(tx, user.id);
      if (updated && updated.kyc_level === EMAIL_LEVEL && profileComplete(updated))
        await repository.raiseKycLevel(tx, user.id, PROFILE_LEVEL);
      await this.#changed(user.id, tx);
    });
  }

  async assertPlayable(currency: string): Promise<void> {
    if (!(await this.#deps.currencies.isPlayable(currency))) {
      throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${currency} is not available`);
    }
  }

  /** Raises the player's verification level (never lowers it); answers the level now. */
  async raiseKycLevel(userId: string, level: number, executor: Db = this.#deps.db): Promise<number> {
    const now = await repository.raiseKycLevel(executor, userId, level);
    await this.#changed(userId, executor);
    return now;
  }

  /** Switches the player's currency (a playable one), opening balances where missing. */
  async setCurrency(userId: string, currency: string): Promise<void> {
    await repository.update(this.#deps.db, userId, { currency });
    await this.#changed(userId, this.#deps.db);
    await this.#deps.ledger.openBalances(userId);
  }

  /** Announces a change to the player's row: now, or once the transaction it was made in commits. */
  async #changed(userId: string, executor: Db): Promise<void> {
    const announce = () => this.#deps.bus.notify({ type: 'user.changed', userId });
    if (executor.isTransaction) afterCommit(executor, announce);
    else await announce();
  }
}
