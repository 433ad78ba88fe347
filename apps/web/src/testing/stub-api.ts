// A fetch stub for component tests of any feature: the API's envelope by path.
import { vi } from 'vitest';

/** A stubbed answer: its status (200 by default), envelope and any headers (Retry-After). */
interface StubAnswer {
  status?: number;
  apiData: unknown;
  headers?: Record<string, string>;
}

/** Answers fetch calls by path with the API's envelope; unknown paths answer 404. */
export function stubApi(routes: Record<string, (url: URL, init?: RequestInit) => StubAnswer>) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    calls.push({ url, ...(init === undefined ? {} : { init }) });
    const route = routes[url.pathname];
    const answer: StubAnswer = route ? route(url, init) : { status: 404, apiData: { code: 404 } };
    return new Response(JSON.stringify({ apiData: answer.apiData }), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** The server's answer to a request over its limit: 429, the envelope and Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): StubAnswer {
  const wait = retryAfterSeconds === 1 ? '1 second' : `${String(retryAfterSeconds)} seconds`;
  return {
    status: 429,
    apiData: {
      code: 429,
      message: `You have sent too many requests in a short time. Wait ${wait} and try again.`,
    },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  };
}
