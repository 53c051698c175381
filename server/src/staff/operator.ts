import QRCode from 'qrcode';
import { operatorRoleSchema, staffPasswordSchema, type OperatorRole, type StaffEnrolment } from '@app/contract';
import { flag, need, option, UsageError, words, type OperatorCommand, type OperatorHandlers } from '../platform/operator-commands.ts';
import { ask } from './prompt.ts';
import type { Staff } from './service.ts';

type StaffPath =
  | '/operator/staff/list'
  | '/operator/staff/create'
  | '/operator/staff/invite'
  | '/operator/staff/role'
  | '/operator/staff/disable'
  | '/operator/staff/reset-factor';

/** The owner's management of the staff (permission staff.manage). */
export function staffOperatorHandlers(staff: Staff): OperatorHandlers<StaffPath> {
  return {
    '/operator/staff/list': async () => ({ members: await staff.list() }),
    '/operator/staff/create': async (body) => staff.create(body),
    '/operator/staff/invite': async (body) => ({ invitation: await staff.invite(body) }),
    '/operator/staff/role': async (body) => ({ member: await staff.setRole(body.member, body.role) }),
    '/operator/staff/disable': async (body) => ({ member: await staff.setDisabled(body.member, body.disabled ?? true) }),
    '/operator/staff/reset-factor': async (body) => staff.resetFactor(body.member),
  };
}

function role(value: string | undefined): OperatorRole {
  const parsed = operatorRoleSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`The role is one of: ${operatorRoleSchema.options.join(', ')}`);
  return parsed.data;
}

/** A new password: STAFF_PASSWORD, else asked twice on the terminal. */
export async function newPassword(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const password = env.STAFF_PASSWORD ?? (await ask('New password (12 characters or more): ', { hidden: true }));
  if (!staffPasswordSchema.safeParse(password).success) throw new UsageError('The password needs 12 characters or more');
  if (env.STAFF_PASSWORD === undefined && (await ask('The same again: ', { hidden: true })) !== password) {
    throw new Error('The two passwords differ');
  }
  return password;
}

/**
 * Shows an enrolment on the terminal: the QR code for the authenticator app (on stderr, when it is a
 * terminal), and says what to do next. The command prints the URI, the secret and the codes.
 */
export async function showEnrolment(enrolment: StaffEnrolment): Promise<void> {
  if (process.stderr.isTTY) process.stderr.write(await QRCode.toString(enrolment.otpauthUri, { type: 'terminal', small: true }));
  process.stderr.write(
    'Scan the code (or type the secret) into an authenticator app, keep the recovery codes somewhere safe: they are shown once.\n' +
      'The first sign-in (npm run operator -- login) confirms the authenticator with its code.\n',
  );
}

const member = (args: string[], usage: string) => words(args, 1, usage)[0];

export const staffCommands: readonly OperatorCommand[] = [
  { name: 'staff list', help: 'the members of staff, their roles and state', run: (_args, call) => call('/operator/staff/list', {}) },
  {
    name: 'staff create',
    args: '--email <email> (--owner | --role <role>)',
    help: [
      'a member with a password (STAFF_PASSWORD or asked):',
      'prints the authenticator QR code, secret and recovery',
      'codes once. The first owner is made so',
    ],
    async run(args, call) {
      const email = need(option(args, '--email'), 'staff create needs --email <email>');
      const owner = flag(args, '--owner');
      const given = option(args, '--role');
      if (owner && given && given !== 'owner') throw new UsageError('Give --owner or --role, not both');
      const created = await call('/operator/staff/create', { email, role: owner ? 'owner' : role(given), password: await newPassword() });
      await showEnrolment(created.enrolment);
      return created;
    },
  },
  {
    name: 'staff invite',
    args: '<email> --role <role>',
    help: ['a one-time invitation (STAFF_INVITATION_HOURS): the', 'invitee runs staff accept <token>'],
    run(args, call) {
      const chosen = role(option(args, '--role'));
      return call('/operator/staff/invite', { email: member(args, 'staff invite needs the email'), role: chosen });
    },
  },
  {
    name: 'staff role',
    args: '<member> <role>',
    help: 'changes a member’s role (id or email), at once',
    run(args, call) {
      const [who, chosen] = words(args, 2, 'staff role needs the member and the role');
      return call('/operator/staff/role', { member: who, role: role(chosen) });
    },
  },
  {
    name: 'staff disable',
    args: '<member>',
    help: 'their sessions end at once; staff enable undoes it',
    run: (args, call) => call('/operator/staff/disable', { member: member(args, 'staff disable needs the member'), disabled: true }),
  },
  {
    name: 'staff enable',
    args: '<member>',
    run: (args, call) => call('/operator/staff/disable', { member: member(args, 'staff enable needs the member'), disabled: false }),
  },
  {
    name: 'staff reset-factor',
    args: '<member>',
    help: ['removes their authenticator and recovery codes, ends', 'their sessions; they enrol again with the token'],
    run: (args, call) => call('/operator/staff/reset-factor', { member: member(args, 'staff reset-factor needs the member') }),
  },
];
