import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { staffSessionEndpoints, type StaffSessionEndpoints } from '@app/contract';
import type { z } from 'zod';
import { option, words, type OperatorCommand } from '../platform/operator-commands.ts';
import { newPassword, showEnrolment } from './operator.ts';
import { ask } from './prompt.ts';

/** A member's session as the CLI keeps it, for the server it was opened on. */
export interface CliSession {
  url: string;
  token: string;
  email: string;
  role: string;
  expiresAt: string;
}

/** Where the CLI keeps the session: OPERATOR_SESSION_FILE, else ~/.config/lucky-reef/operator-session.json (owner-only). */
export function sessionFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.OPERATOR_SESSION_FILE ?? join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'lucky-reef', 'operator-session.json');
}

export function readSession(env: NodeJS.ProcessEnv = process.env): CliSession | undefined {
  const path = sessionFilePath(env);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CliSession;
  } catch {
    return undefined;
  }
}

function writeSession(session: CliSession, env: NodeJS.ProcessEnv): string {
  const path = sessionFilePath(env);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, JSON.stringify(session, null, 2), { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

type SessionPath = keyof StaffSessionEndpoints;
async function post<P extends SessionPath>(
  url: string,
  path: P,
  body: z.input<StaffSessionEndpoints[P]['request']>,
  token?: string,
): Promise<z.output<StaffSessionEndpoints[P]['response']>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = (await response.json().catch(() => ({}))) as { reason?: string; message?: string };
  if (!response.ok) throw new Error(`${response.status} ${json.reason ?? ''}: ${json.message ?? 'request failed'}`);
  return staffSessionEndpoints[path].response.parse(json) as z.output<StaffSessionEndpoints[P]['response']>;
}

/**
 * Signing the CLI in as a member of staff (and out), and accepting an invitation: these talk to a
 * running server themselves. While a session is kept, every other command uses it instead of the
 * operator token.
 */
export function sessionCommands(operatorUrl: (env: NodeJS.ProcessEnv) => string): readonly OperatorCommand[] {
  return [
    {
      name: 'login',
      args: '[--email <email>] [--code <code>]',
      help: [
        'signs in as a member of staff: email, password and',
        'the authenticator’s code (or a recovery code) asked,',
        'or OPERATOR_EMAIL, OPERATOR_PASSWORD, OPERATOR_CODE',
      ],
      local: true,
      async run(args) {
        const env = process.env;
        const url = operatorUrl(env);
        const email = option(args, '--email') ?? env.OPERATOR_EMAIL ?? (await ask('Email: '));
        const password = env.OPERATOR_PASSWORD ?? (await ask('Password: ', { hidden: true }));
        const { challenge } = await post(url, '/operator/staff/sign-in', { email, password });
        const code = option(args, '--code') ?? env.OPERATOR_CODE ?? (await ask('Code of the authenticator (or a recovery code): '));
        const session = await post(
          url,
          '/operator/staff/sign-in/verify',
          /^\d{6}$/.test(code) ? { challenge, code } : { challenge, recoveryCode: code },
        );
        const file = writeSession(
          { url, token: session.token, email: session.member.email, role: session.member.role, expiresAt: session.expiresAt },
          env,
        );
        return { signedIn: session.member.email, role: session.member.role, expiresAt: session.expiresAt, file };
      },
    },
    {
      name: 'logout',
      help: 'ends the session; the CLI uses the operator token again',
      local: true,
      async run() {
        const env = process.env;
        const session = readSession(env);
        if (!session) return { signedOut: null };
        let ended = true;
        try {
          await post(session.url, '/operator/staff/sign-out', {}, session.token);
        } catch {
          // Ended already, or the server is away: the session is forgotten here all the same.
          ended = false;
        }
        rmSync(sessionFilePath(env), { force: true });
        return { signedOut: session.email, ended };
      },
    },
    {
      name: 'staff accept',
      args: '<token>',
      help: ['accepts an invitation (or a reset of the second', 'factor): sets the password, prints the enrolment'],
      local: true,
      async run(args) {
        const [token] = words(args, 1, 'staff accept needs the invitation token');
        const accepted = await post(operatorUrl(process.env), '/operator/staff/invitation/accept', {
          token,
          password: await newPassword(),
        });
        await showEnrolment(accepted.enrolment);
        return accepted;
      },
    },
  ];
}
