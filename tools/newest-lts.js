// Runs the server tests again on the newest Node.js LTS, beside the Node.js that runs npm: the
// project supports Node.js 22 and 24 LTS (and still runs on 20.19, which no longer receives
// security fixes).
//
//   node tools/newest-lts.js            (npm run test:newest-lts)
//
// The runtime is the npm registry's `node` package at a pinned version (it installs the official
// binary for this platform from the same registry), kept in node_modules/.cache so that a second
// run starts at once. NEWEST_LTS_NODE names a node binary to use instead.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const version = '24.21.0';
const root = path.resolve(import.meta.dirname, '..');
const prefix = path.join(root, 'node_modules', '.cache', `node-${version}`);
const installed = path.join(prefix, 'node_modules', '.bin', 'node');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let node = process.env.NEWEST_LTS_NODE;
if (node === undefined) {
  if (!existsSync(installed)) {
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${version}`,
    ]);
  }
  node = installed;
}
const reported = spawnSync(node, ['--version'], { encoding: 'utf8' });
console.log(`Server tests on Node.js ${reported.stdout.trim()}, on PostgreSQL`);
// PostgreSQL only: what a production deployment runs. The embedded database is WebAssembly, the
// same on every Node.js; the tests written for it alone still run.
process.env.TEST_DATABASE_KINDS ??= 'postgres';
run(node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'api*']);
