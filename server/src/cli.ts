/**
 * The operator CLI: `npm run operator -- <command>` (or `node server/src/cli.ts <command>`).
 *
 * It talks to the running server's operator API (OPERATOR_URL and OPERATOR_TOKEN, or the
 * dataDir/operator.json the server writes at start). When no server is running it opens the
 * database itself (the embedded PGlite folder or DATABASE_URL).
 */
import { operatorEndpoints, type OperatorResponse } from '@app/contract';
import { auditCommands } from './audit/index.ts';
import { authCommands } from './auth/index.ts';
import { bonusCommands } from './bonus/index.ts';
import { loadConfig } from './config.ts';
import { createPlatform, type Platform } from './compose.ts';
import { currenciesCommands } from './currencies/index.ts';
import { ApiError } from './http/errors.ts';
import { kycCommands } from './kyc/index.ts';
import { ledgerCommands } from './ledger/index.ts';
import { maintenanceCommands } from './maintenance/index.ts';
import { alertsCommands, backupCommands, playersCommands, processAlive, readOperatorFile } from './operator/index.ts';
import { channelsCommands } from './payment-channels/index.ts';
import { paymentsCommands } from './payments/index.ts';
import { mailCommands } from './platform/mail.ts';
import { UsageError, type OperatorCall, type OperatorCallContext, type OperatorCommand } from './platform/operator-commands.ts';
import { releasesCommands } from './releases/index.ts';
import { settingsCommands } from './settings/index.ts';
import { sportsCommands } from './sports/index.ts';
import { readSession, sessionCommands, staffCommands } from './staff/index.ts';
import { usersCommands } from './users/index.ts';
import { vipCommands } from './vip/index.ts';
import { walletCommands } from './wallet/index.ts';

/** The CLI working on the database itself (no server runs): the service, as the audit names it. */
const CLI_ACTOR = { kind: 'service', name: 'cli' } as const;

export type { OperatorCall } from './platform/operator-commands.ts';

/** Every command, in the order `help` lists them: each domain's own, which the same table dispatches. */
const COMMANDS: readonly OperatorCommand[] = [
  ...sessionCommands(operatorUrl),
  ...maintenanceCommands,
  ...settingsCommands,
  ...authCommands,
  ...currenciesCommands,
  ...mailCommands,
  ...usersCommands,
  ...playersCommands,
  ...walletCommands,
  ...ledgerCommands,
  ...alertsCommands,
  ...kycCommands,
  ...paymentsCommands,
  ...channelsCommands,
  ...releasesCommands,
  ...vipCommands,
  ...bonusCommands,
  ...sportsCommands,
  ...auditCommands,
  ...backupCommands,
  ...staffCommands,
];

/** Where a command's help starts: on the line of its arguments when they leave room, else on the lines below. */
const HELP_COLUMN = 53;

const lines = (text: string | readonly string[] | undefined): string[] => (typeof text === 'string' ? [text] : [...(text ?? [])]);

/** A command as `help` prints it: its name and arguments (more lines under the first argument), then its help. */
function describe(command: OperatorCommand): string[] {
  const [first, ...more] = lines(command.args);
  const head = `  ${first === undefined ? command.name : `${command.name} ${first}`}`;
  const [help, ...moreHelp] = lines(command.help);
  const inColumn = (line: string) => ' '.repeat(HELP_COLUMN) + line;
  const sameLine = help !== undefined && more.length === 0 && head.length <= HELP_COLUMN - 2;
  return [
    sameLine ? head.padEnd(HELP_COLUMN) + help : head,
    ...more.map((line) => ' '.repeat(command.name.length + 3) + line),
    ...(sameLine || help === undefined ? [] : [inColumn(help)]),
    ...moreHelp.map(inColumn),
  ];
}

const HELP = [
  'Operator commands:',
  ...COMMANDS.flatMap(describe),
  'Environment: OPERATOR_URL, OPERATOR_TOKEN (else dataDir/operator.json), DATA_DIR, DATABASE_URL,',
  'OPERATOR_SESSION_FILE (where login keeps the session: ~/.config/lucky-reef/operator-session.json).',
  'Signed in (login), commands act as that member of staff; else with the operator token.',
].join('\n');

interface Connection {
  mode: 'api' | 'database';
  call: OperatorCall;
  close(): Promise<void>;
}

/** The operator API the CLI talks to: OPERATOR_URL, else the running server's (dataDir/operator.json), else this machine's port. */
function operatorUrl(env: NodeJS.ProcessEnv): string {
  const config = loadConfig(env);
  const file = readOperatorFile(config.dataDir);
  return (env.OPERATOR_URL ?? file?.url ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
}

async function connect(env: NodeJS.ProcessEnv): Promise<Connection> {
  const config = loadConfig(env);
  const file = readOperatorFile(config.dataDir);
  const url = operatorUrl(env);
  // A member's session for this server, else the operator token.
  const session = readSession(env);
  const signedIn = session?.url === url ? session : undefined;
  const token = signedIn ? `Bearer ${signedIn.token}` : (env.OPERATOR_TOKEN ?? file?.token);

  const viaApi: OperatorCall = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
      // A backup answers with the whole database (and waits for the transaction in progress).
      signal: AbortSignal.timeout(path === '/operator/backup' ? 300_000 : 10_000),
    });
    const json = (await response.json().catch(() => ({}))) as { reason?: string; message?: string };
    if (!response.ok) {
      const hint =
        signedIn && json.reason === 'OPERATOR_UNAUTHORIZED'
          ? ` (the session of ${signedIn.email} has ended: sign in again with login, or logout to use the operator token)`
          : '';
      throw new Error(`${response.status} ${json.reason ?? ''}: ${json.message ?? 'request failed'}${hint}`);
    }
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
    const handler = handlers[path] as (input: unknown, context: OperatorCallContext) => Promise<unknown>;
    return operatorEndpoints[path].response.parse(await handler(parsed, { actor: CLI_ACTOR })) as OperatorResponse<typeof path>;
  };
  return { mode: 'database', call: direct, close: () => platform.close() };
}

/** The command whose words the arguments start with. */
function findCommand(argv: readonly string[]): OperatorCommand {
  const command = COMMANDS.find(({ name }) => name.split(' ').every((word, index) => argv[index] === word));
  if (!command) throw new UsageError(argv[0] && argv[0] !== 'help' ? `Unknown command "${argv.join(' ')}"` : '');
  return command;
}

/** Runs one command: the one whose words the arguments start with; returns what to print. */
export async function runCommand(argv: readonly string[], call: OperatorCall): Promise<unknown> {
  const command = findCommand(argv);
  return command.run(argv.slice(command.name.split(' ').length), call);
}

/** A local command is given no way to the server or the database. */
const noCall: OperatorCall = () => Promise.reject(new Error('this command runs without the server'));

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
    if (findCommand(argv).local) {
      console.log(JSON.stringify(await runCommand(argv, noCall), null, 2));
      return 0;
    }
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
