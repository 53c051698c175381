import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import { intOption, option, type OperatorCommand, type OperatorHandlers } from './operator-commands.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface OutboxMail extends Mail {
  id: number;
  createdAt: Date;
}

/** Where the platform's mail goes: an SMTP server when configured, else the outbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  /** The newest mails kept in the outbox table, to one address or to any. */
  outbox(query: { to?: string; limit: number }): Promise<OutboxMail[]>;
}

export function createMailTransport(db: Db, smtpUrl: string | undefined, from: string): MailTransport {
  const outbox: MailTransport['outbox'] = async ({ to, limit }) => {
    let query = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
    const rows = await query.execute();
    return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, text: row.body, createdAt: row.created_at }));
  };
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      outbox,
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text }).execute();
    },
    outbox,
  };
}

/** The operator's look at the outbox. */
export function mailOperatorHandlers(mail: Pick<MailTransport, 'outbox'>): OperatorHandlers<'/operator/mail/outbox'> {
  return {
    '/operator/mail/outbox': async (body) => {
      const mails = await mail.outbox({ ...(body.to ? { to: body.to } : {}), limit: body.limit ?? 20 });
      return { mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, createdAt: m.createdAt.toISOString() })) };
    },
  };
}

export const mailCommands: readonly OperatorCommand[] = [
  {
    name: 'outbox',
    args: '[--to <email>] [--limit <n>]',
    help: 'mail sent without SMTP (codes, notices)',
    run(args, call) {
      // `outbox list` says the same.
      if (args[0] === 'list') args.shift();
      const to = option(args, '--to');
      const limit = intOption(args, '--limit');
      return call('/operator/mail/outbox', { ...(to ? { to } : {}), ...(limit ? { limit } : {}) });
    },
  },
];
