// What the journeys without the app's script do on every wizard: press a form's button and wait
// for the page the server answers with, choose the verified addresses on the address check's own
// page, add a person, and pay at the checkout.
import { expect, type Page } from '@playwright/test';
import { boulderHome, choose, denverOffice, fillAddress } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

/** Sends a step's form as the browser does, and waits for the page it answers with. */
export async function press(page: Page, name: string | RegExp): Promise<void> {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name, exact: typeof name === 'string' }).click(),
  ]);
}

/** The address check of a step without script: a page of its own; the verified versions chosen. */
export async function useVerifiedAddresses(page: Page): Promise<void> {
  await expect(page).toHaveURL(/verify=1/);
  await expect(page.getByRole('heading', { name: 'Verify your address' })).toBeVisible();
  await expectNoAxeViolations(page);
  const verified = page.locator('label[for$="-verified"]');
  for (let index = 0; index < (await verified.count()); index += 1) {
    await verified.nth(index).click();
  }
  await press(page, /^Use (this address|selected addresses)$/);
}

/**
 * A person's form (person forming or filer), its type chosen: an individual, typed, saved and
 * verified. Without script the form shows an individual's and an organisation's name fields
 * until a type is chosen.
 */
async function addIndividual(page: Page, first: string, last: string): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await fillAddress(page.getByRole('group', { name: /address/i }).last(), boulderHome);
  await press(page, 'Save');
  await useVerifiedAddresses(page);
}

/** A new entity's principal office in Denver, its mailing address the same, verified. */
export async function principalOfficeInDenver(page: Page, step: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^Principal office address - ${step}`));
  await fillAddress(page.getByRole('group', { name: 'Street address' }), denverOffice);
  await page.getByText('Same as street address').click();
  await press(page, 'Next');
  await useVerifiedAddresses(page);
}

/**
 * An individual registered agent who consents. Without script an individual's and an entity's
 * name fields are both on the page until a type is chosen; the server keeps the chosen type's.
 */
export async function individualAgent(page: Page, step: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^Registered agent - ${step}`));
  await expectNoAxeViolations(page);
  await choose(page, 'Is the registered agent an individual or an entity?', 'Individual');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await fillAddress(page.getByRole('group', { name: 'Street address' }), boulderHome);
  await page.getByText("Same as registered agent's street address").click();
  await choose(page, /consent/i, 'Yes');
  await press(page, 'Next');
  await useVerifiedAddresses(page);
}

/** The persons forming (organizers or incorporators): one individual added, and on. */
export async function oneIndividualForming(page: Page, title: string, step: string) {
  await expect(page).toHaveTitle(new RegExp(`^${title} - ${step}`));
  await page.getByLabel('Type of person').selectOption({ label: 'Individual' });
  await addIndividual(page, 'Grace', 'Hopper');
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await press(page, 'Next');
}

/** The filer step: an individual added, the notice read, and on. */
export async function fileAsIndividual(page: Page, step: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^Filer - ${step}`));
  await expectNoAxeViolations(page);
  await choose(page, 'Is the filer an individual or an entity?', 'Individual');
  await addIndividual(page, 'Ada', 'Lovelace');
  await page.getByText('I have read and understood the notice above.').click();
  await press(page, 'Next');
}

/** The notifications step, both declined. */
export async function noNotifications(page: Page, step: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`^Notifications - ${step}`));
  await expectNoAxeViolations(page);
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await press(page, 'Next');
}

/** The built-in checkout, a plain HTML form: pays with `card`. */
export async function payAtCheckout(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiration date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await press(page, /^Pay /);
}
