// A filing account opened by an administrator through the user-manager calls, with an API key,
// and its calls to the filing API through app.inject, as the account's software makes them.
import type { TestApp } from './test-app.ts';
import { jsonHeaders } from './test-app.ts';
import { signInStaff } from './sign-in.ts';

export interface FilingApiClient {
  accountId: number;
  key: string;
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options?: { idempotencyKey?: string; payload?: Record<string, unknown> },
  ): Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
}

/** Opens a filing account named `name` and issues it a key. */
export async function openFilingAccount(testApp: TestApp, name: string): Promise<FilingApiClient> {
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
  const issued = await asAdmin(`/user-manager-api/filing-accounts/${accountId}/keys`, {
    name: 'Webhooks',
  });
  if (issued.statusCode !== 200) throw new Error(`No key: ${issued.body}`);
  const key = String(issued.json().apiData.key);
  return {
    accountId: Number(accountId),
    key,
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
