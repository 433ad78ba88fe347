// Secrets the registry must keep and use again (a webhook endpoint's signing secret) are kept
// sealed: AES-256-GCM under the registry's secrets key, so that a copy of the database (a backup,
// a replica, a leaked dump) does not carry them in clear. A sealed value names the key it was
// sealed with, so the key can be changed: the new key seals, and the keys listed as previous are
// still accepted for opening until every value has been sealed again with the new one.
//
// The key comes from SECRETS_KEY. Without it, the embedded default keeps one in the data folder
// (made at the first start, readable by its owner only); the test environment uses a fixed key,
// and a throwaway in-memory database a key of its own that dies with it.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';

/** The format of a sealed value: v1.<key id>.<iv>.<ciphertext>.<tag>, each part base64url. */
const format = 'v1';
const keyBytes = 32;
const ivBytes = 12;

/** The file the embedded default keeps its key in, inside DATA_DIR. */
const secretsKeyFileName = 'secrets.key';

/**
 * The key of the test environment (APP_ENV=test): fixed, so that test servers started one after
 * another on one database open what the others sealed. It is public: never for real secrets.
 */
export const testEnvironmentSecretsKey = createHash('sha256')
  .update('Registrar test environment secrets key')
  .digest('base64');

export interface SecretsKeyring {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  /** Every key that opens values, by id: the current one and the previous ones. */
  readonly keys: ReadonlyMap<string, Buffer>;
}

/** A sealed value that no key of the keyring opens, or that was changed. */
export class SealedSecretUnreadable extends Error {}

/** A key's id: a short digest of the key, so that a sealed value names its key without it. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256')
    .update('registrar secrets key id')
    .update(key)
    .digest('hex')
    .slice(0, 12);
}

/** The keyring of a current key and the previous keys that still open older values. */
export function createSecretsKeyring(
  current: Buffer,
  previous: readonly Buffer[] = [],
): SecretsKeyring {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) {
    if (key.length !== keyBytes) throw new Error(`A secrets key is ${String(keyBytes)} bytes.`);
    keys.set(keyIdOf(key), key);
  }
  return { currentKeyId: keyIdOf(current), keys };
}

/**
 * Seals `secret` with the current key. `purpose` is bound into the seal, so that a value sealed
 * for one use cannot be passed off as another's.
 */
export function sealSecret(keyring: SecretsKeyring, purpose: string, secret: string): string {
  const key = keyring.keys.get(keyring.currentKeyId);
  if (key === undefined) throw new Error('The keyring has no current key');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [format, keyring.currentKeyId, ...parts].join('.');
}

/** Opens a value sealed for `purpose`; SealedSecretUnreadable when no key of the ring can. */
export function openSealedSecret(keyring: SecretsKeyring, purpose: string, sealed: string): string {
  const [version, keyId, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (
    version !== format ||
    keyId === undefined ||
    iv === undefined ||
    ciphertext === undefined ||
    tag === undefined ||
    rest.length > 0
  )
    throw new SealedSecretUnreadable('This is not a sealed value.');
  const key = keyring.keys.get(keyId);
  if (key === undefined)
    throw new SealedSecretUnreadable(
      `The value was sealed with secrets key ${keyId}, which this server does not have.`,
    );
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SealedSecretUnreadable(`The value sealed with secrets key ${keyId} does not open.`);
  }
}

/** A key as the configuration and the key file write it: 32 bytes in base64. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === keyBytes ? key : null;
}

/**
 * The embedded default's key: read from DATA_DIR/secrets.key, or made there at the first start
 * (mode 600: only the server's own user reads it). A file others may read is made private again.
 */
async function keyFromDataFolder(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, secretsKeyFileName);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx': made only if no file is there, so a key already kept is never replaced.
    await writeFile(file, `${randomBytes(keyBytes).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
  }
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const key = parseSecretsKey(await readFile(file, 'utf8'));
  if (key === null)
    throw new Error(
      `${file} does not hold a secrets key (32 bytes in base64). Put back the file from the backup of this data folder, or set SECRETS_KEY.`,
    );
  return key;
}

/** The keyring the configuration names: SECRETS_KEY, or the default of its environment. */
async function openSecretsKeyring(config: AppConfig): Promise<SecretsKeyring> {
  const { current, previous } = config.secretsKeys;
  if (current !== null) return createSecretsKeyring(current, previous);
  if (config.appEnv === 'test') {
    const fixed = parseSecretsKey(testEnvironmentSecretsKey);
    if (fixed === null) throw new Error('The test environment key is not a key');
    return createSecretsKeyring(fixed, previous);
  }
  // A throwaway database: what it seals goes with it.
  if (config.dataDir.startsWith('memory://'))
    return createSecretsKeyring(randomBytes(keyBytes), previous);
  return createSecretsKeyring(await keyFromDataFolder(config.dataDir), previous);
}

const keyrings = new WeakMap<AppConfig, Promise<SecretsKeyring>>();

/** The configuration's keyring, opened once (the key file read or made at the first call). */
export function secretsKeyringOf(config: AppConfig): Promise<SecretsKeyring> {
  let keyring = keyrings.get(config);
  if (keyring === undefined) {
    keyring = openSecretsKeyring(config);
    keyrings.set(config, keyring);
  }
  return keyring;
}
