// A real SMTP server for tests (smtp-server): every message that arrives is parsed (mailparser)
// and kept; recipients matching `refuse` are refused with a permanent error.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/** Starts the server on a loopback port (any free one unless given). */
export async function startSmtpPeer(
  options: { refuse?: RegExp; port?: number } = {},
): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.refuse?.test(address.address) === true) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
