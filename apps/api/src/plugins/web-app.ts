// Serves the web app under /business. Each page is rendered here with the web app's server build,
// so its content is in the first HTML and the browser's script takes it over; when that build is
// missing, or a page cannot be rendered in time, the app's index.html goes out instead and its
// script renders the page in the browser. Also the static banner and footer fragments under
// /apps/biz/html/, and / and /business sent to the file-a-form page. Registered last.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  chooseLanguage,
  isStaffPage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  languageNamed,
  LANGUAGES,
  type Language,
  type PostedFields,
  type SubmittedFile,
  type ServerRenderCall,
  type ServerRenderResponse,
  type ServerRenderRequest,
  type ServerRenderState,
  type ServerRenderer,
  type SubmittedForm,
} from '@registrar/domain';
import { formTokenOf, isOwnFormPost, parseUrlEncodedForm } from './page-forms.ts';

/** Where Cancel, a payment cancel and the bare addresses land: Registrar's own file-a-form page. */
const FILE_A_FORM_PATH = '/business/filing/fileaform';

const publicFolder = path.resolve(import.meta.dirname, '../../public');
/** Vite puts content-hashed files here: their address changes whenever their content does. */
const HASHED_ASSETS_PATH = '/business/assets/';
/** Where the Spanish build's content-hashed files are. */
const SPANISH_ASSETS_PATH = '/business/es/assets/';
/** How long the language link's choice is remembered. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** The web app's server build and the client build's manifest, inside the built folder. */
const SERVER_ENTRY = path.join('.ssr', 'entry-server.mjs');
const CLIENT_MANIFEST = path.join('.vite', 'manifest.json');
/** The largest form a page takes without a file in it. */
const FORM_BODY_LIMIT = 256 * 1024;
/** An upload form's files: one more byte than the upload rules allow, so the rules can refuse it. */
const PAGE_FILE_LIMIT = 10 * 1024 * 1024 + 1;
const PAGE_FILES_LIMIT = 5;

