// The reinstatement and cure wizards' steps after the entity name, shared by the journeys that
// file them; and filing one that the administrators must check first.
import { expect, type Page } from '@playwright/test';
import {
  arriveAt,
  choose,
  filer,
  next,
  nextVerifyingAddresses,
  pay,
  samplePdf,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * From the principal office to the review: the record's office and agent kept, no extras but the
 * public file named, if any. `afterAgent` answers the steps a filing under the administrators'
 * check adds there.
 */
export async function officeAgentToReview(
  page: Page,
  afterAgent: (page: Page) => Promise<void> = async () => undefined,
  publicFile?: string,
): Promise<void> {
  await arriveAt(page, 'Principal office address', 'Step 2 of 9');
  await nextVerifyingAddresses(page);
  await arriveAt(page, 'Registered agent', 'Step 3 of 9');
  await nextVerifyingAddresses(page);
  await afterAgent(page);

  await arriveAt(page, 'Additional information', 'Step 4 of 9');
  await choose(page, 'Do you want to attach files?', publicFile === undefined ? 'No' : 'Yes');
  await next(page);
  if (publicFile !== undefined) {
    await arriveAt(page, 'Attachments', 'Step 4 of 9');
    await page
      .getByLabel('Add a file')
      .setInputFiles({ name: publicFile, mimeType: 'application/pdf', buffer: samplePdf() });
    await expect(page.getByRole('main')).toContainText(publicFile);
    await next(page);
  }

  await arriveAt(page, 'Delayed effective date', 'Step 5 of 9');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await next(page);

  await filer(page, undefined, 'Step 6 of 9');

  await arriveAt(page, 'Notifications', 'Step 7 of 9');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);

  await expect(page).toHaveTitle(/^Review - Step 8 of 9 - Secretary of State$/);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** The two steps of a filing under the administrators' check: its email and the affidavit. */
async function emailAndAffidavit(page: Page, email: string): Promise<void> {
  await arriveAt(page, 'Email for processing notifications', 'Step 4 of 9');
  await page.getByLabel(/^Email/).fill(email);
  await next(page);
  await arriveAt(page, 'Affidavit and ID attachments', 'Step 4 of 9');
  await attachAffidavit(page);
}

/** On the affidavit step: adds the affidavit, sees it listed, and goes on. */
export async function attachAffidavit(page: Page): Promise<void> {
  await page
    .getByLabel('Add a file')
    .setInputFiles({ name: 'affidavit.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByRole('main')).toContainText('affidavit.pdf');
  await expectNoAxeViolations(page);
  await next(page);
}

/**
 * Files and pays a reinstatement or cure of an entity under the administrators' check, with the
 * processing email given (and a public file, when named); checks the receipt and the status page it links to (under review), and
 * answers the filing's refId.
 */
export async function fileHeldFiling(
  page: Page,
  filing: { kind: 'reinstate' | 'cure'; entityId: string; email: string; publicFile?: string },
): Promise<string> {
  const transTyp = filing.kind === 'reinstate' ? 'REINSTATE' : 'CURE_DLNQ';
  await page.goto(
    `/business/filing/${filing.kind}/intro?entityId=${filing.entityId}&transTyp=${transTyp}`,
  );
  await expectNoAxeViolations(page);
  await next(page);
  await arriveAt(page, 'Entity name', 'Step 1 of 9');
  if (filing.kind === 'reinstate') await page.getByLabel(/^Statute/).fill('C.R.S. 7-80-101');
  await next(page);
  await officeAgentToReview(
    page,
    (step) => emailAndAffidavit(step, filing.email),
    filing.publicFile,
  );
  await next(page);
  await pay(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('queued for review');
  await expectNoAxeViolations(page);
  const refId = new URL(page.url()).searchParams.get('refId') ?? '';
  expect(refId).not.toBe('');

  await page.getByRole('link', { name: 'See the status of your filing' }).click();
  await expect(page).toHaveTitle(/^Filing status - .* - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('Received and under review');
  await expectNoAxeViolations(page);
  return refId;
}
