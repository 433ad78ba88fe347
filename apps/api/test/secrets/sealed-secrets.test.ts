// The secrets key and what it seals: AES-256-GCM values that name their key, open only for their
// purpose and only unchanged, with previous keys still opening what they sealed; the key from
// SECRETS_KEY, the embedded default's key file (made at the first start, mode 600, kept), the
// test environment's fixed key, and the configuration refusing production on PostgreSQL without
// a key.
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import {
  createSecretsKeyring,
  openSealedSecret,
  SealedSecretUnreadable,
  sealSecret,
  secretsKeyringOf,
  testEnvironmentSecretsKey,
} from '../../src/modules/secrets/sealed-secrets.ts';

const keyA = Buffer.alloc(32, 1);
const keyB = Buffer.alloc(32, 2);

describe('sealed secrets', () => {
  it('seals with the current key, names it, and opens only for the same purpose', () => {
    const keyring = createSecretsKeyring(keyA);
    const sealed = sealSecret(keyring, 'webhook-endpoint-secret', 'whsec_example');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{12}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed.split('.')[1]).toBe(keyring.currentKeyId);
    expect(sealed).not.toContain('whsec_example');
    // A fresh IV each time: the same secret never seals the same way twice.
    expect(sealSecret(keyring, 'webhook-endpoint-secret', 'whsec_example')).not.toBe(sealed);
    expect(openSealedSecret(keyring, 'webhook-endpoint-secret', sealed)).toBe('whsec_example');
    expect(() => openSealedSecret(keyring, 'another-purpose', sealed)).toThrow(
      SealedSecretUnreadable,
    );
  });

  it('refuses a value that was changed, and one sealed with a key it lacks', () => {
    const keyring = createSecretsKeyring(keyA);
    const sealed = sealSecret(keyring, 'p', 'secret');
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 1;
    const changed = [...parts.slice(0, 3), ciphertext.toString('base64url'), parts[4]].join('.');
    expect(() => openSealedSecret(keyring, 'p', changed)).toThrow(SealedSecretUnreadable);
    expect(() => openSealedSecret(keyring, 'p', 'whsec_in_clear')).toThrow(SealedSecretUnreadable);
    const other = createSecretsKeyring(keyB);
    expect(() => openSealedSecret(other, 'p', sealed)).toThrow(/which this server does not have/);
  });

  it('opens with a previous key what it sealed, and seals with the new one', () => {
    const before = createSecretsKeyring(keyA);
    const sealed = sealSecret(before, 'p', 'secret');
    const after = createSecretsKeyring(keyB, [keyA]);
    expect(openSealedSecret(after, 'p', sealed)).toBe('secret');
    expect(sealSecret(after, 'p', 'secret').split('.')[1]).toBe(after.currentKeyId);
    expect(after.currentKeyId).not.toBe(before.currentKeyId);
  });
});

describe('the secrets key in the configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'registrar-secrets-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('takes 32 bytes in base64 and says what else it wants', () => {
    const config = loadConfig({
      SECRETS_KEY: keyA.toString('base64'),
      SECRETS_KEY_PREVIOUS: `${keyB.toString('base64')}, ${keyA.toString('base64')}`,
    });
    expect(config.secretsKeys.current).toEqual(keyA);
    expect(config.secretsKeys.previous).toEqual([keyB, keyA]);
    for (const env of [
      { SECRETS_KEY: 'too-short' },
      { SECRETS_KEY: Buffer.alloc(16).toString('base64') },
      { SECRETS_KEY_PREVIOUS: `${keyB.toString('base64')},nonsense` },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/SECRETS_KEY.*openssl rand -base64 32/s);
    }
  });

  it('refuses production on PostgreSQL without a key, saying how to make one', () => {
    const production = { APP_ENV: 'prod', DATABASE_URL: 'postgres://registrar@db.internal/reg' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      'SECRETS_KEY is needed in production with DATABASE_URL',
    );
    expect(() => loadConfig(production)).toThrow('openssl rand -base64 32');
    expect(
      loadConfig({ ...production, SECRETS_KEY: keyA.toString('base64') }).secretsKeys.current,
    ).toEqual(keyA);
  });

  it('keeps the embedded default key in the data folder, readable by its owner only', async () => {
    const first = await secretsKeyringOf(loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir }));
    const file = path.join(dataDir, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // The next start reads the same key: what the first sealed still opens.
    const second = await secretsKeyringOf(loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir }));
    expect(second.currentKeyId).toBe(first.currentKeyId);
    const sealed = sealSecret(first, 'p', 'secret');
    expect(openSealedSecret(second, 'p', sealed)).toBe('secret');
    // A copy restored readable by others is made private again.
    await chmod(file, 0o644);
    await secretsKeyringOf(loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir }));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('stops with a message naming the key file when it holds no key', async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'registrar-secrets-broken-'));
    try {
      await writeFile(path.join(broken, 'secrets.key'), 'not a key\n', { mode: 0o600 });
      await expect(secretsKeyringOf(loadConfig({ DATA_DIR: broken }))).rejects.toThrow(
        `${path.join(broken, 'secrets.key')} does not hold a secrets key`,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('uses the fixed key under APP_ENV=test and SECRETS_KEY over the key file', async () => {
    const fixed = createSecretsKeyring(Buffer.from(testEnvironmentSecretsKey, 'base64'));
    const test = await secretsKeyringOf(loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir }));
    expect(test.currentKeyId).toBe(fixed.currentKeyId);
    const given = await secretsKeyringOf(
      loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: keyA.toString('base64') }),
    );
    expect(given.currentKeyId).toBe(createSecretsKeyring(keyA).currentKeyId);
  });
});
