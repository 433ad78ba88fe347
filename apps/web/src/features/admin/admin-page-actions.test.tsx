// The administrator pages' forms as the server takes them when the browser posts them itself (no
// script): each page module's action, called with the posted fields, answers with where the
// browser goes or what the page shows again, through the same calls and rules the app uses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type Filer } from '@registrar/domain';
import type { ActionRequest, PageAction } from '../../lib/page-form.ts';
import { stubApi } from '../../testing/stub-api.ts';
import { action as queueAction } from './pending-queue-page.tsx';
import { action as reviewAction } from './pending-review-page.tsx';
import { action as rejectAction } from './pending-reject-page.tsx';
import { action as rejectConfirmAction } from './reject-confirm-page.tsx';
import { action as piiEntryAction } from './pii-entry-page.tsx';
import { action as piiConfirmAction } from './pii-confirm-page.tsx';
import { piiDraftOf, piiEntryAddress, piiViewOf } from './pii-request.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Posts `fields` (in order) from the form `form` of the page at `address`. */
function post(
  action: PageAction,
  address: string,
  form: string,
  fields: [string, string][] = [],
  intent: string | null = null,
): ReturnType<PageAction> {
  // No files: these forms post none (asserted, so the request reads the same where it has them).
  const request = {
    form,
    intent,
    fields: intent === null ? fields : [...fields, ['_intent', intent]],
    files: [],
    url: new URL(address, 'http://app'),
  } as ActionRequest;
  return action(request);
}

const filing = {
  id: '3000001',
  receivedDateString: '11/20/2026 09:00 AM',
  transactionDescription: 'Statement Curing Delinquency',
  entityName: 'Durango Checked Delinquent LLC',
  entityId: '20110000012',
  mstrTransId: '1000001',
  transactionId: '3000001',
  transSeqId: '3000001',
  email: 'filer@example.com',
  lockUserId: null,
  lockedBy: '',
};
const files = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    fileName: 'affidavit.pdf',
    mimeType: 'application/pdf',
    clientLocation: 'private',
    isPrivate: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    fileName: 'minutes.pdf',
    mimeType: 'application/pdf',
    clientLocation: 'public',
    isPrivate: false,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    fileName: 'bylaws.pdf',
    mimeType: 'application/pdf',
    clientLocation: 'public',
    isPrivate: false,
  },
];
const review = '/admin/pendingreview?masterId=1000001&transId=3000001';
const heldFiling = () => ({
  apiData: { code: 200, pendingFiling: filing, attachments: files },
});
const signedOut = { status: 401, apiData: { code: 401, message: 'No administrator.' } };
const bodyOf = (init?: RequestInit) => JSON.parse(init?.body as string) as unknown;

describe('the queue posted without the app', () => {
  it('opens the review of the selected filing, or asks to select one', async () => {
    expect(await post(queueAction, '/admin/pendingqueue?page=2', 'main')).toEqual({
      kind: 'refused',
      errors: [{ field: 'filing', message: 'Select a filing to review.' }],
    });
    expect(
      await post(queueAction, '/admin/pendingqueue', 'main', [['filing', '1000001-3000001']]),
    ).toEqual({ kind: 'redirect', to: review });
  });
});

