// What a PII request needs first: an LLC formed and then amended through the wizards (with the
// app), each receipt showing one document number; the journeys type those numbers into the
// administrators' PII request, as a person reads them.
import { expect, type Page } from '@playwright/test';
import { amendmentText, noNotifications, reviewAndPay, startAmendment } from './amendment-steps.ts';
import { arriveAt, choose, filer, fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';

/** The value the receipt shows beside a label. */
async function receiptValue(page: Page, label: string): Promise<string> {
  const value = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(value).toHaveText(/\S/);
  return ((await value.textContent()) ?? '').trim();
}

/** An LLC's two documents: its articles (`formation`) and an amendment (`statement`). */
export interface TwoDocuments {
  name: string;
  entityId: string;
  formation: string;
  statement: string;
}

/**
 * Forms an LLC named from `stem` and amends it (the amendment stands for a Statement of Removal),
 * answering the entity and the two document numbers the receipts showed.
 */
export async function fileTwoDocuments(page: Page, stem: string): Promise<TwoDocuments> {
  const name = uniqueName(stem);
  await fillMinimalLlc(page, name);
  // Next only once the review is on screen (the notifications step's Next is still settling).
  await expect(page).toHaveTitle(/^Review - /);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - /);
  // One number under one name: no transaction or master ID beside it.
  await expect(page.getByText(/^(Transaction ID|Master ID)$/)).toHaveCount(0);
  const formation = await receiptValue(page, 'Document number');
  const entityId = await receiptValue(page, 'ID number');

  await startAmendment(page, entityId, 'AMD_LLC');
  await arriveAt(page, 'Entity name', 'Step 1 of 7');
  await choose(page, 'Do you want to change the entity name?', 'No');
  await next(page);
  await amendmentText(page, 'Statement of Removal: the articles listed a home address.');
  await arriveAt(page, 'Delayed effective date', 'Step 3 of 7');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await next(page);
  await filer(page, undefined, 'Step 4 of 7');
  await noNotifications(page);
  await reviewAndPay(page, { current: name, after: name });
  const statement = await receiptValue(page, 'Document number');
  return { name, entityId, formation, statement };
}
