// Serves the built single-page app under /business (any deep link gets index.html, so the
// browser's router shows the page), the static banner and footer fragments under
// /apps/biz/html/, and sends / and /business to the file-a-form page. Registered last.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where Cancel, a payment cancel and the bare addresses land (spec README decision 7). */
const FILE_A_FORM_PATH = '/business/filing/fileaform';

const publicFolder = path.resolve(import.meta.dirname, '../../public');
/** Vite puts content-hashed files here: their address changes whenever their content does. */
const HASHED_ASSETS_PATH = '/business/assets/';

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

/**
 * The app's index.html with what the first paint needs already in it, so nothing moves when the
 * script arrives: the banner and footer fragments (marked with the address they come from; the
 * shell takes them over as they are) with room for the page between them, and the environment
 * name the navigation depends on. Built once at start, with its compressed copies.
 */
function composeFirstHtml(
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
    .replace(
      '</head>',
      `<meta name="registrar-environment" content="${escapeAttribute(environment)}" />\n  </head>`,
    );
}

function readFragments(app: FastifyInstance): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const url of servedFragments) {
    const file = path.join(publicFolder, path.basename(url));
    try {
      fragments.set(url, readFileSync(file, 'utf8').trim());
    } catch {
      app.log.warn(`No ${file}: the web app shows its own markup instead.`);
    }
  }
  return fragments;
}

/** Registers the web app, the banner and footer, and the redirects to the file-a-form page. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const distDir = app.config.webDistDir;
  const built = existsSync(path.join(distDir, 'index.html'));

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

  // wildcard: false registers one route per file found now, so files are found without a disk
  // lookup per request; the catch-all below then only sees addresses that are not files.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/business/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset, so nothing is compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.startsWith(
        path.join(distDir, HASHED_ASSETS_PATH.replace('/business/', '')),
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

  const firstHtml = Buffer.from(
    composeFirstHtml(
      readFileSync(path.join(distDir, 'index.html'), 'utf8'),
      readFragments(app),
      app.config.appEnv,
    ),
  );
  const firstHtmlEncodings = {
    br: brotliCompressSync(firstHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(firstHtml, { level: 9 }),
  };
  const sendFirstHtml = (acceptEncoding: string | undefined, reply: FastifyReply) => {
    const accepted = acceptEncoding ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(firstHtml);
    return reply.header('content-encoding', encoding).send(firstHtmlEncodings[encoding]);
  };

  app.get<{ Params: { '*': string } }>(
    '/business/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const rest = request.params['*'];
      if (rest === '') return reply.redirect(FILE_A_FORM_PATH, 302);
      // A missing file (a name with an extension, or anything under assets/) is a 404, not the app.
      const lastSegment = rest.split('/').pop() ?? '';
      if (request.url.startsWith(HASHED_ASSETS_PATH) || lastSegment.includes('.')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      // no-cache: a new build is picked up on the next visit.
      return sendFirstHtml(request.headers['accept-encoding'], reply);
    },
  );
}
