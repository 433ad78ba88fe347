// Sends queued email through SMTP (nodemailer). Each batch runs in a transaction holding its rows
// with SKIP LOCKED, so several server processes can run the sender without sending twice.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { claimPendingEmail, markFailed, markSent } from './outbox-repository.ts';

/** Attempts before a message is given up as FAILED. */
const MAX_SEND_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<void>;
  close(): void;
}

/** A nodemailer SMTP transport for an smtp:// or smtps:// URL. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}

/** Sends one batch of pending email; returns how many were sent. */
export async function sendPendingMail(
  db: Db,
  transport: MailTransport,
  from: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await claimPendingEmail(tx, BATCH_SIZE, MAX_SEND_ATTEMPTS);
    let sent = 0;
    for (const message of batch) {
      try {
        await transport.send({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.body,
          ...(message.html === null ? {} : { html: message.html }),
        });
        await markSent(tx, message.id);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markFailed(tx, message.id, reason, message.attempts + 1 >= MAX_SEND_ATTEMPTS);
      }
    }
    return sent;
  });
}
