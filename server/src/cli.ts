/**
 * The operator CLI: `npm run operator -- <command>` (or `node server/src/cli.ts <command>`).
 *
 * It talks to the running server's operator API (OPERATOR_URL and OPERATOR_TOKEN, or the
 * dataDir/operator.json the server writes at start). When no server is running it opens the
 * database itself (the embedded PGlite folder or DATABASE_URL).
 */
import { writeFileSync } from 'node:fs';
import { AREAS, operatorEndpoints, type AreaName, type OperatorPath, type OperatorRequest, type OperatorResponse } from '@app/contract';
import { loadConfig } from './config.ts';
import { createPlatform, type Platform } from './compose.ts';
import { ApiError } from './http/errors.ts';
import { readOperatorFile } from './operator/index.ts';

const HELP = `Operator commands:
  maintenance status
  maintenance on --until <ISO time> | --minutes <n>   every /v1 call answers 'maintain' until then
  maintenance off
  settings show
  settings set <group.field>=<value> ...             e.g. securitySettings.maxPasswordRetries=5
  oidc list                                          identity providers players may sign in with (no secrets)
  oidc set <id> --name <name> --issuer <url> --client-id <id> [--client-secret <secret>] [--enabled|--disabled]
                                                     add or change one (the secret also from OIDC_CLIENT_SECRET;
                                                     left out, a change keeps the stored one)
  oidc remove <id>
  rates show
  rates set <CODE>=<units per USD> ...               e.g. EUR=0.93 BRL=5.5
  outbox [--to <email>] [--limit <n>]                mail sent without SMTP (codes, notices)
  users list [--search <text>] [--limit <n>]
  users unlock <email|userId>
  wallet adjust <email|userId> <CURRENCY> <amount> [--bonus] [--announce]
                                                     credit (or debit with -amount) through the ledger
                                                     and push wallet.balance.update to the player
  ledger check                                       every ledger invariant; exits 1 on any breach
  alerts list [--limit <n>]                          what needs looking at, newest first (a provider's win
                                                     above the cap, refused)
  kyc list [--status pending|approved|rejected]      identity documents, oldest first
  kyc view <documentId> [--out <file>]               a document's details, and the file written to <file>
  kyc approve <documentId>                           approve (an identity document verifies the player: level 3)
  kyc reject <documentId> --reason "…"               reject, with the reason the player sees
  withdrawals list [--limit N]                       withdrawals waiting for review, oldest first
  withdrawals approve <transactionId>                approve and pay out a withdrawal
  withdrawals reject <transactionId> --reason "…"    reject a withdrawal (the amount goes back to cash)
  releases list [<area>]                              each area's releases and what is live
  releases set <area> <version>                      roll an area forward or back to a release
  releases canary <area> <version> --percent <n>     show a release to n% of visitors
  releases promote <area>                            the canary becomes the stable release
  releases abort <area>                              everyone back to the stable release
  releases audit [<area>] [--limit <n>]              who changed what, and when
  releases health [<area>]                           page loads, failures and render errors per build
                                                     (changes are recorded as --as <name>, else $USER)
  vip show                                           the VIP ladder (thresholds in USD wagered, benefits) and rules
  vip level <n> [--name <name>] [--threshold <USD>] [--rakeback <percent>] [--level-up-bonus <USD>]
                [--weekly <percent>] [--monthly <percent>]
                                                     change one level (rakeback: the share of the house edge)
  vip rules [--min-cash <percent>] [--max-cash <percent>] [--default-cash <percent>] [--wagering <multiple>]
            [--bonus-expiry-days <n>] [--quote-seconds <n>] [--bonus-max-stake <USD>|none]
            [--count-slots <percent>] [--count-table <percent>] [--count-live <percent>]
            [--count-originals <percent>] [--count-sports <percent>]
                                                     the reward slider's bounds, the bonus wagering multiple,
                                                     how long bonus money lasts, how long a claim quote holds,
                                                     the highest stake while bonus money is wagering and the
                                                     share of a stake that counts towards it per kind of game
  deposit-rewards list [<CURRENCY>]                  the deposit-reward sequences
  deposit-rewards set <CURRENCY> <match%>:<maxBonus>:<minDeposit>:<wagering> ...
                                                     the 1st, 2nd, 3rd ... deposit's reward (none: removes them)
  bonus expire                                       take back expired bonus money now (the server does it hourly)
  sports show                                        the sportsbook's margin, accumulator and cash-out rules, stake limits
  sports set [--margin <percent>] [--max-legs <n>] [--cashout-margin <percent>]
                                                     the margin priced into the odds (0 to 10, every instance's
                                                     feed at its next move), the most legs of an accumulator
                                                     (2 to 20) and the share kept on a cash-out (0 to 50)
  sports limits <CURRENCY> [--min <amount>] [--max <amount>] [--max-payout <amount>]
                                                     a currency's smallest and largest stake and the most one
                                                     bet may win (from the next bet)
Environment: OPERATOR_URL, OPERATOR_TOKEN (else dataDir/operator.json), DATA_DIR, DATABASE_URL.`;

