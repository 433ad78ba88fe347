// A new step is one module. The business-activity step beside this test is declared with its slice,
// rules, fields and review section, and registered at run time with a filing type that lists it;
// with no other file of the application touched, it is filed end to end twice: as the app's script
// does (the JSON calls) and as a browser without script does (pages and their form posts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  buildReviewSections,
  createEmptyFiling,
  getFilingType,
  registerFilingType,
  registerStep,
  registerStepRules,
  stepOf,
  stepRulesOf,
  type FilingValues,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { content } from '../../src/db/schema.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  openCheckout,
  payFiling,
  payWithCard,
  paymentBody,
  saveDraft,
  startPayment,
} from '../filings/flow-support.ts';
import {
  activityStatementFilingType,
  activityText,
  businessActivityRules,
  businessActivityStep,
} from './business-activity.step.ts';

// Before the app is built: its routes take what is registered when they are.
registerStep(businessActivityStep);
registerStepRules(businessActivityRules);
const activity = activityStatementFilingType();
registerFilingType(activity);

const entityName = 'Mountain Peak Ventures LLC';
const entityId = fixedEntityId(entityName);
const webBuild = path.resolve(import.meta.dirname, '../../../web/dist/.ssr/entry-server.mjs');

/** The statement for the seeded entity, as the app's script keeps it. */
function statement(description: string, employs: 'Y' | 'N' | ''): FilingValues {
  const empty = createEmptyFiling(activity, {
    entityId,
    entityName,
    entityType: 'DLLC',
    domesticFlag: 'N',
  });
  return {
    ...empty,
    businessActivity: { description, employsPeopleInColorado: employs },
  } as FilingValues;
}

describe('a step declared in one module', () => {
  it('is registered with its page, and refused a second time', () => {
    expect(stepOf('businessactivity')).toBe(businessActivityStep);
    expect(stepRulesOf('businessactivity')).toBe(businessActivityRules);
    expect(() => registerStep(businessActivityStep)).toThrow('already registered');
    expect(() => registerStepRules(businessActivityRules)).toThrow('already has its rules');
    expect(getFilingType('activity')?.steps.map((step) => [step.segment, step.stepLabel])).toEqual([
      ['intro', undefined],
      ['businessactivity', 'Step 1 of 3'],
      ['filingreview', 'Step 2 of 3'],
      ['receipt', 'Step 3 of 3'],
      ['whatsnext', undefined],
    ]);
  });

  it('gives every new filing its empty slice, and review its section', () => {
    expect(createEmptyFiling(activity)).toMatchObject({
      businessActivity: { description: '', employsPeopleInColorado: '' },
    });
    const sections = buildReviewSections(activity, statement('Guided hikes', 'Y'));
    expect(sections).toEqual([
      {
        step: 'businessactivity',
        title: activityText.title,
        public: true,
        rows: [
          { label: activityText.description, lines: ['Guided hikes'], freeText: true },
          { label: activityText.employs, lines: ['Yes'] },
        ],
      },
    ]);
  });
});

/** The form token a page wrote into its forms, and the cookie it goes with. */
interface FormProof {
  token: string;
  cookie: string;
}

function formProofOf(html: string, cookie: string): FormProof {
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (token === undefined) throw new Error('the page has no form token');
  return { token, cookie };
}

function formCookieOf(headers: Record<string, unknown>, previous = ''): string {
  const set = headers['set-cookie'];
  const cookies = (Array.isArray(set) ? set : [set]).map(String);
  const formCookie = cookies.find((cookie) => cookie.startsWith('registrar_form='));
  return formCookie === undefined ? previous : (formCookie.split(';')[0] ?? '');
}

/** A page's form posted as a browser without script posts it. */
function postForm(
  app: FastifyInstance,
  url: string,
  proof: FormProof,
  fields: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: proof.cookie,
      origin: 'http://localhost:3000',
    },
    payload: new URLSearchParams({ _csrf: proof.token, _form: 'main', ...fields }).toString(),
  });
}

