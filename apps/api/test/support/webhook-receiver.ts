// Webhook receivers for tests, on the loopback address: a plain-http one, an https one whose
// certificate names the host names it is given (made with the machine's openssl, trusted by the
// test that passes its `ca`), and a bare TCP listener that only counts the connections it gets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The name the client asked for in TLS (SNI); undefined over plain http or without SNI. */
  servername: string | undefined;
}

/** What a path answers: a status, or 'hang' (never answers). */
type PlannedAnswer = number | 'hang';

export interface WebhookReceiver {
  received: ReceivedRequest[];
  port: number;
  /** The address of `path` on this receiver, on 127.0.0.1 or on the given host name. */
  url(path: string, host?: string): string;
  /** Answers `path` as planned, one answer per request; the last one repeats. */
  answer(path: string, ...planned: PlannedAnswer[]): void;
  to(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

/** A certificate and its key for the given names, valid for a day. */
export function selfSignedCertificate(names: string[]): { cert: string; key: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'registrar-tls-'));
  try {
    const keyFile = path.join(folder, 'key.pem');
    const certFile = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${names[0] ?? 'localhost'}`,
        '-addext',
        `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a receiver on 127.0.0.1 (any free port): plain http, or https with the given certificate.
 * Each path answers as planned (200 unless told), a 3xx with a Location to `<path>/elsewhere`.
 */
export async function startWebhookReceiver(tls?: {
  cert: string;
  key: string;
}): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, PlannedAnswer[]>();
  const sockets = new Set<Socket>();
  const handle: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requestPath = request.url ?? '/';
      const { servername } = request.socket as { servername?: unknown };
      received.push({
        path: requestPath,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        servername: typeof servername === 'string' ? servername : undefined,
      });
      const planned = answers.get(requestPath) ?? [];
      const answer = (planned.length > 1 ? planned.shift() : planned[0]) ?? 200;
      if (answer === 'hang') return;
      if (answer >= 300 && answer < 400) response.setHeader('location', `${requestPath}/elsewhere`);
      response.statusCode = answer;
      response.end('thanks');
    });
  };
  const server = tls === undefined ? http.createServer(handle) : https.createServer(tls, handle);
  server.on(tls === undefined ? 'connection' : 'secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // A handshake the client gives up on (a certificate it does not trust) is not the test's error.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = tls === undefined ? 'http' : 'https';
  return {
    received,
    port,
    url: (requestPath, host = '127.0.0.1') => `${scheme}://${host}:${String(port)}${requestPath}`,
    answer(requestPath, ...planned) {
      answers.set(requestPath, planned);
    },
    to: (requestPath) => received.filter((request) => request.path === requestPath),
    async close() {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A TCP listener on 127.0.0.1 that counts connections: it resets each one at once when `reset`,
 * otherwise holds it until closed. Nothing that reaches it is an HTTP answer.
 */
export async function startConnectionCounter(options: { reset?: boolean } = {}) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    if (options.reset === true) {
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