/** A multipart form's fields and files, read whole (a file cut at the limit is kept cut). */
async function readMultipartForm(
  request: FastifyRequest,
): Promise<Required<Omit<SubmittedForm, 'fromThisSite'>>> {
  const fields: [string, string][] = [];
  const files: SubmittedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields.push([
        part.fieldname,
        typeof part.value === 'string' ? part.value : String(part.value),
      ]);
    } else if (part.filename !== '') {
      files.push({
        field: part.fieldname,
        fileName: part.filename,
        mimeType: part.mimetype,
        data: await part.toBuffer(),
      });
    } else {
      // An empty file input posts a part with no name: nothing was chosen.
      await part.toBuffer();
    }
  }
  return { fields, files };
}
/** How long a page may wait for its calls before the browser is left to render it. */
const RENDER_TIMEOUT_MS = 3000;
/** Where the page carries what it was rendered with (read by the web app's main.tsx). */
const SERVER_STATE_ELEMENT_ID = 'registrar-page-state';
/** Where it lists its scripts for the boot script (the web app's boot.ts). */
const SCRIPTS_ELEMENT_ID = 'registrar-page-scripts';
/** The boot script's name in the build's manifest. */
const BOOT_MODULE = 'src/boot.ts';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built - Secretary of State</title></head>
<body><main><h1>The web app has not been built</h1>
<p>The server is running, but the folder of the built web app is missing. Run <code>npm run build</code>
(or <code>npm start</code>, which builds first) and reload this page.</p></main></body></html>`;

/** The fragments the first HTML carries, by the address the web app would otherwise fetch. */
const servedFragments = ['/apps/biz/html/banner.html', '/apps/biz/html/footer.html'];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that can sit inside a script element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The environment name the navigation depends on, for the head of every page. */
function environmentMeta(environment: string): string {
  return `<meta name="registrar-environment" content="${escapeAttribute(environment)}" />`;
}

/**
 * The app's index.html for a page the browser renders: the banner and footer fragments (marked
 * with the address they come from; the shell takes them over as they are) with room for the page
 * between them, so nothing moves when the script arrives, and the environment name. Built once.
 */
function composeBrowserRenderedHtml(
  indexHtml: string,
  fragments: Map<string, string>,
  environment: string,
): string {
  const fragment = (url: string) => {
    const markup = fragments.get(url);
    return markup === undefined
      ? ''
      : `<div data-served-fragment="${escapeAttribute(url)}">${markup}</div>`;
  };
  const [banner = '', footer = ''] = servedFragments;
  const firstPaint =
    `<div id="root">${fragment(banner)}` +
    // The page renders here; until it does, this keeps the footer below the first screen.
    `<div class="app-first-paint" style="min-height:100vh"></div>${fragment(footer)}</div>`;
  return indexHtml
    .replace('<div id="root"></div>', firstPaint)
    .replace('</head>', `${environmentMeta(environment)}\n  </head>`);
}

/** The boot script of the build, the modules it imports, and the app's scripts it loads later. */
interface BootScripts {
  script: string;
  imports: string[];
  app: AppScripts;
}

/** The app's scripts as index.html loads them: its entry and the chunks it preloads. */
interface AppScripts {
  /** index.html without them. */
  template: string;
  entry: string;
  preloads: string[];
}

function takeAppScripts(indexHtml: string): AppScripts | null {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (entry === null || entry[1] === undefined) return null;
  const preloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const preloads = [...indexHtml.matchAll(preloadPattern)].map((match) => match[1] ?? '');
  return {
    template: indexHtml.replace(entry[0], '').replace(preloadPattern, ''),
    entry: entry[1],
    preloads,
  };
}

/**
 * The index.html around a page rendered here: its title, its stylesheets, what it was rendered
 * with, and its scripts. The page is painted from its HTML and stylesheets; its scripts are only
 * needed to take it over, so (with the boot script of the build) they are fetched once it has been
 * painted rather than alongside its stylesheet.
 */
function composeServerRenderedHtml(
  indexHtml: string,
  environment: string,
  page: {
    html: string;
    title: string | undefined;
    state: ServerRenderState;
    assets: PageAssets;
    boot: BootScripts | null;
    /** The page's address in each language, for `hreflang` alternates. */
    alternates: { hreflang: string; href: string }[];
  },
): string {
  const boot = page.boot;
  const head = [
    environmentMeta(environment),
    ...page.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`,
    ),
    ...page.assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...(boot === null
      ? page.assets.scripts.map(
          (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
        )
      : [
          `<script type="module" crossorigin src="${escapeAttribute(boot.script)}"></script>`,
          // The boot script's own imports, fetched beside it rather than once it has arrived.
          ...boot.imports.map(
            (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
          ),
        ]),
  ].join('\n    ');
  const scripts =
    boot === null
      ? ''
      : `\n    <script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${scriptSafeJson([
          boot.app.entry,
          ...boot.app.preloads,
          ...page.assets.scripts,
        ])}</script>`;
  const template = boot === null ? indexHtml : boot.app.template;
  const withTitle =
    page.title === undefined
      ? template
      : template.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  return withTitle
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>${scripts}`,
    );
}

/** The banner and footer in `language`: `banner.html`, or its Spanish `banner.es.html`. */
function readFragments(app: FastifyInstance, language: Language): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const url of servedFragments) {
    const name = path.basename(url);
    const file = path.join(
      publicFolder,
      language === 'en' ? name : name.replace(/\.html$/, `.${language}.html`),
    );
    try {
      fragments.set(url, readFileSync(file, 'utf8').trim());
    } catch {
      app.log.warn(`No ${file}: the web app shows its own markup instead.`);
    }
  }
  return fragments;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The code and styles a page needs beyond what index.html loads itself. */
interface PageAssets {
  scripts: string[];
  styles: string[];
}

/**
 * What a page needs beyond what index.html loads: for each page module it rendered, its chunk, the
 * chunks that chunk imports and their stylesheets, from the build's manifest. The styles go in the
 * head so the page is styled from its first paint; the scripts are preloaded.
 */
function createAssetList(
  manifest: Record<string, ManifestChunk>,
  base: string,
): (modules: string[]) => PageAssets {
  const entry = manifest['index.html'];
  const alreadyLoaded = new Set<string>(['index.html', ...(entry?.imports ?? [])]);
  // A handful of module sets cover every page: each one's assets are worked out once.
  const assetsBySet = new Map<string, PageAssets>();
  return (modules) => {
    const key = modules.join('\n');
    const known = assetsBySet.get(key);
    if (known !== undefined) return known;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (chunk === undefined || alreadyLoaded.has(key) || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      for (const style of chunk.css ?? []) styles.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    const address = (file: string) => `${base}${file}`;
    const assets = { scripts: [...scripts].map(address), styles: [...styles].map(address) };
    assetsBySet.set(key, assets);
    return assets;
  };
}

/** The cookies a request carries, by name (the last of a name counts). */
function cookiesOf(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

/** A Set-Cookie header's name and value, and whether it deletes the cookie. */
function setCookieOf(header: string): { name: string; value: string; deletes: boolean } | null {
  const [pair = '', ...attributes] = header.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return null;
  const deletes = attributes.some((attribute) => {
    const [key = '', value = ''] = attribute.trim().split('=');
    return (
      (key.toLowerCase() === 'max-age' && Number(value) <= 0) ||
      (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now())
    );
  });
  return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), deletes };
}

/**
 * Makes a page's calls in this process (app.inject) as the requesting browser: with its cookies,
 * its address (so rate limits and logs see the browser, not this server) and its user agent. A
 * cookie a call sets (a sign-in's session) goes on the page's own answer, and with the calls after
 * it, as the browser would send it.
 */
function callAsRequester(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
) {
  const forwarded = request.headers['x-forwarded-for'];
  const jar = cookiesOf(request.headers.cookie);
  // The page's calls answer, and record the filer's mail, in the page's language, even on the
  // visit whose address chose it (the browser has no cookie for it yet).
  jar.set(LANGUAGE_COOKIE, language);
  return async (callPath: string, init: ServerRenderCall): Promise<ServerRenderResponse> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method: init.method as 'GET',
      url: callPath,
      // A multipart body (an upload a page passes on) goes as its bytes.
      payload:
        init.body instanceof Uint8Array && !Buffer.isBuffer(init.body)
          ? Buffer.from(init.body.buffer, init.body.byteOffset, init.body.byteLength)
          : init.body,
      remoteAddress: request.socket.remoteAddress,
      headers: {
        ...init.headers,
        ...(cookie === '' ? {} : { cookie }),
        ...(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }),
        ...(request.headers['user-agent'] === undefined
          ? {}
          : { 'user-agent': request.headers['user-agent'] }),
        ...(request.headers['accept-language'] === undefined
          ? {}
          : { 'accept-language': request.headers['accept-language'] }),
      },
    });
    const setCookies = response.headers['set-cookie'];
    for (const header of setCookies === undefined ? [] : [setCookies].flat()) {
      const set = setCookieOf(String(header));
      if (set === null) continue;
      if (set.deletes) jar.delete(set.name);
      else jar.set(set.name, set.value);
      void reply.header('set-cookie', [reply.getHeader('set-cookie') ?? [], String(header)].flat());
    }
    return {
      status: response.statusCode,
      ok: response.statusCode >= 200 && response.statusCode < 300,
      headers: {
        get: (name) => {
          const value = response.headers[name.toLowerCase()];
          if (value === undefined) return null;
          return Array.isArray(value) ? value.join(', ') : String(value);
        },
      },
      json: async () => response.json<unknown>(),
    };
  };
}

/** `work`, or a refusal once `ms` have passed without its answer. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No page after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Loads the web app's server build, if the build made one; `base` is the address its files are
 * served under (the Spanish build's are under /business/es/).
 */
async function loadRenderer(
  app: FastifyInstance,
  distDir: string,
  indexHtml: string,
  base: string,
) {
  const entry = path.join(distDir, SERVER_ENTRY);
  const manifestFile = path.join(distDir, CLIENT_MANIFEST);
  if (!existsSync(entry) || !existsSync(manifestFile)) {
    app.log.warn(`No server build of the web app (${entry}): pages render in the browser.`);
    return null;
  }
  try {
    const renderer = ((await import(pathToFileURL(entry).href)) as { default: ServerRenderer })
      .default;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const bootChunk = manifest[BOOT_MODULE];
    const appScripts = takeAppScripts(indexHtml);
    const boot: BootScripts | null =
      bootChunk === undefined || appScripts === null
        ? null
        : {
            script: `${base}${bootChunk.file}`,
            imports: (bootChunk.imports ?? []).flatMap((key) => {
              const file = manifest[key]?.file;
              return file === undefined ? [] : [`${base}${file}`];
            }),
            app: appScripts,
          };
    return { renderer, assetsFor: createAssetList(manifest, base), boot };
  } catch (error) {
    app.log.error(
      { err: error },
      'The server build of the web app cannot load: pages render in the browser.',
    );
    return null;
  }
}

/** One language's build: its index.html, banner and footer, and server renderer. */
interface LanguageBuild {
  indexHtml: string;
  fragments: Map<string, string>;
  browserRendered: Buffer;
  browserRenderedEncodings: { br: Buffer; gzip: Buffer };
  serverRendering: Awaited<ReturnType<typeof loadRenderer>>;
}

async function loadLanguageBuild(
  app: FastifyInstance,
  folder: string,
  language: Language,
  environment: string,
): Promise<LanguageBuild | null> {
  const indexFile = path.join(folder, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const fragments = readFragments(app, language);
  const browserRendered = Buffer.from(
    composeBrowserRenderedHtml(indexHtml, fragments, environment),
  );
  return {
    indexHtml,
    fragments,
    browserRendered,
    browserRenderedEncodings: {
      br: brotliCompressSync(browserRendered, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: gzipSync(browserRendered, { level: 9 }),
    },
    serverRendering: await loadRenderer(
      app,
      folder,
      indexHtml,
      language === 'en' ? '/business/' : `/business/${language}/`,
    ),
  };
}

/** The part of an address under /business, and its query. */
function pageAddress(pageUrl: string): URL {
  const url = new URL(pageUrl, 'http://page');
  url.pathname = url.pathname.replace(/^\/business(?=\/|$)/, '') || '/';
  return url;
}

/**
 * The language a page is rendered in: staff pages are English; otherwise the address's `lang`,
 * then the cookie of the language link, then Accept-Language, then English.
 */
function languageOfPage(request: FastifyRequest, pageUrl: string): Language {
  const url = pageAddress(pageUrl);
  if (isStaffPage(url.pathname)) return 'en';
  return chooseLanguage({
    parameter: url.searchParams.get(LANGUAGE_PARAMETER),
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * Keeps a filer page's language in its address, so a shared link opens in it. A language named in
 * the address is remembered in the cookie; a page asked for without one, whose language is not
 * English (from the cookie or Accept-Language), is the address to send the browser to instead.
 */
function languageInAddress(request: FastifyRequest, reply: FastifyReply): string | null {
  const url = pageAddress(request.url);
  if (isStaffPage(url.pathname)) return null;
  const named = languageNamed(url.searchParams.get(LANGUAGE_PARAMETER));
  if (named !== null) {
    if (request.cookies[LANGUAGE_COOKIE] !== named) {
      reply.setCookie(LANGUAGE_COOKIE, named, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: LANGUAGE_COOKIE_SECONDS,
        secure: new URL(request.server.config.publicBaseUrl).protocol === 'https:',
      });
    }
    return null;
  }
  const language = languageOfPage(request, request.url);
  if (language === 'en') return null;
  const target = new URL(request.url, 'http://page');
  target.searchParams.set(LANGUAGE_PARAMETER, language);
  return `${target.pathname}${target.search}`;
}

/** The page's address in each language (the `lang` parameter set), for search engines. */
function alternateLinks(request: FastifyRequest, pageUrl: string) {
  const url = pageAddress(pageUrl);
  if (isStaffPage(url.pathname)) return [];
  const origin = new URL(request.server.config.publicBaseUrl).origin;
  const inLanguage = (language: Language | null) => {
    const address = new URL(pageUrl, origin);
    if (language === null) address.searchParams.delete(LANGUAGE_PARAMETER);
    else address.searchParams.set(LANGUAGE_PARAMETER, language);
    return address.href;
  };
  // Without a language the page takes the browser's: the address for anyone else.
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(language) })),
    { hreflang: 'x-default', href: inLanguage(null) },
  ];
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Answers a browser that navigated to an address under /business (a document's download)
     * with the app's page at that address, in the site's shell: `status`, and `message` as what
     * the page says of the refusal. Routes of their own under /business use it instead of the
     * API's JSON envelope.
     */
    sendRefusalPage(options: { status: number; message: string }): Promise<void>;
  }
}

/**
 * A refusal's page while the app cannot render one (it is not built, or the request never
 * reached a route): the message alone, with the way to the list of forms.
 */
export function refusalPageWithoutApp(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Error - Secretary of State</title></head>
<body><main><h1>Error</h1><p role="alert">${escapeText(message)}</p>
<p><a href="${FILE_A_FORM_PATH}">Go to the list of forms</a></p></main></body></html>`;
}

