// Delivers queued messages: email through SMTP (nodemailer), texts through a text provider. Each
// message is a job of the queue, so delivery is leased to one process, retried with back-off and
// kept as a dead letter after its last attempt. Without an SMTP server or a text provider the
// messages stay in the outbox (the embedded default), readable on the non-production mail page.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { JobRow } from '../jobs/job-queue.ts';
import type { TextProvider } from '../texts/text-provider.ts';
import {
  findMessage,
  markFailed,
  markSent,
  type MessageAttachment,
  type OutboxRow,
} from './outbox-repository.ts';

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MessageAttachment[];
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

function outboxIdOf(job: JobRow): number {
  return Number(job.payload.outboxId);
}

/** The delivery job of one channel: sends the message unless it was sent already. */
function deliveryHandler(db: Db, send: (message: OutboxRow) => Promise<void>): JobHandler {
  return {
    async run(job) {
      const message = await findMessage(db, outboxIdOf(job));
      if (message === undefined || message.status === 'SENT') return;
      try {
        await send(message);
      } catch (error) {
        await markFailed(
          db,
          message.id,
          error instanceof Error ? error.message : String(error),
          false,
        );
        throw error;
      }
      await markSent(db, message.id);
    },
    async onDead(job, error) {
      await markFailed(db, outboxIdOf(job), error, true);
    },
  };
}

/** The job handlers that deliver messages, for the channels that have somewhere to go. */
export function messageDeliveryHandlers(
  db: Db,
  options: { mail?: MailTransport | undefined; from: string; texts?: TextProvider | undefined },
): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  const { mail, texts } = options;
  if (mail !== undefined) {
    handlers['deliver-email'] = deliveryHandler(db, (message) =>
      mail.send({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.html === null ? {} : { html: message.html }),
        ...(message.attachments.length === 0 ? {} : { attachments: message.attachments }),
      }),
    );
  }
  if (texts !== undefined) {
    handlers['deliver-text'] = deliveryHandler(db, (message) =>
      texts.send(message.recipient, message.body),
    );
  }
  return handlers;
}
