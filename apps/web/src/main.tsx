import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { options, type VNode } from 'preact';
import type { ServerRenderState } from '@registrar/domain';
import './styles/index.scss';
import './app/i18n/index.ts';
import { App } from './app/router.tsx';
import { takeServedFragments } from './app/served-fragments.ts';
import { preloadPageModules } from './lib/lazy-page.tsx';
import { finishTakeOver, startTakeOver } from './lib/taken-over.ts';
import { PageFormContext, type PageFormState } from './lib/page-form.ts';
import { QueryClient, QueryClientProvider, type DehydratedQuery } from './lib/query.tsx';

/** Where the server puts what the page was rendered with (see the API server's web-app plugin). */
const SERVER_STATE_ELEMENT_ID = 'registrar-page-state';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1 },
  },
});

function readServerState(): ServerRenderState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (element?.textContent == null) return null;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return null;
  }
}

/**
 * Preact calls this hook (its build names it `__m`) when the page it takes over holds other HTML
 * than it renders: it then builds that part anew, which moves the page and loses what was typed
 * in it. Said on the console, as the journeys watch for it.
 */
(options as { __m?: (vnode: VNode) => void }).__m = (vnode) => {
  const expected = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'text';
  console.error(`The page in the browser did not match the server-rendered page: ${expected}`);
};

takeServedFragments();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const serverState = readServerState();
// The forms of a page the server rendered carry its token and show a refused post as it did.
const pageForm: PageFormState = {
  formToken: serverState?.formToken ?? '',
  ...(serverState?.formOutcome === undefined
    ? {}
    : {
        outcome: serverState.formOutcome,
        outcomeAt: `${window.location.pathname.replace(/^\/business/, '') || '/'}${window.location.search}`,
      }),
};

const app = (
  <StrictMode>
    <PageFormContext value={pageForm}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </PageFormContext>
  </StrictMode>
);

if (serverState === null) {
  createRoot(container).render(app);
  finishTakeOver();
} else {
  // The server rendered this page: take its HTML over with the answers and code it was made with,
  // so the first render in the browser is the same page and nothing on screen changes.
  queryClient.hydrate(serverState.queries as DehydratedQuery[]);
  void preloadPageModules(serverState.modules)
    .catch(() => undefined)
    .then(() => {
      startTakeOver(container, serverState.takeOverParts);
      hydrateRoot(container, app);
    });
}
