// One place that talks to the server: adds the CSRF header to state-changing calls and unwraps the
// `apiData` envelope, so features never repeat fetch plumbing. Each call has its own module
// (lib/api/, or a feature's api/ folder) typed by the domain's contract of the call.
import type { ApiFieldError, ServerRenderCall, ServerRenderResponse } from '@registrar/domain';

export type FieldError = ApiFieldError;

/**
 * The server answered with a non-2xx status; `apiData` carries its code, errors and message, and
 * `retryAfterSeconds` the wait its Retry-After header asked for (a 429, a 503), when it gave one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly apiData: {
      code?: number;
      message?: string;
      errors?: FieldError[];
      [key: string]: unknown;
    },
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(apiData.message ?? `Request failed with status ${status}`);
  }
}

/**
 * Seconds to wait from a Retry-After header: a number of seconds or an HTTP date; null when there
 * is none or it cannot be read. Never less than 1: "try again in 0 seconds" would be refused again.
 */
export function retryAfterSecondsOf(
  header: string | null,
  now: number = Date.now(),
): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

type Query = Record<string, string | number | boolean | undefined | null>;

type Transport = (
  path: string,
  init: Omit<ServerRenderCall, 'body'> & { body?: BodyInit },
) => Promise<ServerRenderResponse>;

/** The browser's fetch, or (on a server rendering a page) calls made in that server's process. */
let transport: Transport = (path, init) => fetch(path, { ...init, credentials: 'same-origin' });

/** Routes the calls of pages rendered on a server; the browser keeps fetch. */
export function setApiTransport(serverTransport: Transport): void {
  transport = serverTransport;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  query?: Query,
  bearerToken?: string | null,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Secure calls carry the filer's SBF access token.
  if (bearerToken) headers.Authorization = `Bearer ${bearerToken}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // Every call carries the same-origin proof: the state-changing ones need it (the review-lock
  // calls among them, though they are GETs), and it costs the others nothing.
  headers['X-Requested-With'] = 'registrar';
  const response = await transport(withQuery(path, query), { method, headers, body: payload });
  const json = (await response.json().catch(() => ({}))) as { apiData?: Record<string, unknown> };
  const apiData = json.apiData ?? {};
  if (!response.ok) {
    throw new ApiError(
      response.status,
      apiData,
      retryAfterSecondsOf(response.headers.get('retry-after')),
    );
  }
  return apiData as T;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown, query?: Query) => request<T>('POST', path, body, query),
  /** A POST that carries the filer's SBF access token, when there is one. */
  securePost: <T>(path: string, body: unknown, bearerToken: string | null) =>
    request<T>('POST', path, body, undefined, bearerToken),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