class UsageError extends Error {}

export type OperatorCall = <P extends OperatorPath>(path: P, body: OperatorRequest<P>) => Promise<OperatorResponse<P>>;

interface Connection {
  mode: 'api' | 'database';
  call: OperatorCall;
  close(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function connect(env: NodeJS.ProcessEnv): Promise<Connection> {
  const config = loadConfig(env);
  const file = readOperatorFile(config.dataDir);
  const url = (env.OPERATOR_URL ?? file?.url ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
  const token = env.OPERATOR_TOKEN ?? file?.token;

  const viaApi: OperatorCall = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json().catch(() => ({}))) as { reason?: string; message?: string };
    if (!response.ok) throw new Error(`${response.status} ${json.reason ?? ''}: ${json.message ?? 'request failed'}`);
    return operatorEndpoints[path].response.parse(json) as OperatorResponse<typeof path>;
  };

  try {
    await viaApi('/operator/health', {});
    return { mode: 'api', call: viaApi, async close() {} };
  } catch (error) {
    const refused = error instanceof TypeError || (error as Error).name === 'TimeoutError';
    if (!refused) throw error;
  }

  // No server answers: open the database directly, unless a server still holds the embedded one.
  if (!config.databaseUrl && file && processAlive(file.pid)) {
    throw new Error(`A server (pid ${file.pid}) holds the embedded database but does not answer at ${url}. Set OPERATOR_URL.`);
  }
  const platform: Platform = await createPlatform({ ...config, seedDemo: false, logLevel: 'silent' }, { error: () => {}, warn: () => {} });
  const handlers = platform.operator;
  const direct: OperatorCall = async (path, body) => {
    const parsed = operatorEndpoints[path].request.parse(body);
    const handler = handlers[path] as (input: unknown) => Promise<unknown>;
    return operatorEndpoints[path].response.parse(await handler(parsed)) as OperatorResponse<typeof path>;
  };
  return { mode: 'database', call: direct, close: () => platform.close() };
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index === -1) return false;
  args.splice(index, 1);
  return true;
}

function intOption(args: string[], name: string): number | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new UsageError(`${name} must be a positive whole number`);
  return parsed;
}

function pairs(args: string[]): Array<[string, string]> {
  if (args.length === 0) throw new UsageError('Give at least one key=value pair');
  return args.map((arg) => {
    const index = arg.indexOf('=');
    if (index <= 0) throw new UsageError(`Expected key=value, got "${arg}"`);
    return [arg.slice(0, index), arg.slice(index + 1)];
  });
}

function settingValue(raw: string): number | boolean {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new UsageError(`"${raw}" is neither a whole number nor true/false`);
  return value;
}

function areaArgument(value: string): AreaName {
  if (!(AREAS as readonly string[]).includes(value)) throw new UsageError(`"${value}" is not an area (${AREAS.join(', ')})`);
  return value as AreaName;
}

/** `{ [key]: value }` when the value is given, else nothing. */
function optional<K extends string>(key: K, value: number | undefined): { [P in K]?: number } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: number };
}

/** The highest stake while bonus money is wagering ("none" lifts it) and the shares per kind of game. */
function bonusWageringOptions(args: string[]): { bonusMaxStake?: string | null; bonusContribution?: Record<string, number> } {
  const maxStake = option(args, '--bonus-max-stake');
  const contribution = {
    ...optional('slots', numberOption(args, '--count-slots')),
    ...optional('table', numberOption(args, '--count-table')),
    ...optional('live', numberOption(args, '--count-live')),
    ...optional('originals', numberOption(args, '--count-originals')),
    ...optional('sports', numberOption(args, '--count-sports')),
  };
  return {
    ...(maxStake !== undefined ? { bonusMaxStake: maxStake === 'none' ? null : maxStake } : {}),
    ...(Object.keys(contribution).length > 0 ? { bonusContribution: contribution } : {}),
  };
}

