import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';

/** A timestamp column: written as Date or ISO string, read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A creation time: the database's default unless given, never changed. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** int8 columns: read as number (see database.ts), written as number. */
type Int8 = number;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  password_changed_at: Timestamp;
  currency: string;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  phone: string | null;
  country: string | null;
  language: string | null;
  address_line: Generated<string | null>;
  city: Generated<string | null>;
  postal_code: Generated<string | null>;
  email_verified_at: Timestamp | null;
  kyc_level: Generated<number>;
  vip_level: Generated<number>;
  /** The operator's lock on the account (migration 0056): when, by whom (a staff email or the service's name), why. */
  account_locked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  account_locked_by: Generated<string | null>;
  account_lock_reason: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PasswordHistoryTable {
  id: Generated<Int8>;
  user_id: string;
  password_hash: string;
  created_at: CreatedAt;
}

/** Failed sign-ins per email address, registered or not, so a lock reveals nothing. */
export interface LoginAttemptsTable {
  email: string;
  /** A hash of the client address the failures came from (migration 0039). */
  address: string;
  failed_count: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: CreatedAt;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  /** The end the player's session-time limit sets (null without one). */
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  email: string;
  user_id: string | null;
  purpose: 'password_reset' | 'email_verify';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<Int8>;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
}

export interface CurrenciesTable {
  code: string;
  name: string;
  decimals: number;
  aggregated_enabled: boolean;
  aggregated_hidden: boolean;
  sort_order: number;
}

export interface ExchangeRatesTable {
  base_currency: string;
  currency: string;
  /** numeric, read as a decimal string */
  rate: string;
  updated_at: Timestamp;
}

export interface OperatorSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface PlatformSecretsTable {
  name: string;
  value: string;
}

export interface WalletBalancesTable {
  user_id: string;
  currency: string;
  /** minor units; the ledger writes them (never below zero: CHECK) */
  cash: Int8;
  operator_bonus: Int8;
  /** cash held for withdrawals in review or being paid out */
  pending_withdrawal: ColumnType<Int8, Int8 | undefined, Int8>;
  updated_at: Timestamp;
}

/** One movement of money between two accounts; (kind, reference) is unique. */
export interface LedgerTransfersTable {
  id: Generated<string>;
  kind: string;
  reference: string;
  /** The player the transfer concerns (history), if any. */
  user_id: string | null;
  currency: string;
  /** minor units, > 0 */
  amount: Int8;
  created_at: CreatedAt;
}

/** Double-entry: the entries of one transfer sum to zero. */
export interface LedgerEntriesTable {
  id: Generated<Int8>;
  transfer_id: string;
  account: string;
  currency: string;
  amount: Int8;
}

/** A money-moving call's Idempotency-Key, per player: the request's hash and its answer. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  path: string;
  request_hash: string;
  state: 'started' | 'done';
  response: ColumnType<unknown, unknown, unknown>;
  created_at: CreatedAt;
}

export interface AreaRolloutsTable {
  area: string;
  stable: string | null;
  canary: string | null;
  canary_percent: Generated<number>;
  canary_started_at: Date | null;
  updated_at: Generated<Date>;
}

export interface AreaHealthTable {
  area: string;
  version: string;
  loads: Generated<number>;
  load_failures: Generated<number>;
  render_errors: Generated<number>;
  updated_at: Generated<Date>;
}

/** Who reported on a build (a hash of the address), and whether they saw it fail (migration 0040). */
export interface AreaHealthVisitorsTable {
  area: string;
  version: string;
  visitor: string;
  failed: Generated<boolean>;
}

/** A build's reports of one minute (migration 0053): kept for the last hours only. */
export interface AreaHealthMinutesTable {
  area: string;
  version: string;
  minute: Date;
  loads: Generated<number>;
  load_failures: Generated<number>;
  render_errors: Generated<number>;
}

export interface DB {
  users: UsersTable;
  password_history: PasswordHistoryTable;
  login_attempts: LoginAttemptsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  verification_codes: VerificationCodesTable;
  mail_outbox: MailOutboxTable;
  currencies: CurrenciesTable;
  exchange_rates: ExchangeRatesTable;
  operator_settings: OperatorSettingsTable;
  platform_secrets: PlatformSecretsTable;
  wallet_balances: WalletBalancesTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  area_rollouts: AreaRolloutsTable;
  area_health: AreaHealthTable;
  area_health_visitors: AreaHealthVisitorsTable;
  area_health_minutes: AreaHealthMinutesTable;
}

/** The platform's database, as every repository and migration step is given it. */
export type Db = Kysely<DB>;

export type UserRow = Selectable<UsersTable>;
export type CurrencyRow = Selectable<CurrenciesTable>;
