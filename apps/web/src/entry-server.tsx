// The web app rendered on the server: the API server asks for a page under /business and sends
// its HTML, so the page's content is on screen before any script has run; the browser then takes
// it over (main.tsx). Built separately for Node (`vite build --ssr`); see ServerRenderer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ServerRenderRequest, ServerRenderResult, ServerRenderer } from '@registrar/domain';
import './app/i18n/index.ts';
import { App } from './app/router.tsx';
import { setServedFragments } from './app/served-fragments.ts';
import { setApiTransport } from './lib/api.ts';
import { QueryClient, QueryClientProvider } from './lib/query.tsx';
import { ServerRenderContext, type ServerRenderRecord } from './lib/server-render.ts';

// Pages render concurrently; each one's calls go out as its own browser's.
const pageBeingRendered = new AsyncLocalStorage<ServerRenderRequest>();

setApiTransport((path, init) => {
  const request = pageBeingRendered.getStore();
  if (request === undefined) throw new Error('An API call outside a page being rendered');
  if (init.body !== undefined && typeof init.body !== 'string') {
    throw new Error('Only JSON calls are made while a page renders');
  }
  return request.call(path, { method: init.method, headers: init.headers, body: init.body });
});

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders the page at `request.url` once every answer it waits for has come (or time is up). */
async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  setServedFragments(request.fragments);
  return pageBeingRendered.run(request, async () => {
    const client = new QueryClient({ server: true });
    const record: ServerRenderRecord = { modules: new Set(), takeOverParts: new Set() };
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error('The page took too long')),
      request.timeoutMs,
    );
    try {
      const { prelude } = await prerenderToNodeStream(
        <ServerRenderContext value={record}>
          <QueryClientProvider client={client}>
            <App location={request.url} />
          </QueryClientProvider>
        </ServerRenderContext>,
        {
          signal: abort.signal,
          onError: request.reportError,
          // A large part is otherwise sent after its placeholder with an inline script to swap it
          // in, which the content security policy (script-src 'self') rightly refuses: whole pages.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        },
      );
      const html = await readAll(prelude);
      if (record.redirect !== undefined) return { kind: 'redirect', location: record.redirect };
      return {
        kind: 'page',
        status: record.status ?? 200,
        html,
        title: record.title,
        state: {
          queries: client.dehydrate(),
          modules: [...record.modules],
          takeOverParts: record.takeOverParts.size,
        },
      };
    } finally {
      clearTimeout(timer);
    }
  });
}

const renderer: ServerRenderer = { renderPage };
export default renderer;
