// A fetch stub for component tests of any feature: the API's envelope by path.
import { vi } from 'vitest';

/** Answers fetch calls by path with the API's envelope; unknown paths answer 404. */
export function stubApi(
  routes: Record<string, (url: URL, init?: RequestInit) => { status?: number; apiData: unknown }>,
) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    calls.push({ url, ...(init === undefined ? {} : { init }) });
    const route = routes[url.pathname];
    const answer = route ? route(url, init) : { status: 404, apiData: { code: 404 } };
    return new Response(JSON.stringify({ apiData: answer.apiData }), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
