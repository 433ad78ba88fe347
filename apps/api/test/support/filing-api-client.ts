// A filing account opened by an administrator through the user-manager calls, with an API key,
// and its calls to the filing API through app.inject, as the account's software makes them.
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import { jsonHeaders } from './test-app.ts';
import { signInStaff } from './sign-in.ts';

/** A key as issued: the key itself, and its number and prefix as the account's list shows them. */
interface IssuedKey {
  key: string;
  id: string;
  prefix: string;
}

export interface FilingAccountOptions {
  /** The names of the keys to issue (the first is the client's); one key named Webhooks by default. */
  keyNames?: string[];
  /** A deposit recorded on opening, in dollars ("2000.00"); none by default. */
  deposit?: string;
}

export interface FilingApiClient {
  accountId: number;
  /** The first key's; `keys` holds every key issued. */
  key: string;
  keys: IssuedKey[];
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options?: { idempotencyKey?: string; payload?: Record<string, unknown> },
  ): Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
}

/** Opens a filing account named `name`, issues it its keys and records its opening deposit. */
export async function openFilingAccount(
  testApp: TestApp,
  name: string,
  options: FilingAccountOptions = {},
): Promise<FilingApiClient> {
  const admin = await signInStaff(testApp);
  const asAdmin = (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload,
    });
  const created = await asAdmin('/user-manager-api/filing-accounts', {
    name,
    contactEmail: 'filings@example.com',
  });
  if (created.statusCode !== 200) throw new Error(`No account: ${created.body}`);
  const accountId = String(created.json().apiData.account.id);
  const keys: IssuedKey[] = [];
  for (const keyName of options.keyNames ?? ['Webhooks']) {
    const issued = await asAdmin(`/user-manager-api/filing-accounts/${accountId}/keys`, {
      name: keyName,
    });
    if (issued.statusCode !== 200) throw new Error(`No key: ${issued.body}`);
    const { key: issuedKey, listing } = issued.json().apiData;
    keys.push({ key: String(issuedKey), id: String(listing.id), prefix: String(listing.prefix) });
  }
  if (options.deposit !== undefined) {
    const deposited = await asAdmin(`/user-manager-api/filing-accounts/${accountId}/deposits`, {
      amount: options.deposit,
      memo: 'Opening deposit',
      requestId: randomUUID(),
    });
    if (deposited.statusCode !== 200) throw new Error(`No deposit: ${deposited.body}`);
  }
  const key = keys[0]?.key ?? '';
  return {
    accountId: Number(accountId),
    key,
    keys,
    call: async (method, url, options = {}) =>
      await testApp.app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${key}`,
          ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.idempotencyKey === undefined
            ? {}
            : { 'idempotency-key': options.idempotencyKey }),
        },
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      }),
  };
}
