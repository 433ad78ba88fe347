// Where the open-data exports live and which one is current. Each export is a folder of its own
// (its four files and its manifest), built under a temporary name and renamed when complete; the
// current one is named by current.json, which is replaced by a rename too. A reader therefore
// sees a whole export or the one before it, never half of one, and two processes building at once
// each publish a complete export: the last rename wins.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDataManifestSchema, type OpenDataManifest } from '@registrar/domain';
import type { AppConfig } from '../../config.ts';

const CURRENT_FILE = 'current.json';
/** An export being written: never served, removed by a later build if its builder died. */
export const BUILDING_PREFIX = '.building-';
/** A replaced export stays this long, so that downloads begun from its manifest can finish. */
const REPLACED_EXPORT_KEPT_MS = 6 * 3_600_000;
/** A build older than this was abandoned (a build takes minutes at most). */
const ABANDONED_BUILD_MS = 24 * 3_600_000;

// An app on the in-memory database keeps its export in a temporary folder of its own, so that
// tests (many apps in one process) never see each other's.
const temporaryFolders = new WeakMap<AppConfig, string>();

/** The folder of this app's open-data exports. */
export function openDataDirectory(config: AppConfig): string {
  if (config.openDataDir !== null) return config.openDataDir;
  let folder = temporaryFolders.get(config);
  if (folder === undefined) {
    folder = path.join(tmpdir(), `registrar-open-data-${randomUUID()}`);
    temporaryFolders.set(config, folder);
  }
  return folder;
}

export interface CurrentExport {
  manifest: OpenDataManifest;
  /** The manifest as published (manifest.json answers these bytes). */
  manifestBytes: Buffer;
  /** The folder holding the export's files. */
  folder: string;
}

/** The current export, or null before the first one is complete. */
export async function readCurrentExport(root: string): Promise<CurrentExport | null> {
  let manifestBytes: Buffer;
  try {
    manifestBytes = await readFile(path.join(root, CURRENT_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const manifest = openDataManifestSchema.parse(JSON.parse(manifestBytes.toString('utf8')));
  return { manifest, manifestBytes, folder: path.join(root, manifest.exportId) };
}

/** Makes a complete export folder the current one; its manifest is already inside it. */
export async function publishExport(root: string, manifestBytes: Buffer): Promise<void> {
  const temporary = path.join(root, `${BUILDING_PREFIX}${randomUUID()}.json`);
  await writeFile(temporary, manifestBytes);
  await rename(temporary, path.join(root, CURRENT_FILE));
}

/**
 * Removes exports replaced long enough ago and builds abandoned by a process that stopped. The
 * current export and builds under way (recent) are kept, whichever process made them.
 */
export async function pruneExports(root: string, now: Date): Promise<void> {
  const current = await readCurrentExport(root);
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.name === CURRENT_FILE || entry.name === current?.manifest.exportId) continue;
    const full = path.join(root, entry.name);
    const modified = await stat(full).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) continue;
    const age = now.getTime() - modified;
    const keptFor = entry.name.startsWith(BUILDING_PREFIX)
      ? ABANDONED_BUILD_MS
      : REPLACED_EXPORT_KEPT_MS;
    if (age > keptFor) await rm(full, { recursive: true, force: true });
  }
}
