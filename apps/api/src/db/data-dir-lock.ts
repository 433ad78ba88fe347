// The embedded database belongs to one process. PGlite takes no lock of its own, and a second
// process opening the same folder (a command run while the server is up) corrupts it. So the
// process that opens a folder writes its process ID there first, and one that finds the ID of a
// process still running is refused with a message saying so, before PGlite touches the files.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Thrown when another running process has the embedded database open. */
export class DataDirInUse extends Error {}

const lockFileName = 'registrar.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Claims the embedded database's folder for this process; the function returned gives it up. A
 * file left by a process that ended without closing the database (a crash, a kill -9) names a
 * process that no longer runs, or this one after a restart in a fresh container: it is taken over.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await holderOf(file)) === process.pid) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(file);
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUse(
        `The embedded database in ${dataDir} is in use by process ${holder} (a running server or ` +
          `command): it belongs to one process at a time. Stop that process and try again. If no ` +
          `Registrar process runs on this machine, delete ${file}.`,
      );
    }
    await rm(file, { force: true });
  }
  throw new DataDirInUse(
    `The embedded database in ${dataDir} is being opened by another process at the same moment.`,
  );
}
