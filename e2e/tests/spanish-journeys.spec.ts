// A Spanish-speaking filer forms an LLC and files a periodic report in Spanish, end to end: every
// page in Spanish and scanned with axe, a taken name explained and a suggested name picked, and
// the receipt mailed in Spanish.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { choose, pay, tick, type Address } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

const office: Address = { address1: '1560 Broadway Street', city: 'Denver', zip: '80202' };
const home: Address = { address1: '1777 Broadway Street', city: 'Boulder', zip: '80302' };

/** Arrives on a step in Spanish: the announced title, the heading, the page's language, axe. */
async function arriveAt(page: Page, title: string, stepLabel: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} - ${stepLabel} - Secretaría de Estado`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
}

async function next(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Siguiente', exact: true })
    .or(page.getByRole('link', { name: 'Siguiente', exact: true }))
    .click();
}

async function fillAddress(scope: Locator, address: Address): Promise<void> {
  await scope.getByLabel('Dirección, línea 1').fill(address.address1);
  await scope.getByLabel('Ciudad').fill(address.city);
  const state = scope.getByLabel(/^Estado/);
  if (await state.evaluate((element) => element.tagName === 'SELECT').catch(() => false))
    await state.selectOption({ label: 'Colorado' });
  await scope.getByLabel('Código postal (ZIP)').fill(address.zip);
}

/** The address check: takes the verified version of every address, as the English journeys do. */
async function acceptVerifiedAddresses(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verifique su dirección' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const choices = dialog.getByRole('radio');
  const count = await choices.count();
  // Each address offers the one typed, then the verified one: take the second of each pair (its
  // label, as a person would; the radio itself is drawn off-screen).
  for (let index = 1; index < count; index += 2) {
    const id = await choices.nth(index).getAttribute('id');
    await dialog.locator(`label[for="${id ?? ''}"]`).click();
  }
  await dialog
    .getByRole('button', { name: /Usar (esta dirección|las direcciones elegidas)/ })
    .click();
  await expect(dialog).toBeHidden();
}

async function nextVerifyingAddresses(page: Page): Promise<void> {
  const from = page.url();
  await next(page);
  const dialog = page.getByRole('dialog', { name: 'Verifique su dirección' });
  await expect.poll(async () => page.url() !== from || (await dialog.isVisible())).toBe(true);
  if (await dialog.isVisible()) await acceptVerifiedAddresses(page);
}

async function filer(page: Page, stepLabel: string): Promise<void> {
  await arriveAt(page, 'Persona que presenta', stepLabel);
  await choose(
    page,
    '¿La persona que presenta el trámite es una persona física o una entidad?',
    'Persona física',
  );
  const name = page.getByRole('group', { name: 'Nombre de quien presenta' });
  await name.getByLabel('Primer nombre').fill('Ana');
  await name.getByLabel('Apellido').fill('Ochoa');
  await fillAddress(page.getByRole('group', { name: 'Dirección de quien presenta' }), home);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await acceptVerifiedAddresses(page);
  await tick(page, 'He leído y entendido el aviso anterior.');
  await expectNoAxeViolations(page);
  await next(page);
}

/** Pays at the card checkout and checks the Spanish receipt. */
async function payAndReadReceipt(
  page: Page,
  receiptStep: string,
  expected: string[],
): Promise<void> {
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(`Recibo - ${receiptStep} - Secretaría de Estado`);
  const receipt = page.getByRole('main');
  for (const text of expected) await expect(receipt).toContainText(text);
  await expect(receipt).toContainText('Número de identificación');
  // The filed documents stay English; the filer is told so in Spanish.
  await expect(receipt).toContainText('están en inglés');
  await expectNoAxeViolations(page);
}

test('a filer forms an LLC in Spanish: a taken name explained, a suggestion picked, a Spanish receipt', async ({
  page,
}) => {
  const email = `ana.${Date.now().toString(36)}@example.com`;
  await page.goto('/business/filing/fileaform');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presentar un formulario');
  await expectNoAxeViolations(page);

  await page.goto('/business/filing/llc/entityname');
  await expect(page).toHaveURL(/entityname\?lang=es$/);
  await arriveAt(page, 'Nombre de la entidad', 'Paso 1 de 11');
  // The name of an entity on the record, typed in other letters and with a comma.
  const field = page.getByLabel('Nombre de la entidad');
  await field.fill('estes park report window, llc');
  await next(page);
  // The registry's message in its dialog, then the explanation under the field.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Este nombre de entidad ya se usa en Colorado.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Elegir otro nombre' }).click();
  await expect(dialog).toBeHidden();
  const main = page.getByRole('main');
  await expect(main).toContainText('Ese nombre ya se usa en Colorado.');
  await expect(main).toContainText('Es el mismo nombre que esta entidad del registro:');
  await expect(main.getByRole('link', { name: 'Estes Park Report Window LLC' })).toBeVisible();
  await expect(main).toContainText('las mayúsculas y minúsculas');
  await expect(main).toContainText("la puntuación, como . , _ ' `");
  await expect(main.getByRole('table', { name: /tal como la revisión los compara/ })).toContainText(
    'estes park report window llc',
  );
  await expectNoAxeViolations(page);
  // A suggested name, picked with one press, fills the field and is checked at once.
  const suggestion = main.getByRole('button', { name: /^Usar el nombre / }).first();
  const suggested = ((await suggestion.textContent()) ?? '').trim();
  // Built from the name as typed: a distinguishing word before its designator.
  expect(suggested).toMatch(/^estes park report window, .+ llc$/i);
  expect(suggested.toLowerCase()).not.toBe('estes park report window, llc');
  await suggestion.click();
  await expect(field).toHaveValue(suggested);
  await expect(main).toContainText(`${suggested} está disponible`);
  await next(page);

  await arriveAt(page, 'Dirección de la oficina principal', 'Paso 2 de 11');
  await fillAddress(page.getByRole('group', { name: 'Dirección física' }), office);
  await tick(page, 'Igual que la dirección física');
  await next(page);
  await acceptVerifiedAddresses(page);

  await arriveAt(page, 'Agente registrado', 'Paso 3 de 11');
  await choose(
    page,
    '¿El agente registrado es una persona física o una entidad?',
    'Persona física',
  );
  const agent = page.getByRole('group', { name: 'Nombre del agente registrado' });
  await agent.getByLabel('Primer nombre').fill('Grace');
  await agent.getByLabel('Apellido').fill('Hopper');
  await tick(page, 'Igual que la dirección física de la oficina principal');
  await tick(page, 'Igual que la dirección física del agente registrado');
  await choose(page, /consentimiento/, 'Sí');
  await nextVerifyingAddresses(page);

  await arriveAt(page, 'Administración', 'Paso 4 de 11');
  await choose(page, 'La LLC será administrada por', 'Miembros');
  await choose(page, '¿La LLC tiene al menos un miembro?', 'Sí');
  await next(page);

  await arriveAt(page, 'Personas que forman la entidad', 'Paso 5 de 11');
  await page.getByLabel('Tipo de persona').selectOption({ label: 'Persona física' });
  const person = page.getByRole('group', { name: 'Nombre', exact: true });
  await person.getByLabel('Primer nombre').fill('Ana');
  await person.getByLabel('Apellido').fill('Ochoa');
  await fillAddress(page.getByRole('group', { name: 'Dirección', exact: true }), home);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await acceptVerifiedAddresses(page);
  await expectNoAxeViolations(page);
  await next(page);

  await arriveAt(page, 'Información adicional', 'Paso 6 de 11');
  await choose(page, '¿Quiere adjuntar archivos?', 'No');
  await next(page);

  await arriveAt(page, 'Fecha de vigencia diferida', 'Paso 7 de 11');
  await choose(
    page,
    '¿Quiere que este trámite entre en vigencia en el momento de presentarlo?',
    'Sí',
  );
  await next(page);

  await filer(page, 'Paso 8 de 11');

  await arriveAt(page, 'Avisos', 'Paso 9 de 11');
  await choose(page, '¿Quiere recibir avisos por correo electrónico sobre esta empresa?', 'Sí');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel('Vuelva a escribir el correo electrónico').fill(email);
  await choose(page, '¿Quiere recibir avisos por mensaje de texto sobre esta empresa?', 'No');
  await next(page);
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  await expect(page).toHaveTitle('Revisar - Paso 10 de 11 - Secretaría de Estado');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Todavía no termina: revise su trámite',
  );
  await expect(page.getByRole('main').getByText(suggested, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  await payAndReadReceipt(page, 'Paso 11 de 11', [
    suggested,
    'Artículos de Organización',
    '$50.00',
  ]);

  // The mail page shows the receipt the filer was sent, in Spanish.
  await page.goto('/mail');
  const message = page.locator('article', { hasText: suggested }).filter({ hasText: email });
  await expect(message.first()).toBeVisible();
  await expect(message.first().locator('[lang="es"]').first()).toBeVisible();
  await expect(message.first()).toContainText('Recibo');
});

test('a filer files a periodic report in Spanish', async ({ page }) => {
  await page.goto(
    '/business/filing/report/reportintro?entityId=20110000024&transTyp=REPORT&lang=es',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informe periódico');
  await expectNoAxeViolations(page);
  await next(page);

  await arriveAt(page, 'Dirección de la oficina principal', 'Paso 1 de 6');
  await fillAddress(page.getByRole('group', { name: 'Dirección física' }), office);
  await nextVerifyingAddresses(page);

  await arriveAt(page, 'Agente registrado', 'Paso 2 de 6');
  await nextVerifyingAddresses(page);

  await filer(page, 'Paso 3 de 6');

  await arriveAt(page, 'Avisos', 'Paso 4 de 6');
  await choose(page, '¿Quiere recibir avisos por correo electrónico sobre esta empresa?', 'No');
  await choose(page, '¿Quiere recibir avisos por mensaje de texto sobre esta empresa?', 'No');
  await next(page);

  await expect(page).toHaveTitle('Revisar - Paso 5 de 6 - Secretaría de Estado');
  await expect(page.getByRole('main').getByText('1560 Broadway').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  await payAndReadReceipt(page, 'Paso 6 de 6', ['Informe periódico', '$10.00']);
});