describe('the review posted without the app', () => {
  it('locks the filing on Process and shows the review again, processing or who holds it', async () => {
    const calls = stubApi({
      '/business-api/admin/pendingFiling': heldFiling,
      '/business-api/admin/transLock': () => ({
        apiData: { code: 200, locked: true, lockUserId: 'u-1', lockExpiresAt: '' },
      }),
    });
    expect(await post(reviewAction, review, 'process')).toEqual({
      kind: 'redirect',
      to: review,
    });
    const lock = calls.find((call) => call.url.pathname === '/business-api/admin/transLock');
    expect(lock?.url.searchParams.get('transSeqId')).toBe('3000001');
    // The lock call changes state though it is a GET: it carries the same-origin header.
    expect(new Headers(lock?.init?.headers).get('x-requested-with')).toBe('registrar');

    stubApi({
      '/business-api/admin/pendingFiling': heldFiling,
      '/business-api/admin/transLock': () => ({
        status: 409,
        apiData: { code: 409, message: 'Locked by Alice Archer', lockedBy: 'Alice Archer' },
      }),
    });
    expect(await post(reviewAction, review, 'process')).toEqual({
      kind: 'redirect',
      to: review,
    });
  });

  it('approves without the files left out and returns to the queue, which says so', async () => {
    const calls = stubApi({
      '/business-api/admin/pendingFiling': heldFiling,
      '/business-api/admin/approveFiling': () => ({ apiData: { code: 200, status: 'FILED' } }),
    });
    const minutes = `exclude.${files[1]?.id ?? ''}`;
    const bylaws = `exclude.${files[2]?.id ?? ''}`;
    // Each box posts a hidden "false" before it; a checked box's "true" comes last.
    const answer = await post(reviewAction, review, 'decision', [
      [minutes, 'false'],
      [minutes, 'true'],
      [bylaws, 'false'],
      // Nothing but the listed public files can be left out.
      [`exclude.${files[0]?.id ?? ''}`, 'true'],
    ]);
    expect(answer).toEqual({ kind: 'redirect', to: '/admin/pendingqueue?processed=1' });
    const approval = calls.find((call) => call.url.pathname.endsWith('/approveFiling'));
    expect(bodyOf(approval?.init)).toEqual({
      filing: { mstrTransId: '1000001', transactionId: '3000001' },
      deactivateIds: [files[1]?.id],
    });
  });

  it("says the server's refusal of an approval on the page", async () => {
    stubApi({
      '/business-api/admin/pendingFiling': heldFiling,
      '/business-api/admin/approveFiling': () => ({
        status: 409,
        apiData: { code: 409, message: 'Select Process first.' },
      }),
    });
    expect(await post(reviewAction, review, 'decision')).toEqual({
      kind: 'refused',
      errors: [],
      alert: messages.errorApprovingFiling(409),
    });
  });

  it('releases the lock on Cancel and returns to the queue', async () => {
    const calls = stubApi({
      '/business-api/admin/pendingFiling': heldFiling,
      '/business-api/admin/releaseTransLock': () => ({ apiData: { code: 200, released: true } }),
    });
    expect(await post(reviewAction, review, 'decision', [], 'cancel')).toEqual({
      kind: 'redirect',
      to: '/admin/pendingqueue',
    });
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/business-api/admin/pendingFiling',
      '/business-api/admin/releaseTransLock',
    ]);
  });

  it('sends a signed-out administrator to sign in', async () => {
    stubApi({ '/business-api/admin/pendingFiling': () => signedOut });
    expect(await post(reviewAction, review, 'process')).toEqual({
      kind: 'redirect',
      to: '/loginadmin',
    });
  });
});

describe('the rejection posted without the app', () => {
  const reject = '/admin/pendingreject?masterId=1000001&transId=3000001';

  it('needs a reason or text, then carries both to the confirmation in its address', async () => {
    expect(await post(rejectAction, reject, 'main', [['additionalText', '  ']])).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'Choose at least one reason or enter additional text.',
    });
    const answer = await post(rejectAction, reject, 'main', [
      ['reason', '2'],
      ['reason', '5'],
      ['additionalText', 'The affidavit is not signed.'],
    ]);
    expect(answer).toEqual({
      kind: 'redirect',
      to: '/admin/rejectconfirm?masterId=1000001&transId=3000001&reason=2&reason=5&text=The+affidavit+is+not+signed.',
    });
  });

  it('rejects with what the address carries and returns to the queue, which says so', async () => {
    const calls = stubApi({
      '/business-api/admin/rejectFiling': () => ({ apiData: { code: 200, status: 'REJECTED' } }),
    });
    const confirm =
      '/admin/rejectconfirm?masterId=1000001&transId=3000001&reason=2&reason=5&text=Not+signed.';
    expect(await post(rejectConfirmAction, confirm, 'main')).toEqual({
      kind: 'redirect',
      to: '/admin/pendingqueue?processed=1',
    });
    expect(bodyOf(calls[0]?.init)).toEqual({
      filing: { mstrTransId: '1000001', transactionId: '3000001' },
      rejectReasons: [2, 5],
      additionalText: 'Not signed.',
    });
    stubApi({
      '/business-api/admin/rejectFiling': () => ({ status: 500, apiData: { code: 500 } }),
    });
    expect(await post(rejectConfirmAction, confirm, 'main')).toEqual({
      kind: 'refused',
      errors: [],
      alert: messages.errorRejectingFiling(500),
    });
  });
});

