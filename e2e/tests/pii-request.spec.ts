// A PII request end to end, by the numbers a person reads: an LLC is formed and amended through the
// wizards, each receipt showing one document number; the public record lists the same numbers; an
// administrator types them into the PII request, and the record then shows the first document as
// removed from public view, with nothing to download, while the Statement of Removal stays.
// Every page is scanned with axe.
import { signInAsAdministrator } from './admin-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { acceptVerifiedAddresses, boulderHome, choose, fillAddress } from './llc-steps.ts';
import { fileTwoDocuments } from './pii-steps.ts';
import { expectNoAxeViolations, expectTableFitsPhone } from './support.ts';

test('a document withheld by a PII request is shown as withheld on the public record', async ({
  page,
  browser,
}) => {
  const { name, entityId, formation, statement } = await fileTwoDocuments(
    page,
    'Silverton Records',
  );

  // The record lists both by the numbers the receipts showed.
  await page.goto(`/business/entity/${entityId}`);
  const history = page.getByRole('table', { name: /Filings recorded for this entity/ });
  await expect(history.getByRole('cell', { name: formation, exact: true })).toBeVisible();
  await expect(history.getByRole('cell', { name: statement, exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Download Articles of Organization ${formation} (PDF)` }),
  ).toBeVisible();

  // The administrator types the numbers as the record shows them.
  const staff = await (await browser.newContext()).newPage();
  await signInAsAdministrator(staff);
  await staff.getByRole('link', { name: 'Enter a PII request' }).click();
  await expect(staff).toHaveTitle(/^PII request - /);
  await expectNoAxeViolations(staff);
  await staff.getByLabel('Entity or record ID (master ID)').fill(entityId);
  await staff.getByLabel('Document number of the document that contains PII').fill(formation);
  await staff.getByLabel('Document number of the Statement of Removal').fill(statement);
  await staff.getByRole('button', { name: 'Next' }).click();
  await expect(staff.getByRole('main')).toContainText(name);
  await choose(staff, 'Is the filer an individual or an entity?', 'Individual');
  const filerName = staff.getByRole('group', { name: "Filer's name" });
  await filerName.getByLabel('First name').fill('Ada');
  await filerName.getByLabel('Last name').fill('Lovelace');
  await fillAddress(staff.getByRole('group', { name: "Filer's address" }), boulderHome);
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Save filer' }).click();
  const question = staff.getByRole('group', { name: /Do you need to add additional filers/ });
  const dialog = staff.getByRole('dialog', { name: 'Verify your address' });
  await expect
    .poll(async () => (await question.isVisible()) || (await dialog.isVisible()))
    .toBe(true);
  if (await dialog.isVisible()) await acceptVerifiedAddresses(staff);
  await expectNoAxeViolations(staff);
  await choose(staff, /Do you need to add additional filers/, 'No');
  await staff.getByRole('button', { name: 'Next' }).click();
  await expect(staff).toHaveTitle(/^Review PII request - /);
  await expectNoAxeViolations(staff);
  await staff.getByRole('button', { name: 'Submit' }).click();
  await expect(staff.getByText('Filing processed successfully.')).toBeVisible();
  await expectNoAxeViolations(staff);

  // The record: the first document is withheld, with nothing to download; the other stays.
  await page.reload();
  const withheldRow = history.getByRole('row').filter({ hasText: formation });
  await expect(withheldRow).toContainText(
    'Removed from public view: it contained personal information',
  );
  await expect(withheldRow.getByRole('link')).toHaveCount(0);
  await expect(
    history.getByRole('row').filter({ hasText: statement }).getByRole('link'),
  ).toHaveText(/^Download .* \(PDF\)$/);
  await expectTableFitsPhone(page, history);
  await expectNoAxeViolations(page);
});
