import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where the platform's mail goes: an SMTP server when configured, else the outbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createMailTransport(db: Db, smtpUrl: string | undefined, from: string): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insertInto('mail_outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.text }).execute();
    },
  };
}
