// The refusals Fastify and Node make before or around a route, answered as the service answers:
// the router's (an address it cannot decode, a path parameter over the length limit), the body
// parser's and the content-type check's, and Node's HTTP parser's (bytes that are not an HTTP
// request). Each is in the envelope (or the error page, for an address under /business), with the
// headers of every answer and the request's ID, in the service's own words: Fastify's quote the
// raw address, which can hold a draft's reference or a link's token.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { headersOfEveryAnswer } from './security-headers.ts';
import { refusalPageWithoutApp } from './web-app.ts';

/** The longest path parameter the router takes (Fastify's default, said once). */
export const MAX_PARAM_LENGTH = 100;

const serverErrorMessage = 'Something went wrong. Try again later.';
const notHttpMessage = 'The request could not be read as HTTP. Check the client that sent it.';

/** Registrar's own words for Fastify's refusals, by Fastify's code. */
const messageByCode: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL:
    'This address is not valid. Part of it is not properly encoded: check the address and try again.',
  FST_ERR_MAX_PARAM_LENGTH: `This address is not valid. Part of it is longer than ${MAX_PARAM_LENGTH} characters: check the address and try again.`,
  FST_ERR_CTP_INVALID_JSON_BODY:
    'The body could not be read as JSON. Check that it is well-formed JSON and send it again.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'The body is empty, but its Content-Type says it is JSON. Send a JSON object in the body.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'The body is in a format this call does not read. Send it as application/json, or a file as multipart/form-data.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The body is larger than this call accepts. Send a smaller one.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH:
    'The body is not as long as its Content-Length header says. Send the request again.',
};

/**
 * What a 4xx that no route wrote says: Registrar's words for Fastify's own refusals, the message
 * of any other (a plugin's, such as the multipart reader's, which repeat nothing of the request).
 */
export function frameworkRefusalMessage(error: FastifyError): string {
  return messageByCode[error.code] ?? error.message;
}

/** Whether the request is for a page of the web app (under /business, not /business-api). */
function isPageAddress(url: string): boolean {
  return /^\/business(?:[/?#]|$)/.test(url);
}

/**
 * Fastify's `frameworkErrors`: the router's refusals. They come before any hook runs, so the
 * headers every answer has are set here.
 */
export function routerRefusals(config: AppConfig) {
  const headers = headersOfEveryAnswer(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status =
      error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    const message = status === 500 ? serverErrorMessage : frameworkRefusalMessage(error);
    // Fastify wrote "incoming request" already, and writes no line when such an answer is sent.
    request.log.info({ res: { statusCode: status }, code: error.code }, 'address refused');
    void reply.headers(headers).header('x-request-id', request.id).code(status);
    if (isPageAddress(request.raw.url ?? '')) {
      void reply.type('text/html; charset=utf-8').send(refusalPageWithoutApp(message));
    } else {
      void reply.send({ apiData: { code: status, message } });
    }
  };
}

/**
 * Fastify's `clientErrorHandler`: bytes Node could not read as a request, answered on the socket
 * (there is no request, so the answer gets an ID of its own), then the connection closed.
 */
export function connectionRefusals(config: AppConfig) {
  const headers = headersOfEveryAnswer(config);
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has gone: there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : 400;
    const message =
      status === 408
        ? 'The request took too long to arrive. Send it again.'
        : status === 431
          ? 'The request has more headers than the server reads. Send fewer or shorter ones.'
          : notHttpMessage;
    const requestId = randomUUID();
    this.log.debug({ reqId: requestId, code: error.code, statusCode: status }, 'not a request');
    const body = JSON.stringify({ apiData: { code: status, message } });
    const head = Object.entries({
      ...headers,
      'x-request-id': requestId,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('\r\n')}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