/** A number option (a whole number unless decimals are allowed), zero included. */
function numberOption(args: string[], name: string, decimals = false): number | undefined {
  const value = option(args, name);
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || (!decimals && !Number.isInteger(parsed))) {
    throw new UsageError(`${name} must be a ${decimals ? 'number' : 'whole number'} of 0 or more`);
  }
  return parsed;
}

/** Who the change is recorded as: --as <name>, else the login name running the command. */
function actorOption(args: string[]): string {
  return option(args, '--as') ?? process.env.USER ?? process.env.USERNAME ?? 'operator';
}

/** Runs one command; returns what to print. */
export async function runCommand(argv: readonly string[], call: OperatorCall): Promise<unknown> {
  const args = [...argv];
  const [group, action, ...rest] = args;
  if (group === 'outbox') {
    const remaining = action === undefined || action === 'list' ? rest : [action, ...rest];
    const to = option(remaining, '--to');
    const limit = intOption(remaining, '--limit');
    return call('/operator/mail/outbox', { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
  }
  switch (`${group ?? ''} ${action ?? ''}`.trim()) {
    case 'maintenance status':
      return call('/operator/maintenance/get', {});
    case 'maintenance on': {
      const until = option(rest, '--until');
      const minutes = intOption(rest, '--minutes');
      if (!until && !minutes) throw new UsageError('maintenance on needs --until <ISO time> or --minutes <n>');
      const endTime = until ? new Date(until) : new Date(Date.now() + (minutes ?? 0) * 60_000);
      if (Number.isNaN(endTime.getTime())) throw new UsageError(`"${until}" is not a time`);
      return call('/operator/maintenance/set', { enabled: true, endTime: endTime.toISOString() });
    }
    case 'maintenance off':
      return call('/operator/maintenance/set', { enabled: false });
    case 'settings show':
      return call('/operator/account-settings/get', {});
    case 'settings set': {
      const patch: Record<string, Record<string, number | boolean>> = {};
      for (const [key, raw] of pairs(rest)) {
        const [section, field, ...extra] = key.split('.');
        if (!section || !field || extra.length > 0) throw new UsageError(`Expected group.field=value, got "${key}"`);
        patch[section] = { ...patch[section], [field]: settingValue(raw) };
      }
      return call('/operator/account-settings/update', patch as OperatorRequest<'/operator/account-settings/update'>);
    }
    case 'oidc list':
      return call('/operator/oidc-providers/list', {});
    case 'oidc set': {
      const name = option(rest, '--name');
      const issuer = option(rest, '--issuer');
      const clientId = option(rest, '--client-id');
      const clientSecret = option(rest, '--client-secret') ?? (process.env.OIDC_CLIENT_SECRET || undefined);
      const enabled = flag(rest, '--enabled') ? true : flag(rest, '--disabled') ? false : undefined;
      const [id] = rest;
      if (!id || !name || !issuer || !clientId) throw new UsageError('oidc set needs <id> --name <name> --issuer <url> --client-id <id>');
      return call('/operator/oidc-providers/set', {
        id,
        name,
        issuer,
        clientId,
        ...(clientSecret ? { clientSecret } : {}),
        ...(enabled === undefined ? {} : { enabled }),
      });
    }
    case 'oidc remove': {
      const [id] = rest;
      if (!id) throw new UsageError('oidc remove needs <id>');
      return call('/operator/oidc-providers/remove', { id });
    }
    case 'rates show':
      return call('/operator/exchange-rates/get', {});
    case 'rates set':
      return call('/operator/exchange-rates/set', {
        rates: Object.fromEntries(pairs(rest).map(([code, rate]) => [code.toUpperCase(), rate])),
      });
    case 'users list': {
      const search = option(rest, '--search');
      const limit = intOption(rest, '--limit');
      return call('/operator/users/list', { ...(search ? { search } : {}), ...(limit ? { limit } : {}) });
    }
    case 'users unlock': {
      const [user] = rest;
      if (!user) throw new UsageError('users unlock needs an email or user id');
      return call('/operator/users/unlock', { user });
    }
    case 'wallet adjust': {
      const bonus = flag(rest, '--bonus');
      const announce = flag(rest, '--announce');
      const [user, currency, amount] = rest;
      if (!user || !currency || !amount) throw new UsageError('wallet adjust needs <email|userId> <CURRENCY> <amount>');
      return call('/operator/wallet/adjust', {
        user,
        currency: currency.toUpperCase(),
        amount,
        kind: bonus ? 'operatorBonus' : 'cash',
        announce,
      });
    }
    case 'ledger check':
      return call('/operator/ledger/check', {});
    case 'kyc list': {
      const status = option(rest, '--status');
      const limit = intOption(rest, '--limit');
      if (status && !['pending', 'approved', 'rejected'].includes(status))
        throw new UsageError('--status is pending, approved or rejected');
      return call('/operator/kyc/list', {
        ...(status ? { status: status as 'pending' | 'approved' | 'rejected' } : {}),
        ...(limit ? { limit } : {}),
      });
    }
    case 'kyc view': {
      const out = option(rest, '--out');
      const [documentId] = rest;
      if (!documentId) throw new UsageError('kyc view needs <documentId> [--out <file>]');
      const viewed = (await call('/operator/kyc/view', { documentId })) as { document: unknown; data: string };
      if (!out) return viewed.document;
      writeFileSync(out, Buffer.from(viewed.data, 'base64'), { mode: 0o600 });
      return { document: viewed.document, writtenTo: out };
    }
    case 'kyc approve': {
      const [documentId] = rest;
      if (!documentId) throw new UsageError('kyc approve needs <documentId>');
      return call('/operator/kyc/approve', { documentId });
    }
    case 'kyc reject': {
      const reason = option(rest, '--reason');
      const [documentId] = rest;
      if (!documentId || !reason) throw new UsageError('kyc reject needs <documentId> --reason "<text the player sees>"');
      return call('/operator/kyc/reject', { documentId, reason });
    }
    case 'withdrawals list': {
      const limit = intOption(rest, '--limit');
      return call('/operator/withdrawals/list', limit ? { limit } : {});
    }
    case 'withdrawals approve': {
      const [transactionId] = rest;
      if (!transactionId) throw new UsageError('withdrawals approve needs <transactionId>');
      return call('/operator/withdrawals/approve', { transactionId });
    }
    case 'withdrawals reject': {
      const reason = option(rest, '--reason');
      const [transactionId] = rest;
      if (!transactionId || !reason) throw new UsageError('withdrawals reject needs <transactionId> --reason "<text the player sees>"');
      return call('/operator/withdrawals/reject', { transactionId, reason });
    }
    case 'vip show':
      return call('/operator/vip/settings/get', {});
    case 'vip level': {
      const name = option(rest, '--name');
      const threshold = option(rest, '--threshold');
      const levelUpBonus = option(rest, '--level-up-bonus');
      const benefits = {
        ...(levelUpBonus !== undefined ? { levelUpBonus } : {}),
        ...optional('rakebackPercent', numberOption(rest, '--rakeback', true)),
        ...optional('weeklyPercent', numberOption(rest, '--weekly', true)),
        ...optional('monthlyPercent', numberOption(rest, '--monthly', true)),
      };
      const level = Number(rest[0]);
      if (!Number.isInteger(level) || level < 0) throw new UsageError('vip level needs the level number');
      return call('/operator/vip/level/update', {
        level,
        ...(name !== undefined ? { name } : {}),
        ...(threshold !== undefined ? { threshold } : {}),
        ...(Object.keys(benefits).length > 0 ? { benefits } : {}),
      });
    }
    case 'vip rules':
      return call('/operator/vip/rules/update', {
        ...optional('minCashPercent', numberOption(rest, '--min-cash')),
        ...optional('maxCashPercent', numberOption(rest, '--max-cash')),
        ...optional('defaultCashPercent', numberOption(rest, '--default-cash')),
        ...optional('bonusWageringMultiplier', numberOption(rest, '--wagering')),
        ...optional('bonusExpiryDays', numberOption(rest, '--bonus-expiry-days')),
        ...optional('claimQuoteSeconds', numberOption(rest, '--quote-seconds')),
        ...bonusWageringOptions(rest),
      });
    case 'deposit-rewards list':
      return call('/operator/deposit-rewards/get', rest[0] ? { currency: rest[0] } : {});
    case 'deposit-rewards set': {
      const [currency, ...steps] = rest;
      if (!currency) throw new UsageError('deposit-rewards set needs <CURRENCY> and its steps');
      const rewards = steps.map((step, index) => {
        const [match, maxBonus, minDeposit, wagering] = step.split(':');
        if (!match || !maxBonus || !minDeposit || !wagering)
          throw new UsageError(`Expected <match%>:<maxBonus>:<minDeposit>:<wagering>, got "${step}"`);
        return { sequence: index + 1, matchPercent: Number(match), maxBonus, minDeposit, wageringMultiplier: Number(wagering) };
      });
      return call('/operator/deposit-rewards/set', { currency, rewards });
    }
    case 'bonus expire':
      return call('/operator/bonus/expire', {});
    case 'sports show':
      return call('/operator/sports/settings/get', {});
    case 'sports set':
      return call('/operator/sports/settings/update', {
        ...optional('marginPercent', numberOption(rest, '--margin', true)),
        ...optional('maxLegs', numberOption(rest, '--max-legs')),
        ...optional('cashoutMarginPercent', numberOption(rest, '--cashout-margin', true)),
      });
    case 'sports limits': {
      const minStake = option(rest, '--min');
      const maxStake = option(rest, '--max');
      const maxPayout = option(rest, '--max-payout');
      const [currency] = rest;
      if (!currency) throw new UsageError('sports limits needs <CURRENCY> and --min, --max or --max-payout');
      return call('/operator/sports/limits/set', {
        currency: currency.toUpperCase(),
        ...(minStake !== undefined ? { minStake } : {}),
        ...(maxStake !== undefined ? { maxStake } : {}),
        ...(maxPayout !== undefined ? { maxPayout } : {}),
      });
    }
    case 'releases list':
      return call('/operator/releases/list', rest[0] ? { area: areaArgument(rest[0]) } : {});
    case 'releases set': {
      const actor = actorOption(rest);
      const [area, version] = rest;
      if (!area || !version) throw new UsageError('releases set needs <area> <version>');
      return call('/operator/releases/set', { area: areaArgument(area), version, actor });
    }
    case 'releases canary': {
      const actor = actorOption(rest);
      const percent = intOption(rest, '--percent');
      const [area, version] = rest;
      if (!area || !version || percent === undefined) throw new UsageError('releases canary needs <area> <version> --percent <n>');
      return call('/operator/releases/canary', { area: areaArgument(area), version, percent, actor });
    }
    case 'releases promote':
    case 'releases abort': {
      const actor = actorOption(rest);
      const [area] = rest;
      if (!area) throw new UsageError(`releases ${action} needs <area>`);
      const path = action === 'promote' ? '/operator/releases/promote' : '/operator/releases/abort';
      return call(path, { area: areaArgument(area), actor });
    }
    case 'alerts list': {
      const limit = intOption(rest, '--limit');
      return call('/operator/alerts/list', limit ? { limit } : {});
    }
    case 'releases audit': {
      const limit = intOption(rest, '--limit');
      return call('/operator/releases/audit', { ...(rest[0] ? { area: areaArgument(rest[0]) } : {}), ...(limit ? { limit } : {}) });
    }
    case 'releases health':
      return call('/operator/releases/health', rest[0] ? { area: areaArgument(rest[0]) } : {});
    default:
      throw new UsageError(group && group !== 'help' ? `Unknown command "${argv.join(' ')}"` : '');
  }
}

/** A report that says something is wrong (ledger check): the command exits non-zero. */
function failed(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'breaches' in result && (result as { ok?: unknown }).ok === false;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(HELP);
    return 0;
  }
  let connection: Connection | undefined;
  try {
    connection = await connect(process.env);
    const result = await runCommand(argv, connection.call);
    console.log(JSON.stringify(result, null, 2));
    if (connection.mode === 'database') console.error('(no server running: applied to the database directly)');
    return failed(result) ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(error.message);
      console.error(HELP);
      return 2;
    }
    console.error(error instanceof ApiError ? `${error.reason}: ${error.message}` : error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await connection?.close();
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
