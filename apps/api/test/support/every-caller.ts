// The calls a sweep goes through and the callers it makes them as. The calls come from the
// published OpenAPI document, so a call added later is swept without being listed; the callers are
// one of each kind the server knows: an administrator's session, a signed-in filer and a filing
// account's API key.
import { randomUUID } from 'node:crypto';
import { filerAccounts } from '../../src/db/schema.ts';
import { startSession } from '../../src/modules/identity/sessions.ts';
import { signInStaff } from './sign-in.ts';
import { jsonHeaders, type TestApp } from './test-app.ts';

interface DocumentedOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

export interface DocumentedCall {
  method: string;
  /** The path as the document writes it, with `{parameter}` for each parameter. */
  path: string;
  operation: DocumentedOperation;
}

/** Every call of the published OpenAPI document. */
export async function documentedCalls(testApp: Pick<TestApp, 'app'>): Promise<DocumentedCall[]> {
  const document = (await testApp.app.inject({ url: '/business-api/openapi.json' })).json<{
    paths: Record<string, Record<string, DocumentedOperation>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/**
 * A valid value for a path parameter where the call checks its form (the filing API's and the
 * filing accounts' numbers and references), so that the input under test is the one refused.
 */
export function validParameter(name: string, otherwise: string): string {
  return /^(accountId|keyId|endpointId|deliveryId)$/.test(name)
    ? '1'
    : /^(draftRef|filingId)$/.test(name)
      ? randomUUID()
      : otherwise;
}

/** A documented path with each of its parameters filled by `fill`. */
export function pathOf(path: string, fill: (name: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(fill(name)));
}

export interface Callers {
  /** An administrator's session cookie, with the same-origin header. */
  staff: Record<string, string>;
  /** A signed-in filer's SBF token, with the same-origin header. */
  filer: Record<string, string>;
  /** A filing account's API key as the filing API takes it. */
  api: Record<string, string>;
  /** The key itself (`rgk_…`). */
  apiKey: string;
  /** The filing account the key belongs to. */
  accountId: string;
  /** The headers a call needs to get as far as reading its input. */
  of(call: { path: string }): Record<string, string>;
}

/** Signs in one caller of each kind: an administrator, a filer, and a filing account's key. */
export async function signInEveryCaller(
  testApp: Pick<TestApp, 'app' | 'database' | 'config'>,
): Promise<Callers> {
  const admin = await signInStaff(testApp);
  const staff = { ...jsonHeaders, cookie: admin.cookie };
  const [account] = await testApp.database.db
    .insert(filerAccounts)
    .values({ entityId: '20150000000', email: 'filer@example.com', passwordHash: 'unused' })
    .returning({ id: filerAccounts.id });
  if (account === undefined) throw new Error('No filer account was written');
  const signedInFiler = await startSession(testApp.database.db, {
    kind: 'filer',
    filerAccountId: account.id,
    entityId: '20150000000',
  });
  const filer = { ...jsonHeaders, authorization: `Bearer ${signedInFiler.token}` };
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/user-manager-api/filing-accounts',
    headers: staff,
    payload: { name: 'Sweeping Firm', contactEmail: 'sweep@example.com' },
  });
  const accountId = String(opened.json().apiData.account.id);
  const issued = await testApp.app.inject({
    method: 'POST',
    url: `/user-manager-api/filing-accounts/${accountId}/keys`,
    headers: staff,
    payload: { name: 'sweep' },
  });
  const apiKey = String(issued.json().apiData.key);
  const api = { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` };
  return {
    staff,
    filer,
    api,
    apiKey,
    accountId,
    of: (call) => (call.path.startsWith('/filing-api/') ? api : staff),
  };
}
