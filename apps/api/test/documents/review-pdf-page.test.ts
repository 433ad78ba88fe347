// The review copy a page links to: the PDF of a draft, opened by the browser itself (the review
// page's link works without the app). The draft's reference is what opens it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDraft } from '../filings/flow-support.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('the review copy of a draft on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers the PDF of the draft, marked not filed, and the review page for another reference', async () => {
    const draftRef = await saveDraft(testApp.app);
    const copy = await testApp.app.inject({
      url: `/business/filing/llc/filingreview.pdf?draftRef=${draftRef}`,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('no-store');
    const text = await pdfTextOf(copy.rawPayload);
    expect(text).toContain('Articles of Organization');
    expect(text).toContain('Review copy - this document has not been filed');

    const unknown = await testApp.app.inject({
      url: `/business/filing/llc/filingreview.pdf?draftRef=${randomUUID()}`,
    });
    // An address under /business answers with a page: the review says what was not found.
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toMatch(/^\/business\/filing\/llc\/filingreview\?draftRef=/);
    const otherType = await testApp.app.inject({
      url: `/business/filing/dpc/filingreview.pdf?draftRef=${draftRef}`,
    });
    expect(otherType.statusCode).toBe(303);
  });
});
