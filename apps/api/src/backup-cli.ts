// Backs up the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to a file, and
// restores such a file into an empty database:
//
//   npm run backup -- --out FILE     one consistent snapshot, gzipped, with its checksum
//   npm run restore -- FILE          into an empty database only; the file is checked first
//
// PostgreSQL is backed up while its servers run. The embedded database belongs to one process:
// stop the server first (the command says so when it is still running).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, invocationDirectory, loadConfig } from './config.ts';
import { describeDatabaseError, isDatabaseConnectionError } from './db/connection-errors.ts';
import { DataDirInUse } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { BackupRefused, restoreBackup, writeBackup } from './operations/backup.ts';

const usage = 'Usage: npm run backup -- --out FILE\n       npm run restore -- FILE';

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The database the configuration names, opened as it stands (neither command migrates first). */
async function openConfigured(command: 'backup' | 'restore') {
  const config = loadConfig();
  if (config.databaseUrl === undefined) {
    if (config.dataDir.startsWith('memory://')) {
      throw new ConfigError(`DATA_DIR=${config.dataDir} names no folder to ${command}.`);
    }
    // A backup of a folder with no database would make an empty one there and back that up.
    const initialised = await stat(path.join(config.dataDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    if (command === 'backup' && !initialised) {
      throw new ConfigError(`There is no embedded database in DATA_DIR (${config.dataDir}).`);
    }
  }
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: false,
    poolSize: 2,
  });
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const [command, ...files] = positionals;
  if (command === 'backup' && values.out !== undefined && files.length === 0) {
    const file = path.resolve(invocationDirectory(), values.out);
    const database = await openConfigured('backup');
    try {
      const done = await writeBackup(database, file);
      console.log(
        `Backed up ${done.rows} rows of ${done.tables} tables and ${done.sequences} sequences ` +
          `(schema ${done.migration ?? 'none'}) from the ${database.kind} database to ${done.file} ` +
          `(${formatBytes(done.bytes)}, SHA-256 ${done.sha256}) in ${done.seconds.toFixed(1)} s; ` +
          'sessions, rate-limit counters and setup links are left out.',
      );
    } finally {
      await database.close();
    }
    return;
  }
  const [named] = files;
  if (command === 'restore' && values.out === undefined && named !== undefined && !files[1]) {
    const file = path.resolve(invocationDirectory(), named);
    const database = await openConfigured('restore');
    try {
      const done = await restoreBackup(database, file);
      const migrated =
        done.migrationNow === done.migrationOfBackup
          ? `schema ${done.migrationNow ?? 'none'}`
          : `schema ${done.migrationOfBackup ?? 'none'}, migrated to ${done.migrationNow ?? 'none'}`;
      console.log(
        `Restored ${done.rows} rows of ${done.tables} tables and ${done.sequences} sequences from ` +
          `${file} (taken ${done.backedUpAt}; ${migrated}) into the ${database.kind} database in ` +
          `${done.seconds.toFixed(1)} s; everyone signs in again.`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  throw new ConfigError(usage);
}

main().catch((error: unknown) => {
  if (isDatabaseConnectionError(error)) {
    const { code, reason } = describeDatabaseError(error);
    console.error(
      `The database cannot be reached: ${code === undefined ? '' : `${code} `}${reason}`,
    );
  } else if (
    error instanceof ConfigError ||
    error instanceof BackupRefused ||
    error instanceof DataDirInUse
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
