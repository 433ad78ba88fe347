// Serves the built single-page app under /business (any deep link gets index.html, so the
// browser's router shows the page), the static banner and footer fragments under
// /apps/biz/html/, and sends / and /business to the file-a-form page. Registered last.
import { existsSync } from 'node:fs';
import path from 'node:path';
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
      // setHeaders above marks index.html no-cache: a new build is picked up on the next visit.
      return reply.sendFile('index.html');
    },
  );
}
