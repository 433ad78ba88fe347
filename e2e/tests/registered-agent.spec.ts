// The registered agent step within a filing: an existing entity as its own agent, and an agent
// marked "same as" the principal office when that office changes.
import { expect, test } from './fixtures.ts';
import {
  arriveAt,
  boulderHome,
  choose,
  fillAddress,
  fillMinimalLlc,
  next,
  nextVerifyingAddresses,
  pay,
  uniqueName,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// A seeded entity whose (late) periodic report is open; this journey does not file it.
const LATE_REPORT = { entityId: '20130000015', name: 'Greeley Late Report LLC' };

test('an entity filing its periodic report can be its own registered agent', async ({ page }) => {
  await page.goto(
    `/business/filing/report/reportintro?entityId=${LATE_REPORT.entityId}&transTyp=REPORT`,
  );
  await expect(page.getByText(`Entity name: ${LATE_REPORT.name}`)).toBeVisible();
  await next(page);
  await arriveAt(page, 'Principal office address', 'Step 1 of 6');
  await nextVerifyingAddresses(page);

  await arriveAt(page, 'Registered agent', 'Step 2 of 6');
  await choose(page, 'Is the registered agent an individual or an entity?', 'Entity');
  // The box works from the keyboard.
  const ownAgent = page.getByLabel(/This entity is its own registered agent/);
  await ownAgent.focus();
  await page.keyboard.press('Space');
  await expect(ownAgent).toBeChecked();
  // The name is the one on record: nothing to type, and it is shown.
  await expect(page.getByText(`Uses the entity name "${LATE_REPORT.name}".`)).toBeVisible();
  await expect(page.getByText(`Registered agent's name: ${LATE_REPORT.name}`)).toBeVisible();
  await expect(page.getByLabel("Entity's name")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await nextVerifyingAddresses(page);

  await expect(page.getByText("Enter the entity's name.")).toHaveCount(0);
  await arriveAt(page, 'Filer', 'Step 3 of 6');
});

test('an agent at the principal office moves with it when the office changes from review', async ({
  page,
}) => {
  const name = uniqueName('Moving Office');
  // The minimal LLC's agent is marked "Same as principal office street address" (1560 Broadway).
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - /);
  const agentSection = page.getByRole('region', { name: 'Registered agent' });
  await expect(agentSection).toContainText(/1560 Broadway/i);

  await page.getByRole('link', { name: 'Edit Principal office address' }).click();
  await arriveAt(page, 'Principal office address', 'Step 2 of 11');
  await fillAddress(page.getByRole('group', { name: 'Street address' }), boulderHome);
  await nextVerifyingAddresses(page, 'Save changes');

  // Review: the agent is at the office's new address, and the old one is nowhere in the filing.
  await expect(page).toHaveTitle(/^Review - /);
  await expect(page.getByRole('region', { name: 'Principal office address' })).toContainText(
    /1777 Broadway/i,
  );
  await expect(agentSection).toContainText(/1777 Broadway/i);
  await expect(agentSection).toContainText(/Boulder/i);
  await expect(page.getByRole('main')).not.toContainText(/1560 Broadway/i);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The agent step shows the box still marked, over the new address.
  await page.getByRole('link', { name: 'Edit Registered agent' }).click();
  await arriveAt(page, 'Registered agent', 'Step 3 of 11');
  await expect(page.getByLabel('Same as principal office street address')).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Street address' }).getByLabel('Address 1'),
  ).toHaveValue(/1777 Broadway/i);
  await nextVerifyingAddresses(page, 'Save changes');

  // The server checks the same rule when payment starts, and the filing is paid for.
  await expect(page).toHaveTitle(/^Review - /);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - /);
  await expect(page.getByRole('main')).toContainText(name);
});