describe('a PII request posted without the app', () => {
  const ids = { entityId: '20240000123', piiDocId: '5001', removalDocId: '5002' };
  const verified = (valid: boolean) => ({
    apiData: {
      code: 200,
      entityIdIsValid: true,
      piiDocIdIsValid: valid,
      removalDocIdIsValid: true,
      entityName: 'Silverton Records LLC',
    },
  });
  const filerFields: [string, string][] = [
    ['nameValues.name.nameTyp', 'I'],
    ['nameValues.name.firstName', 'Ada'],
    ['nameValues.name.lastName', 'Lovelace'],
    // Typed before choosing Individual: not kept.
    ['nameValues.name.orgName', 'Analytical Engines'],
    ['addressValues.streetAddress.address1', '1 Pearl St'],
    ['addressValues.streetAddress.city', 'Boulder'],
    ['addressValues.streetAddress.state', 'CO'],
    ['addressValues.streetAddress.zip', '80302'],
    ['addressValues.streetAddress.country', 'US'],
  ];
  const draftAt = (address: string) => piiDraftOf(new URL(address, 'http://app').searchParams);
  const redirectOf = async (answer: ReturnType<PageAction>) => {
    const result = await answer;
    if (result.kind !== 'redirect') throw new Error(`Refused: ${JSON.stringify(result)}`);
    return result.to;
  };

  it('checks the IDs as the app does, then asks the server what they name', async () => {
    const calls = stubApi({ '/business-api/admin/piiEntryVerification': () => verified(false) });
    expect(await post(piiEntryAction, '/admin/piientry', 'ids', [['entityId', 'ab']])).toEqual({
      kind: 'refused',
      errors: [
        { field: 'entityId', message: messages.piiEntityIdInvalid },
        { field: 'piiDocId', message: messages.piiDocIdInvalid },
        { field: 'removalDocId', message: messages.removalDocIdInvalid },
      ],
    });
    expect(calls).toHaveLength(0);
    const fields = Object.entries(ids).map(([name, value]): [string, string] => [name, value]);
    expect(await post(piiEntryAction, '/admin/piientry', 'ids', fields)).toEqual({
      kind: 'refused',
      errors: [{ field: 'piiDocId', message: messages.piiDocIdInvalid }],
    });
    stubApi({ '/business-api/admin/piiEntryVerification': () => verified(true) });
    expect(await post(piiEntryAction, '/admin/piientry', 'ids', fields)).toEqual({
      kind: 'redirect',
      to: piiEntryAddress({ ids, filers: [] }, { editing: 'new' }),
    });
  });

  it('adds, edits and deletes filers as posts, the request carried in the address', async () => {
    const first = await redirectOf(
      post(piiEntryAction, piiEntryAddress({ ids, filers: [] }, { editing: 'new' }), 'filer', [
        ['nameValues.name.nameTyp', 'I'],
      ]),
    ).catch((error: unknown) => String(error));
    expect(first).toMatch(/Refused: .*Enter a first name\./);

    const added = await redirectOf(
      post(
        piiEntryAction,
        piiEntryAddress({ ids, filers: [] }, { editing: 'new' }),
        'filer',
        filerFields,
      ),
    );
    const withOne = draftAt(added);
    expect(withOne?.ids).toEqual(ids);
    expect(withOne?.filers).toHaveLength(1);
    expect(withOne?.filers[0]?.nameValues.name).toMatchObject({
      nameTyp: 'I',
      firstName: 'Ada',
      lastName: 'Lovelace',
      orgName: '',
    });
    expect(piiViewOf(new URL(added, 'http://app').searchParams, 1)).toEqual({});

    // Yes to more filers: a new filer's form; an entity this time.
    const more = await redirectOf(post(piiEntryAction, added, 'more', [['more', 'Y']]));
    expect(piiViewOf(new URL(more, 'http://app').searchParams, 1)).toEqual({ editing: 'new' });
    const withTwo = draftAt(
      await redirectOf(
        post(piiEntryAction, more, 'filer', [
          ...filerFields,
          ['nameValues.name.nameTyp', 'O'],
          ['nameValues.name.orgName', 'Ada Lovelace Engines LLC'],
        ]),
      ),
    );
    expect(withTwo?.filers.map((filer: Filer) => filer.nameValues.name)).toMatchObject([
      { nameTyp: 'I', firstName: 'Ada' },
      { nameTyp: 'O', orgName: 'Ada Lovelace Engines LLC', firstName: '', lastName: '' },
    ]);
    if (withTwo === null) throw new Error('No request');

    // Editing the first in place keeps its place and its id.
    const edited = draftAt(
      await redirectOf(
        post(piiEntryAction, piiEntryAddress(withTwo, { editing: 0 }), 'filer', [
          ['nameValues.name.firstName', 'Augusta'],
        ]),
      ),
    );
    expect(edited?.filers[0]?.nameValues.name.firstName).toBe('Augusta');
    expect(edited?.filers[0]?.id).toBe(withTwo.filers[0]?.id);

    // Deleting the second leaves the first; deleting the last opens a new filer's form.
    const afterDelete = await redirectOf(
      post(piiEntryAction, piiEntryAddress(withTwo), 'deleteFiler', [], 'delete-1'),
    );
    expect(draftAt(afterDelete)?.filers.map((filer: Filer) => filer.id)).toEqual([
      withTwo.filers[0]?.id,
    ]);
    const none = await redirectOf(post(piiEntryAction, afterDelete, 'deleteFiler', [], 'delete-0'));
    expect(draftAt(none)?.filers).toEqual([]);
    expect(piiViewOf(new URL(none, 'http://app').searchParams, 0)).toEqual({ editing: 'new' });

    // No more filers: the confirmation, with the request.
    expect(await post(piiEntryAction, added, 'more')).toEqual({
      kind: 'refused',
      errors: [{ field: 'more', message: messages.chooseYesOrNo }],
    });
    const confirm = await redirectOf(post(piiEntryAction, added, 'more', [['more', 'N']]));
    expect(confirm.startsWith('/admin/piiconfirm?')).toBe(true);
    expect(draftAt(confirm)).toEqual(withOne);
  });

  it('submits the request from the confirmation and confirms it', async () => {
    const filer = draftAt(
      await redirectOf(
        post(
          piiEntryAction,
          piiEntryAddress({ ids, filers: [] }, { editing: 'new' }),
          'filer',
          filerFields,
        ),
      ),
    )?.filers;
    const calls = stubApi({
      '/business-api/admin/savePii': () => ({ apiData: { code: 200, saved: true } }),
    });
    const confirm = `/admin/piiconfirm?${new URL(piiEntryAddress({ ids, filers: filer ?? [] }), 'http://app').searchParams.toString()}`;
    expect(await post(piiConfirmAction, confirm, 'main')).toEqual({
      kind: 'redirect',
      to: '/admin/piiconfirm?done=1',
    });
    expect(bodyOf(calls[0]?.init)).toEqual({ ...ids, filers: filer });
    stubApi({
      '/business-api/admin/savePii': () => ({
        status: 409,
        apiData: { code: 409, message: 'The document is already withheld from public view.' },
      }),
    });
    expect(await post(piiConfirmAction, confirm, 'main')).toEqual({
      kind: 'refused',
      errors: [],
      alert: messages.errorSavingPii(409),
    });
  });

  it('leaves out of an address whatever is not a filer', () => {
    const params = new URLSearchParams({ ...ids, filers: 'not-base64-json!' });
    expect(piiDraftOf(params)).toEqual({ ids, filers: [] });
    expect(piiDraftOf(new URLSearchParams({ entityId: '1' }))).toBeNull();
  });
});