/** Registers the web app, the banner and footer, and the redirects to the file-a-form page. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const distDir = app.config.webDistDir;
  const built = existsSync(path.join(distDir, 'index.html'));

  // Until the app is known to render pages, a refusal is its message on a plain page.
  let sendRefusal = (
    _request: FastifyRequest,
    reply: FastifyReply,
    options: { status: number; message: string },
  ): Promise<void> => {
    void reply
      .code(options.status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(refusalPageWithoutApp(options.message));
    return Promise.resolve();
  };
  app.decorateReply(
    'sendRefusalPage',
    function (this: FastifyReply, options: { status: number; message: string }) {
      return sendRefusal(this.request, this, options);
    },
  );

  await app.register(fastifyStatic, {
    root: publicFolder,
    prefix: '/apps/biz/html/',
    index: false,
    wildcard: false,
    // reply.sendFile belongs to the web app's instance below.
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response) => {
      void response.header('cache-control', 'public, max-age=3600');
    },
  });

  const toFileAForm = async (_request: unknown, reply: FastifyReply) =>
    reply.redirect(FILE_A_FORM_PATH, 302);
  app.get('/', { schema: { hide: true } }, toFileAForm);
  app.get('/business', { schema: { hide: true } }, toFileAForm);

  if (!built) {
    app.log.warn(
      `The web app is not built (no ${distDir}/index.html); /business answers 503 until it is.`,
    );
    app.get('/business/*', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage),
    );
    return;
  }

  // wildcard: false registers one route per file found now (never the server build or the
  // manifest, which sit in dot-folders), so files are found without a disk lookup per request;
  // the catch-all below then only sees addresses that are not files.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/business/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset, so nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = [HASHED_ASSETS_PATH, SPANISH_ASSETS_PATH].some((prefix) =>
        filePath.startsWith(path.join(distDir, prefix.replace('/business/', ''))),
      );
      const isIndex = path.basename(filePath) === 'index.html';
      response.header(
        'cache-control',
        isHashedAsset
          ? 'public, max-age=31536000, immutable'
          : isIndex
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const environment = app.config.appEnv;
  // One build per language (the Spanish one in es/, built from the Spanish twins of the text);
  // a language whose build is missing is served in English.
  const builds = new Map<Language, LanguageBuild>();
  for (const language of LANGUAGES) {
    const folder = language === 'en' ? distDir : path.join(distDir, language);
    const build = await loadLanguageBuild(app, folder, language, environment);
    if (build !== null) builds.set(language, build);
    else
      app.log.warn(`No ${language} build of the web app (${folder}): those pages are in English.`);
  }
  const buildIn = (language: Language): LanguageBuild =>
    builds.get(language) ?? (builds.get('en') as LanguageBuild);

  const sendHtml = async (
    request: FastifyRequest,
    reply: FastifyReply,
    html: Buffer,
    precompressed?: { br: Buffer; gzip: Buffer },
  ) => {
    // A page shows what the session's cookie opens (an account's new API key, a filer's details)
    // and the filing in progress: no browser or proxy keeps it.
    reply
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding, cookie, accept-language')
      .type('text/html; charset=utf-8');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    const body =
      precompressed?.[encoding] ??
      (encoding === 'br'
        ? await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await compressGzip(html, { level: 6 }));
    return reply.header('content-encoding', encoding).send(body);
  };

  /**
   * Sends the app's page at `pageUrl` (rendered here when the server build can, else for the
   * browser to render), with `status` when given instead of the page's own. With a submission,
   * the page's action takes the posted form first: its redirect is a 303 (reload and Back never
   * post again), else the page shows the form as typed with its messages.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pageUrl: string,
    options: {
      status?: number;
      submission?: SubmittedForm;
      refusal?: ServerRenderRequest['refusal'];
    } = {},
  ) => {
    const { status, submission, refusal } = options;
    const formToken = formTokenOf(request, reply);
    const language = languageOfPage(request, pageUrl);
    const { indexHtml, fragments, browserRendered, browserRenderedEncodings, serverRendering } =
      buildIn(language);
    if (serverRendering !== null) {
      try {
        // The renderer stops waiting for calls at the timeout; this guards against one that
        // does not stop at all.
        const result = await withDeadline(
          serverRendering.renderer.renderPage({
            url: pageUrl,
            formToken,
            ...(submission === undefined ? {} : { submission }),
            ...(refusal === undefined ? {} : { refusal }),
            call: callAsRequester(app, request, reply, language),
            fragments,
            timeoutMs: RENDER_TIMEOUT_MS,
            reportError: (error) =>
              request.log.warn(
                { err: error },
                'Part of a page could not be rendered on the server: the browser renders it',
              ),
          }),
          RENDER_TIMEOUT_MS + 1000,
        );
        if (result.kind === 'redirect' && status === undefined) {
          return reply.redirect(result.location, submission === undefined ? 302 : 303);
        }
        if (result.kind === 'page') {
          const html = composeServerRenderedHtml(indexHtml, environment, {
            html: result.html,
            title: result.title,
            state: result.state,
            assets: serverRendering.assetsFor(result.state.modules),
            boot: serverRendering.boot,
            alternates: alternateLinks(request, pageUrl),
          });
          return await sendHtml(request, reply.code(status ?? result.status), Buffer.from(html));
        }
      } catch (error) {
        request.log.error({ err: error }, 'A page could not be rendered on the server');
      }
    }
    return sendHtml(request, reply.code(status ?? 200), browserRendered, browserRenderedEncodings);
  };

  sendRefusal = async (request, reply, { status, message }) => {
    const retryAfter = Number(reply.getHeader('retry-after'));
    await sendPage(request, reply, request.url, {
      status,
      refusal: {
        status,
        message,
        ...(Number.isInteger(retryAfter) && retryAfter > 0
          ? { retryAfterSeconds: retryAfter }
          : {}),
      },
    });
  };

  app.get<{ Params: { '*': string } }>(
    '/business/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const rest = request.params['*'];
      if (rest === '') return reply.redirect(FILE_A_FORM_PATH, 302);
      // A missing file (a name with an extension, or anything under assets/) is the app's
      // page-not-found page with its 404, never the app at that address with a 200.
      const lastSegment = rest.split('/').pop() ?? '';
      const missingFile =
        request.url.startsWith(HASHED_ASSETS_PATH) ||
        request.url.startsWith(SPANISH_ASSETS_PATH) ||
        lastSegment.includes('.');
      if (!missingFile) {
        const keepLanguage = languageInAddress(request, reply);
        if (keepLanguage !== null) return reply.redirect(keepLanguage, 302);
      }
      return sendPage(request, reply, request.url, missingFile ? { status: 404 } : {});
    },
  );

  // Forms the browser posts itself: before the page's script has taken it over, when a script
  // request stalls or is blocked, or with scripts off. A page's action takes the post on the
  // server (see sendPage). Anything else, or a body that cannot be read, is answered with a page
  // in the site's shell that says the answers were not sent, never the API's JSON envelope.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // A page's upload form: its few fields and files are read in the handler, in memory.
    await scope.register(multipart, {
      limits: {
        fileSize: PAGE_FILE_LIMIT,
        files: PAGE_FILES_LIMIT,
        fields: 50,
        fieldSize: FORM_BODY_LIMIT,
      },
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, parseUrlEncodedForm(String(body))),
    );
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    });
    const formNotSent = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
      const from = (request.url.split('?')[0] ?? '').replace(/^\/business(?=\/|$)/, '') || '/';
      reply.header('allow', 'GET, HEAD, POST');
      return sendPage(
        request,
        reply,
        `/business/formnotsent?${new URLSearchParams({ from }).toString()}`,
        { status },
      );
    };
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      request.log.warn({ err: error }, 'A form post to a page could not be read');
      return formNotSent(request, reply, error.statusCode ?? 400);
    });
    for (const url of ['/business', '/business/*']) {
      scope.route({
        method: 'POST',
        url,
        schema: { hide: true },
        // The form token in the post stands in for the API's header (plugins/page-forms.ts).
        config: { csrfDefence: 'form-token' },
        handler: async (request, reply) => {
          if (request.isMultipart()) {
            const posted = await readMultipartForm(request);
            return sendPage(request, reply, request.url, {
              submission: { ...posted, fromThisSite: isOwnFormPost(request, posted.fields) },
            });
          }
          const fields = Array.isArray(request.body) ? (request.body as PostedFields) : null;
          if (fields === null) return formNotSent(request, reply, 415);
          return sendPage(request, reply, request.url, {
            submission: {
              fields: fields.map(([name, value]) => [name, value]),
              fromThisSite: isOwnFormPost(request, fields),
            },
          });
        },
      });
      scope.route({
        method: ['PUT', 'PATCH', 'DELETE'],
        url,
        schema: { hide: true },
        // Nothing is changed here: the cross-site defence has nothing to guard.
        config: { csrfDefence: 'changes-nothing' },
        handler: (request, reply) => formNotSent(request, reply, 405),
      });
    }
  });
}
