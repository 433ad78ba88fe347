// The filer's language: a filing sent from a browser that chose Spanish (the language cookie) is
// stored with language 'es', and everything the registry writes to its filer and its subscribers
// afterwards is Spanish (the receipt, the confirmations of sign-ups, the report reminders and
// their calendar entry, the answers to text replies); a filing sent in English stays English. The
// editable content is answered in the call's language, English where a key has no Spanish row.
import { randomUUID } from 'node:crypto';
import { reportWindow, type FilingValues } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { content } from '../../src/db/schema.ts';
import { contentRows } from '../../src/db/seed-data/content.ts';
import { introContentRows } from '../../src/db/seed-data/intro-content.ts';
import { spanishContentRows } from '../../src/db/seed-data/spanish-content.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { renderMessage } from '../../src/modules/mail/message-catalogue.ts';
import { sendReportReminders } from '../../src/modules/notifications/report-reminders.ts';
import {
  fetchReceipt,
  minimalFiling,
  openCheckout,
  paymentBody,
  payWithCard,
} from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const textToken = 'provider-shared-secret-0123456789';
const spanishCookie = { cookie: 'registrar_lang=es' };

/** Noon, Mountain time, on a YYYY-MM-DD day. */
const noonOn = (day: string) => new Date(`${day}T12:00:00-07:00`);

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  language: string;
  attachments: { content: string }[];
}

describe('the Spanish twin of the messages', () => {
  const decision = {
    filingName: 'Statement Curing Delinquency',
    transactionType: 'CURE_DLNQ',
    entityName: 'Pikes Peak Cider LLC',
    entityId: '20181234567',
    transactionId: '3000123',
    statusUrl: 'http://localhost:3000/business/filing/status/0b6f3c1e',
  };

  it("writes the administrators' decision in Spanish, the reasons as they were given", () => {
    const accepted = renderMessage('filing-accepted', decision, 'es');
    expect(accepted.language).toBe('es');
    expect(accepted.subject).toBe(
      'Trámite aceptado: Declaración de subsanación de mora - Pikes Peak Cider LLC',
    );
    expect(accepted.text).toContain('Número de documento: 3000123');
    expect(accepted.html).toContain('>Ver el estado de su trámite</a>');
    const rejected = renderMessage(
      'filing-rejected',
      { ...decision, reasons: ['The registered agent did not consent.'] },
      'es',
    );
    expect(rejected.subject).toMatch(/^Trámite rechazado: /);
    expect(rejected.text).toContain('- The registered agent did not consent.');
    expect(rejected.text).toContain('Puede corregir el trámite y presentarlo de nuevo.');
  });

  it('keeps the same structure as the English message', () => {
    const english = renderMessage('filing-accepted', decision, 'en');
    const spanish = renderMessage('filing-accepted', decision, 'es');
    const shape = (html: string) => html.replace(/>[^<]*</g, '><').replace(/lang="\w+"/, '');
    expect(shape(spanish.html)).toBe(shape(english.html));
  });

  it("keeps the staff's messages in English", () => {
    const message = renderMessage(
      'temporary-password',
      {
        userName: 'admin',
        temporaryPassword: 'Tmp-123456',
        signInUrl: 'http://localhost:3000/business/admin',
        reason: 'An administrator reset your password.',
        validHours: 24,
      },
      'es',
    );
    expect(message.language).toBe('en');
    expect(message.subject).toBe('Your temporary password');
    expect(message.html).toContain('<html lang="en">');
  });
});

