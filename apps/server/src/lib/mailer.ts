import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { insertNotification, updateNotification } from '../db/queries/notifications.js';

export interface Mail {
  userId?: number | null;
  to: string;
  subject: string;
  body: string;
  kind: string;
}

export interface Mailer {
  readonly delivery: 'smtp' | 'outbox';
  /** Records the mail in the notifications table, then sends it by SMTP when configured. */
  send(db: Db, mail: Mail): Promise<{ id: number; status: 'sent' | 'outbox' | 'failed' }>;
}

export function createMailer(opts: { smtpUrl?: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    delivery: transport ? 'smtp' : 'outbox',
    async send(db, mail) {
      const row = await insertNotification(db, {
        userId: mail.userId ?? null,
        toEmail: mail.to,
        subject: mail.subject,
        body: mail.body,
        kind: mail.kind,
        status: transport ? 'queued' : 'outbox',
      });
      if (!transport) return { id: row.id, status: 'outbox' };
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.body });
        await updateNotification(db, row.id, { status: 'sent', sentAt: new Date() });
        return { id: row.id, status: 'sent' };
      } catch (err) {
        // Never log the SMTP URL (it may hold credentials); the error message is enough.
        const message = err instanceof Error ? err.message : String(err);
        opts.log.warn({ notificationId: row.id, err: message }, 'smtp delivery failed');
        await updateNotification(db, row.id, { status: 'failed', error: message.slice(0, 500) });
        return { id: row.id, status: 'failed' };
      }
    },
  };
}
