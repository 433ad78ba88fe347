import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { reactOnPreact } from './react-on-preact.ts';

// The SPA lives under /business; the API prefixes are served by the Fastify server on port 3000,
// so the dev server proxies them and the browser sees one origin, as in production.
const apiServer = 'http://localhost:3000';

// The about page shows the client's build version: BUILD_VERSION when the build sets one (as the
// server reads it), else this package's version.
const packageVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
const clientVersion = process.env.BUILD_VERSION ?? packageVersion;
const proxiedPrefixes = [
  '/business-api',
  '/common-db-api',
  '/ens-db-api',
  '/user-manager-api',
  '/payment',
  '/apps',
];

/**
 * Writes .br and .gz copies of the text assets once, at build time, so the server sends
 * compressed files without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'registrar-precompress',
    apply: 'build',
    configResolved(config) {
      // The server build is read from disk by the server, never sent: nothing to compress.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (outDir === '') return;
      const served = walk(outDir).filter((name) => !name.includes(`${path.sep}.vite${path.sep}`));
      for (const file of served.filter((name) => compressible.test(name))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The Spanish build (`--mode es`): every module with a Spanish twin beside it (`x.es.ts` for
 * `x.ts`, `x.es.ts` for a catalogue `x.en.ts`, `es.ts` for the shell's `en.ts`) is replaced by the
 * twin, so pages, catalogues and the domain's messages speak Spanish and a page downloads the
 * text of its own language only. A twin's own imports of its English module are left alone, so it
 * can take its types and anything that is not text from there.
 */
function spanishTwins(): Plugin {
  // A catalogue `x.en.ts` has the twin `x.es.ts`; a text module `x.ts` (never a component) has
  // `x.es.ts` unless that file is the twin of a catalogue `x.en.ts` beside it.
  const twinOf = (file: string): string | null => {
    if (path.basename(file) === 'en.ts') return path.join(path.dirname(file), 'es.ts');
    if (file.endsWith('.en.ts')) return file.replace(/\.en\.ts$/, '.es.ts');
    if (!file.endsWith('.ts') || existsSync(file.replace(/\.ts$/, '.en.ts'))) return null;
    return file.replace(/\.ts$/, '.es.ts');
  };
  return {
    name: 'registrar-spanish-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external || resolved.id.includes('node_modules'))
        return null;
      const file = resolved.id.split('?')[0] ?? '';
      if (file.endsWith('.es.ts')) return null;
      const twin = twinOf(file);
      if (twin === null || importer.split('?')[0] === twin || !existsSync(twin)) return null;
      return twin;
    },
    transformIndexHtml: (html) =>
      html
        .replace('<html lang="en">', '<html lang="es">')
        .replace('<title>Secretary of State</title>', '<title>Secretaría de Estado</title>'),
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  base: mode === 'es' ? '/business/es/' : '/business/',
  plugins: [react(), precompress(), ...(mode === 'es' ? [spanishTwins()] : [])],
  define: {
    'import.meta.env.VITE_CLIENT_VERSION': JSON.stringify(clientVersion),
    // The server build carries its own Preact: the production build, whatever NODE_ENV the server has.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  resolve: {
    // The domain package is bundled from its TypeScript sources (its "source" export), not from
    // the dist the server runs on, so the web build never waits for or trusts a domain build.
    conditions: ['source', ...defaultClientConditions],
    alias: [
      // Lets the USWDS theme settings point url()s at the package's fonts and images so Vite
      // copies (and fingerprints) only the files the compiled CSS references.
      {
        find: '@uswds-dist',
        replacement: fileURLToPath(
          new URL('../../node_modules/@uswds/uswds/dist', import.meta.url),
        ),
      },
      // React's modules are Preact's, in the browser and in the server render alike: about 10 KB
      // gzipped instead of React's 56 on every first visit (decision 0068). The server build
      // bundles Preact with the app.
      ...reactOnPreact(),
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [
          fileURLToPath(new URL('../../node_modules/@uswds/uswds/packages', import.meta.url)),
        ],
        quietDeps: true,
      },
    },
  },
  ssr: {
    // The server build carries everything it imports but the domain package, which it shares with
    // the server that loads it: the filing types and steps a deployment registers at run time are
    // then the ones its pages render and take the posts of.
    noExternal: true,
    // The Spanish server build carries its own copy of the domain, built from the Spanish twins of
    // its text: its pages then validate and speak in Spanish. (A filing type registered at run
    // time is therefore rendered in Spanish by the browser, not here.)
    external: mode === 'es' ? [] : ['@registrar/domain'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads which chunks each page module needs, to preload them with its HTML.
    manifest: !isSsrBuild,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      // The app's page, and the script that loads it after a server-rendered page's first paint.
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
            },
          }),
      treeshake: {
        // The domain package is pure declarations (schemas, tables, functions) but does not say so in
        // its package.json; saying it here lets the first page leave out the parts it does not use.
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/'),
      },
      // .mjs: the server imports its build as ES modules.
      ...(isSsrBuild
        ? { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } }
        : {}),
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }]),
    ),
  },
}));