describe.each(databaseKinds)("the filer's language on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { TEXT_INBOUND_TOKEN: textToken },
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 0 });
        // A key with English content only (an edit made in English): answered in English.
        await database.db
          .delete(content)
          .where(
            and(eq(content.key, 'intro'), eq(content.scope, 'AMD_55'), eq(content.language, 'es')),
          );
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Pays for a filing from a browser sending `headers`; answers the refId and the receipt. */
  async function fileAs(filing: FilingValues, headers: Record<string, string>) {
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/payment',
      headers: { ...jsonHeaders, ...headers },
      payload: paymentBody(filing, randomUUID()),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { paymentURL, refId, receiptToken } = started.json().apiData as {
      paymentURL: string;
      refId: string;
      receiptToken: string;
    };
    const { path, token } = await openCheckout(testApp.app, paymentURL);
    const paid = await payWithCard(testApp.app, path, token, '4111111111111111');
    expect(paid.statusCode).toBe(303);
    const answer = await fetchReceipt(testApp.app, refId);
    expect(answer.statusCode, answer.body).toBe(200);
    const receipt = answer.json().apiData.receipt as { entityId: string; transactionId: string };
    return { refId, receiptToken, receipt };
  }

  const languageOfFiling = async (refId: string) =>
    (
      await testApp.database.pool.query<{ language: string }>(
        'select language from filings where ref = $1',
        [refId],
      )
    ).rows[0]?.language;

  const messagesWhere = async (dedupeKeyLike: string) =>
    (
      await testApp.database.pool.query<OutboxMessage>(
        `select channel, recipient, subject, body, html, language, attachments from outbox
         where dedupe_key like $1 order by channel, recipient`,
        [dedupeKeyLike],
      )
    ).rows;

  const confirmFromLink = async (body: string) => {
    const token = /notifications\/confirm\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/notifications/confirm',
      headers: jsonHeaders,
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  };

  describe('a filing sent in Spanish', () => {
    const name = `Cafeteria La Montana ${kind} LLC`;
    let filed: Awaited<ReturnType<typeof fileAs>>;

    beforeAll(async () => {
      const filing = minimalFiling(name);
      filing.notifications = {
        emailNotificationRadio: 'Y',
        textNotificationRadio: 'Y',
        emails: [{ email: 'duena@example.com' }],
        texts: [{ text: '7205550188' }],
      };
      // The browser asks for English, but the filer chose Spanish: the cookie wins.
      filed = await fileAs(filing, { ...spanishCookie, 'accept-language': 'en-US,en;q=0.9' });
    });

    it("records the filer's language with the filing", async () => {
      expect(await languageOfFiling(filed.refId)).toBe('es');
    });

    it('mails the receipt in Spanish, saying the documents filed are in English', async () => {
      const [mail] = await messagesWhere(`filing-confirmation:${filed.receipt.transactionId}:%`);
      expect(mail).toBeDefined();
      expect(mail?.recipient).toBe('duena@example.com');
      expect(mail?.language).toBe('es');
      expect(mail?.subject).toBe(`Recibo de ${filed.receipt.transactionId} - ${name}`);
      expect(mail?.body).toContain('Su trámite fue recibido y registrado.');
      expect(mail?.body).toContain('Recibo de Artículos de Organización');
      expect(mail?.body).toContain(`Número de identificación: ${filed.receipt.entityId}`);
      expect(mail?.body).toContain('Forma de pago: Tarjeta terminada en 1111');
      expect(mail?.body).toContain('Los documentos presentados y el certificado están en inglés');
      expect(mail?.body).not.toContain('Receipt for');
      expect(mail?.html).toContain('<html lang="es">');
      expect(mail?.html).toContain('Secretaría de Estado de Colorado');
    });

    it('emails the receipt again in Spanish when the filer asks for it', async () => {
      const sent = await testApp.app.inject({
        method: 'POST',
        url: '/ens-db-api/send-email',
        headers: jsonHeaders,
        payload: {
          refId: filed.refId,
          emailTo: 'copia@example.com',
          receiptToken: filed.receiptToken,
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await messagesWhere(`receipt:${filed.receipt.transactionId}:%`);
      expect(mail?.subject).toBe(`Recibo de ${filed.receipt.transactionId} - ${name}`);
      expect(mail?.body).toContain('están en inglés');
      expect(mail?.body).not.toContain('Su trámite fue recibido y registrado.');
    });

    it('shows the Spanish receipt on the mail page marked as Spanish', async () => {
      const page = await testApp.app.inject({ method: 'GET', url: '/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        `<h2 lang="es">Recibo de ${filed.receipt.transactionId} - ${name}</h2>`,
      );
      expect(page.body).toMatch(/<pre lang="es">Su trámite fue recibido y registrado\./);
    });

    it('signs the subscribers up in Spanish and confirms them in Spanish', async () => {
      const languages = await testApp.database.pool.query<{ language: string }>(
        'select distinct language from notification_subscriptions where entity_id = $1',
        [filed.receipt.entityId],
      );
      expect(languages.rows).toEqual([{ language: 'es' }]);
      const confirmations = await messagesWhere('subscription-confirmation:%');
      const email = confirmations.find((row) => row.recipient === 'duena@example.com');
      const text = confirmations.find((row) => row.recipient === '7205550188');
      expect(email?.subject).toBe(`Confirme sus notificaciones sobre ${name}`);
      expect(email?.body).toContain('Confirmar las notificaciones: http://localhost:3000/');
      expect(email?.body).toContain('Dejar de recibir estas notificaciones');
      expect(email?.html).toContain('<html lang="es">');
      expect(text?.body).toMatch(/^Secretaría de Estado de CO: confirme las notificaciones/);
      expect(text?.body).toContain('Responda AYUDA para obtener ayuda, ALTO para cancelar.');
      for (const row of [email, text]) await confirmFromLink(row?.body ?? '');
    });

    it('reminds the subscribers of the periodic report in Spanish', async () => {
      const entity = await testApp.database.pool.query<{ due: string }>(
        'select next_report_due_date::text as due from entities where entity_id = $1',
        [filed.receipt.entityId],
      );
      const due = entity.rows[0]?.due ?? '';
      const { opensOn, closesOn } = reportWindow(due);
      expect(
        await sendReportReminders(
          testApp.database.db,
          testApp.config.publicBaseUrl,
          noonOn(opensOn),
        ),
      ).toBeGreaterThanOrEqual(1);
      const [year, month, day] = closesOn.split('-');
      const [email, text] = await messagesWhere(
        `reminder:${filed.receipt.entityId}:${due}:OPENS:%`,
      );
      expect(email?.channel).toBe('email');
      expect(email?.language).toBe('es');
      expect(email?.subject).toBe(`Ya puede presentar el informe periódico de ${name}`);
      expect(email?.body).toContain(`hasta el ${month}/${day}/${year}.`);
      expect(email?.body).toContain('Presentar el informe periódico: http://localhost:3000/');
      expect(email?.attachments[0]?.content).toContain('Último día para presentar el informe');
      expect(text?.channel).toBe('sms');
      expect(text?.body).toBe(
        `Secretaría de Estado de CO: ya puede presentar el informe periódico de ${name}, hasta el ` +
          `${month}/${day}/${year}: http://localhost:3000/business/filing/fileaform Responda ALTO ` +
          'para cancelar.',
      );
    });

    it("answers the number's HELP and ALTO in Spanish", async () => {
      const reply = (body: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/business-api/notifications/textReply',
          headers: { ...jsonHeaders, 'x-text-provider-token': textToken },
          payload: { from: '+1 720 555 0188', body },
        });
      const help = await reply('HELP');
      expect(help.statusCode, help.body).toBe(200);
      expect(help.json().apiData.reply).toContain('Responda ALTO para cancelar.');
      const stop = await reply('Alto');
      expect(stop.json().apiData).toMatchObject({
        action: 'STOP',
        reply:
          'Secretaría de Estado de CO: ya no recibirá notificaciones por texto. No se le enviarán más mensajes.',
      });
    });
  });

  it('keeps a filing sent in English, and its mail, in English', async () => {
    const name = `Mountain Coffee ${kind} LLC`;
    const filing = minimalFiling(name);
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
      emails: [{ email: 'owner@example.com' }],
      texts: [],
    };
    const filed = await fileAs(filing, { 'accept-language': 'en-US,en;q=0.9' });
    expect(await languageOfFiling(filed.refId)).toBe('en');
    const [mail] = await messagesWhere(`filing-confirmation:${filed.receipt.transactionId}:%`);
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe(`Receipt for ${filed.receipt.transactionId} - ${name}`);
    expect(mail?.body).toContain('Your filing has been received and recorded.');
    expect(mail?.body).not.toContain('inglés');
    expect(mail?.html).toContain('<html lang="en">');
    const confirmation = (await messagesWhere('subscription-confirmation:%')).find(
      (row) => row.recipient === 'owner@example.com',
    );
    expect(confirmation?.subject).toBe(`Confirm your notifications for ${name}`);
  });

  it('takes Spanish from Accept-Language when the filer has not chosen', async () => {
    const filed = await fileAs(minimalFiling(`Panaderia Sol ${kind} LLC`), {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.8',
    });
    expect(await languageOfFiling(filed.refId)).toBe('es');
  });

  describe('content', () => {
    const intro = (transactionType: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'GET',
        url: '/business-api/content/intro',
        query: { transactionType },
        headers,
      });

    it('serves the intro in Spanish to a filer who chose Spanish', async () => {
      const spanish = await intro('REPORT', spanishCookie);
      expect(spanish.statusCode, spanish.body).toBe(200);
      expect(spanish.json().apiData.content).toContain(
        'Cada entidad de Colorado presenta un informe periódico',
      );
      const english = await intro('REPORT');
      expect(english.json().apiData.content).toContain(
        'Every Colorado entity files a periodic report',
      );
    });

    it('answers a key without Spanish in English', async () => {
      const answer = await intro('AMD_55', spanishCookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().apiData.content).toContain(
        'Articles of Amendment change the articles of incorporation of a cooperative',
      );
    });

    it('serves the name-designation help in the language the browser asks for', async () => {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: '/business-api/content/entity/namedesignation',
        query: { entityType: 'DLLC' },
        headers: { 'accept-language': 'es' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().apiData.content).toContain(
        'El nombre de una compañía de responsabilidad limitada (LLC) debe contener',
      );
      expect(answer.headers.vary).toContain('accept-language');
    });

    it('seeds a Spanish row for every key and scope of the English content', () => {
      const keysOf = (rows: ReadonlyArray<readonly [string, string, string]>) =>
        rows.map(([key, scope]) => `${key}/${scope}`);
      expect(keysOf(spanishContentRows)).toEqual(keysOf([...contentRows, ...introContentRows]));
    });
  });
});
