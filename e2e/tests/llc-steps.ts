// Page-by-page actions for the LLC wizard, written the way a person uses it: by labels, roles
// and visible text. Every page visited is scanned with axe.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectTableFitsPhone } from './support.ts';

export interface Address {
  address1: string;
  city: string;
  state?: string;
  zip: string;
}

export const denverOffice: Address = {
  address1: '1560 Broadway Street',
  city: 'Denver',
  state: 'Colorado',
  zip: '80202',
};
export const boulderHome: Address = {
  address1: '1777 Broadway Street',
  city: 'Boulder',
  state: 'Colorado',
  zip: '80302',
};

/** Arrives on a step: checks the announced page title and the heading, then scans with axe. */
export async function arriveAt(page: Page, title: string, stepLabel: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} - ${stepLabel} - Secretary of State`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expectNoAxeViolations(page);
}

/** USWDS hides the native radio/checkbox off-screen; people click the label. */
export async function choose(
  scope: Page | Locator,
  groupName: string | RegExp,
  option: string,
): Promise<void> {
  const group = scope.getByRole('group', { name: groupName });
  await group.getByText(option, { exact: true }).click();
}

export async function tick(scope: Page | Locator, label: string): Promise<void> {
  await scope.getByText(label, { exact: true }).click();
}

export async function fillAddress(scope: Locator, address: Address): Promise<void> {
  await scope.getByLabel('Address 1').fill(address.address1);
  await scope.getByLabel('City').fill(address.city);
  const state = scope.getByLabel(/^State/);
  if (address.state && (await state.evaluate((element) => element.tagName === 'SELECT'))) {
    await state.selectOption({ label: address.state });
  }
  await scope.getByLabel('ZIP / Postal code').fill(address.zip);
}

/** The address verification dialog: picks the verified version of every address and confirms. */
export async function acceptVerifiedAddresses(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify your address' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const choices = dialog.getByRole('radio');
  const count = await choices.count();
  // Each address offers "Address you entered" then the verified one; take the last of each pair.
  for (let index = 1; index < count; index += 2) {
    await dialog
      .locator('label')
      .filter({ has: page.locator(':scope') })
      .nth(index)
      .click()
      .catch(async () => {
        await choices.nth(index).check({ force: true });
      });
  }
  await dialog.getByRole('button', { name: /Use (this address|selected addresses)/ }).click();
  await expect(dialog).toBeHidden();
}

export async function next(page: Page, label: 'Next' | 'Save changes' = 'Next'): Promise<void> {
  // A form's Next is a button; the receipt's, which only goes on, is a link.
  await page
    .getByRole('button', { name: label, exact: true })
    .or(page.getByRole('link', { name: label, exact: true }))
    .click();
}

/**
 * Next, then the address check when the server suggests a standard form: the step either moves on
 * or asks, and this waits for whichever it does.
 */
export async function nextVerifyingAddresses(
  page: Page,
  label: 'Next' | 'Save changes' = 'Next',
): Promise<void> {
  const from = page.url();
  await next(page, label);
  const dialog = page.getByRole('dialog', { name: 'Verify your address' });
  await expect
    .poll(async () => page.url() !== from || (await dialog.isVisible()), {
      message: 'the step neither moved on nor asked to verify its addresses',
    })
    .toBe(true);
  if (await dialog.isVisible()) await acceptVerifiedAddresses(page);
}

/** Opens a wizard's entity-name step (the LLC's unless another route area is given) and submits a name. */
export async function entityName(page: Page, name: string, filingType = 'llc'): Promise<void> {
  await page.goto(`/business/filing/${filingType}/entityname`);
  await arriveAt(page, 'Entity name', 'Step 1 of 11');
  await page.getByLabel('Entity name').fill(name);
  await next(page);
}

export async function principalOffice(page: Page, address: Address = denverOffice): Promise<void> {
  await arriveAt(page, 'Principal office address', 'Step 2 of 11');
  await fillAddress(page.getByRole('group', { name: 'Street address' }), address);
  await tick(page, 'Same as street address');
  await next(page);
  await acceptVerifiedAddresses(page);
}

export async function registeredAgent(page: Page): Promise<void> {
  await arriveAt(page, 'Registered agent', 'Step 3 of 11');
  await choose(page, 'Is the registered agent an individual or an entity?', 'Individual');
  const name = page.getByRole('group', { name: "Registered agent's name" });
  await name.getByLabel('First name').fill('Grace');
  await name.getByLabel('Last name').fill('Hopper');
  await tick(page, 'Same as principal office street address');
  await tick(page, "Same as registered agent's street address");
  await choose(page, /consented to the appointment/, 'Yes');
  await nextVerifyingAddresses(page);
}

export async function management(page: Page): Promise<void> {
  await arriveAt(page, 'Management', 'Step 4 of 11');
  await choose(page, 'The LLC will be managed by', 'Members');
  await choose(page, 'Does the LLC have at least one member?', 'Yes');
  await next(page);
}

export interface Former {
  type: 'Individual' | 'Entity';
  first?: string;
  last?: string;
  organisation?: string;
  address: Address;
}

async function addFormer(page: Page, former: Former): Promise<void> {
  await page.getByLabel('Type of person').selectOption({ label: former.type });
  if (former.type === 'Individual') {
    const name = page.getByRole('group', { name: 'Name' });
    await name.getByLabel('First name').fill(former.first ?? '');
    await name.getByLabel('Last name').fill(former.last ?? '');
  } else {
    await page.getByLabel("Entity's name").fill(former.organisation ?? '');
  }
  await fillAddress(page.getByRole('group', { name: 'Address', exact: true }), former.address);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await acceptVerifiedAddresses(page);
}

/** The formation step: "Persons forming" (step 5) for an LLC, "Incorporators" (step 4) for corporations. */
export async function personsForming(
  page: Page,
  formers: Former[],
  heading: { title: string; stepLabel: string } = {
    title: 'Persons forming',
    stepLabel: 'Step 5 of 11',
  },
): Promise<void> {
  await arriveAt(page, heading.title, heading.stepLabel);
  for (const [index, former] of formers.entries()) {
    if (index > 0) await page.getByRole('link', { name: 'Add another person' }).click();
    await addFormer(page, former);
  }
  await expectNoAxeViolations(page);
  await next(page);
}

export async function additionalInfo(page: Page, text: string, attach: boolean): Promise<void> {
  await arriveAt(page, 'Additional information', 'Step 6 of 11');
  await page.getByLabel('Additional information').fill(text);
  await choose(page, 'Do you want to attach files?', attach ? 'Yes' : 'No');
  await next(page);
}

/** A small, valid, unencrypted PDF. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function attachments(page: Page, fileName: string): Promise<void> {
  await arriveAt(page, 'Attachments', 'Step 6 of 11');
  await page
    .getByLabel('Add a file')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page.getByRole('table')).toContainText(fileName);
  await expectTableFitsPhone(page, page.getByRole('table'));
  await expectNoAxeViolations(page);
  await next(page);
}

/** YYYY-MM-DD of a day `days` from today in Mountain time. */
export function mountainDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function effectiveDate(
  page: Page,
  delayed?: { date: string; time: string },
): Promise<void> {
  await arriveAt(page, 'Delayed effective date', 'Step 7 of 11');
  const question = 'Do you want this filing to be effective at the time of filing?';
  if (!delayed) {
    await choose(page, question, 'Yes');
  } else {
    await choose(page, question, 'No');
    await page.getByLabel('Effective date (up to 90 days from today)').fill(delayed.date);
    await page.getByLabel('Effective time (hh:mm am/pm)').fill(delayed.time);
  }
  await next(page);
}

/**
 * The filer step (the LLC's step 8 unless another wizard's label is given): a new individual
 * filer, or with `sameAs` the box of that label ("Same as a person forming", "Same as an
 * incorporator") copying the named person forming.
 */
export async function filer(
  page: Page,
  sameAs?: { label: string; person: string },
  stepLabel = 'Step 8 of 11',
): Promise<void> {
  await arriveAt(page, 'Filer', stepLabel);
  if (sameAs) {
    await tick(page, sameAs.label);
    const dialog = page.getByRole('dialog', { name: 'Filers Details' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByText(sameAs.person, { exact: false }).click();
    await dialog.getByRole('button', { name: 'Use this person' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The copied address was accepted with the person forming; verification may not ask again.
    const verification = page.getByRole('dialog', { name: 'Verify your address' });
    if (await verification.isVisible().catch(() => false)) await acceptVerifiedAddresses(page);
  } else {
    await choose(page, 'Is the filer an individual or an entity?', 'Individual');
    const name = page.getByRole('group', { name: "Filer's name" });
    await name.getByLabel('First name').fill('Ada');
    await name.getByLabel('Last name').fill('Lovelace');
    await fillAddress(page.getByRole('group', { name: "Filer's address" }), boulderHome);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await acceptVerifiedAddresses(page);
  }
  await tick(page, 'I have read and understood the notice above.');
  await expectNoAxeViolations(page);
  await next(page);
}

export async function notifications(page: Page, email: string): Promise<void> {
  await arriveAt(page, 'Notifications', 'Step 9 of 11');
  await choose(page, 'Do you want to get email notifications about this business?', 'Yes');
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByLabel('Retype email address').fill(email);
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);
  // The list view shows what was added; Next goes on to review. The list stays on screen until
  // the review's code has arrived: wait for the review, so a press that follows is the review's.
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - /);
}

export async function pay(page: Page, card: string): Promise<void> {
  await expect(page).toHaveTitle('Payment - Secretary of State');
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiration date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Steps 1 to 9 with the fewest answers: one person forming, effective when filed, no files. */
export async function fillMinimalLlc(page: Page, name: string): Promise<void> {
  await entityName(page, name);
  await principalOffice(page);
  await registeredAgent(page);
  await management(page);
  await personsForming(page, [
    { type: 'Individual', first: 'Ada', last: 'Lovelace', address: boulderHome },
  ]);
  await additionalInfo(page, '', false);
  await effectiveDate(page);
  await filer(page);
  await notifications(page, 'ada@example.com');
}

/** A name nobody has taken: the generated registry never uses these words together. */
export function uniqueName(stem: string, designation = 'LLC'): string {
  const unique = `${stem} ${Date.now().toString(36).toUpperCase()}`;
  return designation === '' ? unique : `${unique} ${designation}`;
}
