// An LLC formed from its first step to Congratulations by a browser whose script never runs:
// every step is an HTML form the server handles with the rules the app uses, addresses are
// verified on a page of their own, persons forming and filers are added with links and buttons,
// and the review starts payment at the checkout. axe scans every kind of page on the way (it needs
// JavaScript, so the site's scripts are blocked rather than JavaScript turned off).
import { expect, test } from './fixtures.ts';
import { boulderHome, choose, fillAddress, uniqueName } from './llc-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';
import {
  individualAgent,
  noNotifications,
  payAtCheckout,
  press,
  principalOfficeInDenver,
  useVerifiedAddresses,
} from './without-script-steps.ts';

test('an LLC is formed without the app: every step a form the server takes', async ({ page }) => {
  await blockAppScripts(page);
  const name = uniqueName('Ridgway Without Script');

  await page.goto('/business/filing/llc/entityname');
  await expect(page).toHaveTitle('Entity name - Step 1 of 11 - Secretary of State');
  await expectNoAxeViolations(page);
  // A refused post comes back as typed, with the message and "Error:" in the title.
  await page.getByLabel('Entity name').fill('Mountain Peak Ventures LLC');
  await press(page, 'Next');
  await expect(page).toHaveTitle('Error: Entity name - Step 1 of 11 - Secretary of State');
  await expect(page.getByLabel('Entity name')).toHaveValue('Mountain Peak Ventures LLC');
  await expect(page.getByRole('alert').first()).toContainText(
    'That name is already being used in Colorado.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Entity name').fill(name);
  await press(page, 'Next');
  // The draft's reference travels in the address from here on.
  await expect(page).toHaveURL(/\/filing\/llc\/principalofficeaddress\?draftRef=[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();

  await principalOfficeInDenver(page, 'Step 2 of 11');
  await individualAgent(page, 'Step 3 of 11');

  await expect(page).toHaveTitle(/^Management - Step 4 of 11/);
  await choose(page, /managed/i, 'Members');
  await choose(page, /at least one member/i, 'Yes');
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Persons forming - Step 5 of 11/);
  // Both kinds of name are on the form until the page's script could reveal the chosen one's.
  await expect(page.getByLabel('Name of the entity, trust, state or estate')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Type of person').selectOption({ label: 'Individual' });
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  // Typed as the post office writes it (letter case aside): no address check's page, and one
  // press saves the person and goes on.
  await fillAddress(page.getByRole('group', { name: /address/i }).last(), {
    address1: '1777 Broadway',
    city: 'Boulder',
    state: 'Colorado',
    zip: '80302',
  });
  await press(page, 'Save and continue');

  await expect(page).toHaveTitle(/^Additional information - Step 6 of 11/);
  await choose(page, 'Do you want to attach files?', 'No');
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Delayed effective date - Step 7 of 11/);
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await press(page, 'Next');

  // The filer's form goes on too, once its notice is affirmed; through the address check when the
  // post office writes the address otherwise.
  await expect(page).toHaveTitle(/^Filer - Step 8 of 11/);
  await choose(page, 'Is the filer an individual or an entity?', 'Individual');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await fillAddress(page.getByRole('group', { name: /address/i }).last(), boulderHome);
  await press(page, 'Save and continue');
  await expect(page).toHaveTitle('Error: Filer - Step 8 of 11 - Secretary of State');
  await expect(
    page.getByRole('link', {
      name: 'Mark the checkbox to show that you have read and understood the notice.',
    }),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expectNoAxeViolations(page);
  await page.getByText('I have read and understood the notice above.').click();
  await press(page, 'Save and continue');
  await useVerifiedAddresses(page);

  await noNotifications(page, 'Step 9 of 11');

  await expect(page).toHaveTitle(/^Review - Step 10 of 11/);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await press(page, 'Next');

  // The built-in checkout is a plain HTML form already.
  await payAtCheckout(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11/);
  await expect(page.getByRole('main')).toContainText(name);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  await expect(page).toHaveTitle(/^Congratulations/);
  await expect(page.getByRole('main')).toContainText(`${name} has been filed.`);
  await expectNoAxeViolations(page);
});
