// Builds the domain package, the server and the web app, in that order.
//
//   node tools/build.js             builds all three
//   node tools/build.js --if-stale  builds only those whose inputs changed since their last build
//   node tools/build.js --if-stale domain api   only the named ones (what the seed CLI needs)
//
// A build writes a hash of everything it read (sources, configs, the lockfile, the build-time
// environment) into its output folder. Contents, not modification times: switching branches or a
// fresh clone touches every file, and an older file copied over a newer one still counts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const stampName = '.build-inputs';
const sharedInputs = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'tools/build.js'];
const domainInputs = [
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/domain/tsconfig.json',
  'packages/domain/tsconfig.build.json',
];

/** Each target: the workspace whose `build` script makes it, what it reads, where it writes. */
const targets = {
  domain: {
    workspace: 'packages/domain',
    output: 'packages/domain/dist',
    inputs: [...sharedInputs, ...domainInputs],
    environment: [],
  },
  api: {
    workspace: 'apps/api',
    output: 'apps/api/dist',
    // The server is checked against the domain's declarations, so a domain change rebuilds it.
    inputs: [
      ...sharedInputs,
      ...domainInputs,
      'apps/api/src',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      'apps/api/tsconfig.build.json',
      'apps/api/scripts',
    ],
    environment: [],
  },
  web: {
    workspace: 'apps/web',
    output: 'apps/web/dist',
    inputs: [
      ...sharedInputs,
      ...domainInputs,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      'apps/web/.env',
      'apps/web/.env.production',
      'apps/web/.env.local',
      'apps/web/.env.production.local',
    ],
    // Vite puts these into the bundle.
    environment: [/^VITE_/, /^BUILD_VERSION$/, /^NODE_ENV$/],
  },
};

/** Files under `entry` (a file or a folder), sorted, leaving out tests that no build reads. */
function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !/\.test\.tsx?$/.test(item.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((item) => listFiles(path.posix.join(entry, item.name)));
}

function inputsHash(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(listFiles)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const variables = Object.keys(process.env)
    .filter((name) => target.environment.some((pattern) => pattern.test(name)))
    .sort();
  for (const name of variables) hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

function builtHash(target) {
  const stamp = path.join(root, target.output, stampName);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : undefined;
}

const { values, positionals } = parseArgs({
  options: { 'if-stale': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const unknown = positionals.filter((name) => !(name in targets));
if (unknown.length > 0) {
  console.error(
    `Unknown build target ${unknown.join(', ')}; known: ${Object.keys(targets).join(', ')}.`,
  );
  process.exit(2);
}
const chosen = positionals.length > 0 ? positionals : Object.keys(targets);

for (const name of Object.keys(targets).filter((key) => chosen.includes(key))) {
  const target = targets[name];
  const hash = inputsHash(target);
  if (values['if-stale'] && builtHash(target) === hash) {
    console.log(`${name}: up to date`);
    continue;
  }
  console.log(`${name}: building`);
  // A clean folder: outputs of deleted sources must not linger and be served or imported.
  rmSync(path.join(root, target.output), { recursive: true, force: true });
  execFileSync('npm', ['run', 'build', '--silent', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  writeFileSync(path.join(root, target.output, stampName), `${hash}\n`);
}
