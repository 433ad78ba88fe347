// Runs npm scripts at the same time and fails if any of them fails. Each one's output is kept
// and printed whole when it ends, so two never interleave.
//
//   node tools/together.js typecheck lint build
//
// The checks before the tests wait mostly on one core each (tsc, eslint) while a build uses the
// other; side by side they take about as long as the slowest instead of the sum.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/together.js <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs `npm run <script>`, collecting stdout and stderr together; resolves with its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n=== npm run ${script}: ${outcome} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
