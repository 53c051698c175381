import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';

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
