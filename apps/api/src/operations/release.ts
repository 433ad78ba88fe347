// Which release is running: its version (BUILD_VERSION, else the server's package.json) and the
// commit it was built from (BUILD_COMMIT, else the checkout's HEAD when the server runs from a git
// checkout, else "unknown"). The start log, /metrics (registrar_build_info) and the health answers
// name it, so an operator can tell which release answers.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Release {
  version: string;
  commit: string;
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

let checkoutCommit: string | undefined;

/** The checkout's HEAD, read once per process; "unknown" outside a git checkout. */
function commitOfCheckout(): string {
  if (checkoutCommit !== undefined) return checkoutCommit;
  checkoutCommit = 'unknown';
  if (existsSync(path.join(repositoryRoot, '.git'))) {
    try {
      checkoutCommit = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: repositoryRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5_000,
      }).trim();
    } catch {
      // No git on the machine: the commit is not known.
    }
  }
  return checkoutCommit;
}

/** The server's own version, from its package.json (the project's, kept equal to it). */
function projectVersion(): string {
  try {
    const manifest = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The running release, from the environment or the checkout. */
export function releaseOf(env: { BUILD_VERSION?: string; BUILD_COMMIT?: string }): Release {
  return {
    version: env.BUILD_VERSION ?? projectVersion(),
    commit: env.BUILD_COMMIT ?? commitOfCheckout(),
  };
}
