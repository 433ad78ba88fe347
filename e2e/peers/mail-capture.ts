// A real SMTP server for the journeys (Playwright starts it as a web server; the app's SMTP_URL
// points at it): the server tests' SMTP peer, with what it received listed as JSON over HTTP for
// the journeys to read, newest last.
import http from 'node:http';
import { startSmtpPeer, type SmtpPeer } from '../../apps/api/test/support/smtp-peer.ts';
import { mailCapture } from '../tests/servers.ts';

type AddressField = SmtpPeer['received'][number]['to'];

const addressesOf = (field: AddressField): string[] =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((mailbox) => mailbox.address ?? ''))
    .filter((address) => address !== '');

const peer = await startSmtpPeer({ port: mailCapture.smtpPort });
const server = http.createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const messages = peer.received.map((mail) => ({
    from: addressesOf(mail.from),
    to: addressesOf(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => server.listen(mailCapture.httpPort, '127.0.0.1', resolve));
console.log(`SMTP at ${peer.url}, messages at ${mailCapture.messagesUrl}`);
const stop = () => {
  server.close();
  void peer.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
