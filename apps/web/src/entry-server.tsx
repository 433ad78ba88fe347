// The web app rendered on the server: the API server asks for a page under /business and sends
// its HTML, so the page's content is on screen before any script has run; the browser then takes
// it over (main.tsx). Built separately for Node (`vite build --ssr`); see ServerRenderer.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStringAsync } from 'preact-render-to-string';
import {
  FORM_ID_FIELD,
  FORM_INTENT_FIELD,
  FORM_TOKEN_FIELD,
  lastPosted,
  type FormOutcome,
  type ServerRenderRequest,
  type ServerRenderResult,
  type ServerRenderer,
  type SubmittedForm,
} from '@registrar/domain';
import { t } from './app/i18n/index.ts';
import { App, pageActionAt } from './app/router.tsx';
import { setServedFragments } from './app/served-fragments.ts';
import { ApiError, setApiTransport } from './lib/api.ts';
import { PageFormContext, type PageFormState } from './lib/page-form.ts';
import { QueryClient, QueryClientProvider } from './lib/query.tsx';
import { ServerRenderContext, type ServerRenderRecord } from './lib/server-render.ts';
import { tooManyAttemptsMessage } from './lib/too-many-attempts.ts';

// Pages render concurrently; each one's calls go out as its own browser's.
const pageBeingRendered = new AsyncLocalStorage<ServerRenderRequest>();

setApiTransport(async (path, init) => {
  const request = pageBeingRendered.getStore();
  if (request === undefined) throw new Error('An API call outside a page being rendered');
  if (init.body instanceof FormData) {
    // An upload a page's action passes on: the multipart body as a browser would send it.
    const encoded = new Response(init.body);
    return request.call(path, {
      method: init.method,
      headers: { ...init.headers, 'content-type': encoded.headers.get('content-type') ?? '' },
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
  }
  if (init.body !== undefined && typeof init.body !== 'string') {
    throw new Error('Only JSON and multipart calls are made while a page renders');
  }
  return request.call(path, { method: init.method, headers: init.headers, body: init.body });
});

/**
 * Preact's string renderer waits for every part that suspends and takes no signal: at the timeout
 * the render is given up, and the browser renders the whole page itself.
 */
function withTimeout<T>(work: T | Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    Promise.resolve(work).then(resolve, reject);
  });
}

const BASENAME = '/business';

/** A field whose value is never written back into a page: a password, or the form's token. */
function neverEchoed(name: string): boolean {
  return /password/i.test(name) || name === FORM_TOKEN_FIELD;
}

/** What a post to a page that takes none shows: the page that says the answers were not sent. */
function formNotSentAddress(pathname: string): string {
  return `/formnotsent?${new URLSearchParams({ from: pathname }).toString()}`;
}

/**
 * Hands a form post to the action of the page at `url`: a redirect to send the browser on, or
 * what the page shows when it renders again (the form as typed, its messages, the status).
 */
async function handleSubmission(
  url: URL,
  submission: SubmittedForm,
): Promise<
  | { kind: 'redirect'; location: string }
  | { kind: 'render'; url: string; status: number; outcome?: FormOutcome }
> {
  const pathname = url.pathname.slice(BASENAME.length) || '/';
  const form = lastPosted(submission.fields, FORM_ID_FIELD) ?? 'main';
  const asTyped = submission.fields
    .filter(([name]) => !neverEchoed(name))
    .map(([name, value]): [string, string] => [name, value]);
  if (!submission.fromThisSite) {
    // An expired token or another site's post: nothing is done; the person sees what was sent
    // and can send it again from this page, which carries a good token.
    return {
      kind: 'render',
      url: `${url.pathname}${url.search}`,
      status: 403,
      outcome: { form, fields: asTyped, errors: [], alert: t('forms.notFromThisPage') },
    };
  }
  const found = await pageActionAt(pathname);
  if (found === null) {
    return { kind: 'render', url: `${BASENAME}${formNotSentAddress(pathname)}`, status: 405 };
  }
  const result = await found.action({
    form,
    intent: lastPosted(submission.fields, FORM_INTENT_FIELD) ?? null,
    fields: submission.fields,
    files: (submission.files ?? []).map(
      (file) => new File([new Uint8Array(file.data)], file.fileName, { type: file.mimeType }),
    ),
    url: new URL(`${pathname}${url.search}`, 'http://app'),
  });
  if (result.kind === 'redirect') {
    const elsewhere = /^https?:\/\//i.test(result.to);
    return { kind: 'redirect', location: elsewhere ? result.to : `${BASENAME}${result.to}` };
  }
  return {
    kind: 'render',
    url: `${url.pathname}${url.search}`,
    status: result.status ?? 400,
    outcome: {
      form,
      fields: asTyped,
      errors: result.errors,
      ...(result.alert === undefined ? {} : { alert: result.alert }),
    },
  };
}

/** Renders the page at `request.url` once every answer it waits for has come (or time is up). */
async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  setServedFragments(request.fragments);
  return pageBeingRendered.run(request, async () => {
    let pageUrl = request.url;
    let status: number | undefined;
    let outcome: FormOutcome | undefined;
    if (request.submission !== undefined) {
      const handled = await handleSubmission(
        new URL(request.url, 'http://app'),
        request.submission,
      );
      if (handled.kind === 'redirect') return { kind: 'redirect', location: handled.location };
      pageUrl = handled.url;
      status = handled.status;
      outcome = handled.outcome;
    } else if (request.refusal !== undefined) {
      // Said as the app says the same answer to its own call (a 429 in the one wording for it).
      const { status: refusedWith, message, retryAfterSeconds } = request.refusal;
      const answer = new ApiError(refusedWith, { message }, retryAfterSeconds ?? null);
      outcome = {
        form: '',
        fields: [],
        errors: [],
        alert: tooManyAttemptsMessage(answer, t) ?? message,
      };
    }
    const pageForm: PageFormState = {
      formToken: request.formToken,
      ...(outcome === undefined
        ? {}
        : { outcome, outcomeAt: pageUrl.slice(BASENAME.length) || '/' }),
    };
    const client = new QueryClient({ server: true });
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error('The page took too long')),
      request.timeoutMs,
    );
    const newRecord = (): ServerRenderRecord => ({ modules: new Set(), takeOverParts: new Set() });
    const render = (record: ServerRenderRecord) =>
      withTimeout(
        renderToStringAsync(
          <ServerRenderContext value={record}>
            <PageFormContext value={pageForm}>
              <QueryClientProvider client={client}>
                <App location={pageUrl} />
              </QueryClientProvider>
            </PageFormContext>
          </ServerRenderContext>,
        ),
        abort.signal,
      );
    const record = newRecord();
    try {
      // The first render waits for the page's code and answers; the second, with all of them at
      // hand, is the page. Preact renders a part that waited again, and `useId` counts those
      // renders: ids from the first would not be those the browser, which renders the page once
      // with everything loaded, works out (a label would lose its field).
      const html = await render(newRecord())
        .then(() => render(record))
        .catch((error: unknown) => {
          request.reportError(error);
          throw error;
        });
      if (record.redirect !== undefined) return { kind: 'redirect', location: record.redirect };
      return {
        kind: 'page',
        status: status ?? record.status ?? 200,
        html,
        title: record.title,
        state: {
          queries: client.dehydrate(),
          modules: [...record.modules],
          takeOverParts: record.takeOverParts.size,
          formToken: request.formToken,
          ...(outcome === undefined ? {} : { formOutcome: outcome }),
        },
      };
    } finally {
      clearTimeout(timer);
    }
  });
}

const renderer: ServerRenderer = { renderPage };
export default renderer;