describe.each(databaseKinds)('a step declared in one module, on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    if (!existsSync(webBuild))
      throw new Error('The web app is not built: run `npm run build` before these tests.');
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
        // A deployment writes its filing's intro as it edits any page content.
        await database.db.insert(content).values({
          key: 'intro',
          scope: 'ACTIVITY_STMT',
          body: '<p>Say once a year what the business does.</p>',
        });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is checked by its rules and filed through the calls the app makes', async () => {
    const { app } = testApp;
    const draftRef = await saveDraft(app, undefined, 'activity');

    const refused = await startPayment(app, paymentBody(statement(' ', ''), draftRef));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apiData.errors).toEqual([
      { field: 'businessActivity.description', message: activityText.describeIt },
      { field: 'businessActivity.employsPeopleInColorado', message: 'Choose Yes or No.' },
    ]);
    // A slice that is not what its step's structure says is the request's error, not the server's.
    const malformed = await startPayment(
      app,
      paymentBody({ ...statement('x', 'Y'), businessActivity: { description: 5 } } as never),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().apiData.errors[0].field).toBe('businessActivity.description');

    const filing = statement('Guided hikes in the San Juan mountains', 'N');
    const receipt = (await fetchReceipt(app, await payFiling(app, filing, draftRef))).json().apiData
      .receipt;
    expect(receipt).toMatchObject({
      transactionType: 'ACTIVITY_STMT',
      transactionName: 'Statement of Business Activity',
      entityId,
      amount: '5.00',
    });
    const image = await app.inject({
      method: 'GET',
      url: `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
    });
    const text = (await pdfTextOf(Buffer.from(image.json().apiData.pdfBytes, 'base64'))).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(activityText.title);
    expect(text).toContain('Guided hikes in the San Juan mountains');
    expect(text).toContain(`${activityText.employs} No`);
  });

  it('has a page of its fields that takes its post without script, to the receipt', async () => {
    const { app } = testApp;
    const start = `/business/filing/activity/intro?entityId=${entityId}&transTyp=ACTIVITY_STMT`;
    const intro = await app.inject({ method: 'GET', url: start });
    expect(intro.statusCode, intro.body).toBe(200);
    expect(intro.body).toContain('Say once a year what the business does.');
    let proof = formProofOf(intro.body, formCookieOf(intro.headers));

    const started = await postForm(app, start, proof);
    expect(started.statusCode, started.body).toBe(303);
    const stepUrl = String(started.headers.location);
    expect(stepUrl).toMatch(/^\/business\/filing\/activity\/businessactivity\?draftRef=/);

    const page = await app.inject({
      method: 'GET',
      url: stepUrl,
      headers: { cookie: proof.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>${activityText.title} - Step 1 of 3 - Secretary of State`);
    expect(page.body).toContain('Tell us what the business does now.');
    expect(page.body).toMatch(/<label[^>]*for="description"[^>]*>What the business does/);
    expect(page.body).toContain(activityText.employs);
    proof = formProofOf(page.body, formCookieOf(page.headers, proof.cookie));

    // Refused with the rules' messages, linked from the summary, and the text kept as typed.
    const tooLong = 'x'.repeat(301);
    const refused = await postForm(app, stepUrl, proof, { description: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(activityText.tooLong);
    expect(refused.body).toContain('Choose Yes or No.');
    expect(refused.body).toContain('href="#description"');
    expect(refused.body).toContain(tooLong);

    const next = await postForm(app, stepUrl, proof, {
      description: 'Guided hikes and ski lessons',
      employsPeopleInColorado: 'Y',
    });
    expect(next.statusCode, next.body).toBe(303);
    const reviewUrl = String(next.headers.location);
    expect(reviewUrl).toMatch(/^\/business\/filing\/activity\/filingreview\?draftRef=/);

    const review = await app.inject({
      method: 'GET',
      url: reviewUrl,
      headers: { cookie: proof.cookie },
    });
    expect(review.statusCode).toBe(200);
    expect(review.body).toContain('Guided hikes and ski lessons');
    proof = formProofOf(review.body, formCookieOf(review.headers, proof.cookie));

    const pay = await postForm(app, reviewUrl, proof, { _intent: 'next' });
    expect(pay.statusCode, pay.body).toBe(303);
    const { path: checkout, token } = await openCheckout(app, String(pay.headers.location));
    const paid = await payWithCard(app, checkout, token, '4111111111111111');
    expect(paid.statusCode).toBe(303);
    const receiptUrl = new URL(String(paid.headers.location), 'http://localhost:3000');
    expect(receiptUrl.pathname).toBe('/business/filing/activity/receipt');

    const receiptPage = await app.inject({
      method: 'GET',
      url: `${receiptUrl.pathname}${receiptUrl.search}`,
      headers: { cookie: proof.cookie },
    });
    expect(receiptPage.statusCode).toBe(200);
    expect(receiptPage.body).toContain('Statement of Business Activity');
    expect(receiptPage.body).toContain('$5.00');
  });
});
