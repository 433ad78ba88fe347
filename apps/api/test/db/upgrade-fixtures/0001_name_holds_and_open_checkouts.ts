// A registry as it stood with migrations 0000-0001 applied: every table of that schema holds
// rows a running registry would have. Written with that schema's columns and the filing values
// the application stored then; like the migrations, this file stays as it is once a later
// migration lands.
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type pg from 'pg';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const day = 24 * 60 * 60 * 1000;

/** A 1x1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function onePagePdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await document.save());
}

function address(addressType: 'PHYS' | 'MAIL') {
  return {
    address1: '1600 Broadway',
    address2: '',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    province: '',
    country: 'US',
    addressType,
  };
}

const person = {
  nameTyp: 'I',
  orgName: '',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  suffix: '',
};

interface AttachmentReference {
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** Articles of Organization as the wizard stored them with this schema. */
function llcFormationValues(name: string, attachments: AttachmentReference[] = []) {
  return {
    filingState: {
      filingType: 'llc',
      entityType: 'DLLC',
      domesticFlag: 'N',
      transactionType: 'ARTORG_LLC',
      transactionDescription: 'Articles of Organization',
      entityId: '',
      cfd: false,
      cfdEffectiveDate: '',
      adminFraudCheck: false,
    },
    entityName: { name },
    statute: { text: '' },
    principalOffice: {
      isSameAsStreetAddressChecked: true,
      streetAddress: address('PHYS'),
      mailingAddress: address('MAIL'),
    },
    registeredAgent: {
      agentConsentRadio: 'Y',
      nameValues: { personTyp: 'REGAGEN', name: { ...person, isEntityOwnAgentChecked: false } },
      addressValues: {
        isSameAsPrincipalOfficeAddressChecked: true,
        isSameAsPrincipalOfficeMailingAddressChecked: false,
        isSameAsStreetAddressChecked: true,
        streetAddress: address('PHYS'),
        mailingAddress: address('MAIL'),
      },
    },
    email: { email: '' },
    management: { managedBy: 'MBR', hasOneMember: 'Y' },
    formation: {
      formers: [
        {
          id: 'former-1',
          nameValues: { personTyp: 'I', name: person },
          addressValues: { streetAddress: address('PHYS') },
        },
      ],
    },
    shares: {
      commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
      isMoreThanOneOrOtherChecked: false,
      additionalInfo: '',
    },
    votingAssets: { votingMembersRadio: '', assetsDistribution: '' },
    purposeDirectors: { purpose: '', numberOfDirectors: '', directorsTerms: '' },
    additionalInfo: {
      additionalInfo: '',
      additionalInfoAttachmentRadio: attachments.length > 0 ? 'Y' : 'N',
      attachments,
      privateAttachments: [],
    },
    effectiveDate: {
      effectiveAtTimeOfFilingRadio: 'Y',
      effectiveDateAsEntered: '',
      effectiveDate: '',
      effectiveTime: '',
      effectiveDateTime: '',
      effectiveDateTimeDisplay: '',
      effectiveMaxDateTimeDisplay: '',
    },
    filers: {
      perjuryNoticeAffirmed: true,
      filers: [
        {
          id: 'filer-1',
          nameValues: { personTyp: 'FILER', name: person },
          addressValues: { streetAddress: address('PHYS') },
          sameAsFormer: true,
        },
      ],
    },
    notifications: {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
      emails: [{ email: 'ada@example.com' }],
      texts: [],
    },
  };
}

const registeredAgentOnRecord = {
  agentConsentRadio: 'Y',
  nameValues: { personTyp: 'REGAGEN', name: { ...person, isEntityOwnAgentChecked: false } },
  addressValues: {
    isSameAsPrincipalOfficeAddressChecked: false,
    isSameAsPrincipalOfficeMailingAddressChecked: false,
    isSameAsStreetAddressChecked: true,
    streetAddress: address('PHYS'),
    mailingAddress: address('MAIL'),
  },
};

const returnUrls = {
  clientUrl: 'http://localhost:3000/business/filing/llc/receipt',
  backUrl: 'http://localhost:3000/business/filing/llc/filingreview',
  cancelUrl: 'http://localhost:3000/business/filing/fileaform',
};

export const sample = {
  entity: { entityId: '20250000101', name: 'Larkspur Upgrade Holdings LLC', entityType: 'DLLC' },
  reservedName: 'Ouray Reserved Name LLC',
  nameHeldByFiling: 'Fruita Delayed Start LLC',
  draft: {
    ref: '6f1f8a52-3c1e-4a57-9d43-0a6c2b1e5d01',
    filingType: 'llc',
    version: 1,
    entityName: 'Eagle Draft Upgrade LLC',
    lacks: 'notifications',
  },
  filed: {
    refId: '0b6f3c1e-9a52-4d8e-8f3a-2c5d7e9a1b02',
    entityId: '20250000101',
    entityName: 'Larkspur Upgrade Holdings LLC',
    attachmentPages: 2,
  },
  paidNotRecorded: {
    refId: '1c7a4d2f-ab63-4e9f-9a4b-3d6e8fab2c03',
    entityName: 'Paonia Paid Before Upgrade LLC',
  },
  openCheckout: { providerRef: 'upgrade-open-checkout', entityName: 'Kremmling Awaiting Card LLC' },
  nameLost: { refId: '2d8b5e3a-bc74-4fa0-8b5c-4e7f9abc3d04', entityName: 'Gunnison Lost Name LLC' },
  mail: {
    recipient: 'ada@example.com',
    subject: 'Articles of Organization filed: Larkspur Upgrade Holdings LLC',
  },
};

type Client = Pick<pg.Client, 'query'>;

async function insertEntity(
  client: Client,
  entity: {
    entityId: string;
    name: string;
    entityType: string;
    statusCode: string;
    formationDate: string;
    dissolutionDate?: string;
  },
): Promise<void> {
  await client.query(
    `insert into entities (entity_id, name, name_key, entity_type, domestic_flag, status_code,
       formation_date, dissolution_date, reporting_month, next_report_due_date, principal_office,
       registered_agent)
     values ($1, $2, $3, $4, 'N', $5, $6, $7, 3, '2030-03-31', $8, $9)`,
    [
      entity.entityId,
      entity.name,
      nameKeyOf(entity.name),
      entity.entityType,
      entity.statusCode,
      entity.formationDate,
      entity.dissolutionDate ?? null,
      JSON.stringify({ streetAddress: address('PHYS'), mailingAddress: address('MAIL') }),
      JSON.stringify(registeredAgentOnRecord),
    ],
  );
}

/** The distinguishability key as this schema's rows hold it. */
function nameKeyOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,_'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface FilingRow {
  ref: string;
  draftRef: string;
  name: string;
  values: unknown;
  status: string;
  entityId?: string;
  /** Master and transaction IDs drawn from the sequences, as recording draws them. */
  recorded?: { receipt: (ids: { masterId: string; transactionId: string }) => object };
  effectiveAt?: Date;
  effectsApplied?: boolean;
  filedAt?: Date;
}

async function insertFiling(client: Client, filing: FilingRow): Promise<number> {
  let ids: { master: string; transaction: string } | undefined;
  if (filing.recorded) {
    const drawn = await client.query<{ master: string; transaction: string }>(
      "select nextval('master_transaction_seq')::text as master, nextval('transaction_seq')::text as transaction",
    );
    ids = drawn.rows[0];
  }
  const receipt =
    ids && filing.recorded
      ? filing.recorded.receipt({ masterId: ids.master, transactionId: ids.transaction })
      : null;
  const inserted = await client.query<{ id: string }>(
    `insert into filings (ref, draft_ref, filing_type, transaction_type, transaction_description,
       entity_type, entity_id, entity_name, name_key, values, status, fee_cents,
       master_transaction_id, transaction_id, email, effective_at, effects_applied, receipt,
       receipt_token_hash, client_ip_address, received_at, filed_at)
     values ($1, $2, 'llc', 'ARTORG_LLC', 'Articles of Organization', 'DLLC', $3, $4, $5, $6, $7,
       5000, $8, $9, 'ada@example.com', $10, $11, $12, $13, '203.0.113.7', '2026-10-01T16:00:00Z',
       $14)
     returning id`,
    [
      filing.ref,
      filing.draftRef,
      filing.entityId ?? null,
      filing.name,
      nameKeyOf(filing.name),
      JSON.stringify(filing.values),
      filing.status,
      ids?.master ?? null,
      ids?.transaction ?? null,
      filing.effectiveAt ?? null,
      filing.effectsApplied ?? false,
      receipt === null ? null : JSON.stringify(receipt),
      'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
      filing.filedAt ?? null,
    ],
  );
  const id = Number(inserted.rows[0]?.id);
  let from: string | null = null;
  for (const to of statusTrail(filing.status)) {
    await client.query(
      'insert into filing_events (filing_id, from_status, to_status, actor) values ($1, $2, $3, $4)',
      [id, from, to, from === null ? 'filer' : 'system'],
    );
    from = to;
  }
  return id;
}

/** The statuses a filing passed through to reach `status`. */
function statusTrail(status: string): string[] {
  switch (status) {
    case 'FILED':
      return ['AWAITING_PAYMENT', 'PAID', 'FILED'];
    case 'AWAITING_PAYMENT':
      return ['AWAITING_PAYMENT'];
    default:
      return ['AWAITING_PAYMENT', status];
  }
}

async function insertPayment(
  client: Client,
  payment: {
    filingId: number;
    providerRef: string;
    status: string;
    capturedAt?: Date;
    checkoutToken?: string;
  },
): Promise<void> {
  const carded = payment.status !== 'PENDING';
  await client.query(
    `insert into payments (filing_id, provider, provider_ref, amount_cents, status, card_brand,
       card_last4, decline_reason, return_urls, checkout_token, captured_at)
     values ($1, 'test-checkout', $2, 5000, $3, $4, $5, $6, $7, $8, $9)`,
    [
      payment.filingId,
      payment.providerRef,
      payment.status,
      carded ? 'Visa' : null,
      carded ? '1111' : null,
      payment.status === 'DECLINED' ? 'Card declined' : null,
      JSON.stringify(returnUrls),
      payment.checkoutToken ?? 'upgrade-checkout-token-0123456789abcdef',
      payment.capturedAt ?? null,
    ],
  );
}

function receiptFor(name: string, entityId: string, status: string, when: string) {
  return (ids: { masterId: string; transactionId: string }) => ({
    name,
    masterId: ids.masterId,
    dateTime: when,
    transactionName: 'Articles of Organization',
    transactionType: 'ARTORG_LLC',
    transactionId: ids.transactionId,
    paymentType: 'Card',
    last4: '1111',
    amount: '50.00',
    adminFraudCheck: false,
    creditStmtInfo: 'COLORADO SECRETARY OF STATE',
    entityReportDueDate: '03/31/2030',
    entityStatus: status,
    entityId,
    effectiveDateTimeDisplay: when,
  });
}

async function writeRegistry(client: Client, now: Date): Promise<void> {
  // Reference data and content, as the seed had stored them.
  await client.query("insert into states (code, name, sort_order) values ('CO', 'Colorado', 1)");
  await client.query(
    "insert into countries (code, name, sort_order) values ('US', 'United States', 1)",
  );
  await client.query(
    `insert into country_groups (group_code, group_name, country_code, sort_order)
     values ('US', 'United States and territories', 'US', 1)`,
  );
  await client.query("insert into suffixes (code, label, sort_order) values ('JR', 'Jr.', 1)");
  await client.query(
    `insert into content (key, scope, body) values ('intro.upgrade', '*', 'Kept across upgrades.')`,
  );

  // The registry: entities take their names' holds through the schema's trigger.
  await insertEntity(client, {
    entityId: sample.entity.entityId,
    name: sample.entity.name,
    entityType: 'DLLC',
    statusCode: 'GOOD',
    formationDate: '2025-03-14T16:00:00Z',
  });
  await insertEntity(client, {
    entityId: '20180000102',
    name: 'Silt Steady Corp.',
    entityType: 'DPC',
    statusCode: 'DQQ',
    formationDate: '2018-03-02T16:00:00Z',
  });
  await insertEntity(client, {
    entityId: '20050000103',
    name: 'Basalt Dissolved Holdings LLC',
    entityType: 'DLLC',
    statusCode: 'ADISS',
    formationDate: '2005-03-21T16:00:00Z',
    dissolutionDate: '2024-06-01T16:00:00Z',
  });
  await client.query(
    `insert into name_reservations (name, name_key, reserved_by_name, reserved_by_address, expires_at)
     values ($1, $2, 'Grace Hopper', $3, $4), ($5, $6, 'Grace Hopper', $3, $7)`,
    [
      sample.reservedName,
      nameKeyOf(sample.reservedName),
      JSON.stringify(['1600 Broadway', 'Denver, CO 80202']),
      new Date(now.getTime() + 60 * day),
      'Lapsed Upgrade Reservation LLC',
      nameKeyOf('Lapsed Upgrade Reservation LLC'),
      new Date(now.getTime() - 5 * day),
    ],
  );
  await client.query(
    `insert into notification_subscriptions (entity_id, channel, address)
     values ($1, 'email', 'ada@example.com'), ($1, 'sms', '3035550100')`,
    [sample.entity.entityId],
  );
}

async function writeFilings(client: Client, now: Date): Promise<void> {
  // The formation that made the entity: recorded, with a PDF and an image attached.
  const pdf = await onePagePdf('Operating agreement');
  const attachments = [
    {
      key: '3e9c6f4b-cd85-40b1-9c6d-5f8a0bcd4e05',
      fileName: 'operating-agreement.pdf',
      mimeType: 'application/pdf',
      bytes: pdf,
    },
    {
      key: '4fad7a5c-de96-41c2-8d7e-6a9b1cde5f06',
      fileName: 'site map.png',
      mimeType: 'image/png',
      bytes: onePixelPng,
    },
  ];
  const filedAt = new Date('2025-03-14T16:00:00Z');
  const filedId = await insertFiling(client, {
    ref: sample.filed.refId,
    draftRef: '5abe8b6d-efa7-42d3-9e8f-7bac2def6a07',
    name: sample.filed.entityName,
    values: llcFormationValues(
      sample.filed.entityName,
      attachments.map(({ key, fileName, mimeType, bytes }) => ({
        key,
        fileName,
        mimeType,
        size: bytes.length,
      })),
    ),
    status: 'FILED',
    entityId: sample.filed.entityId,
    recorded: {
      receipt: receiptFor(
        sample.filed.entityName,
        sample.filed.entityId,
        'GOOD',
        '03/14/2025 09:00 AM',
      ),
    },
    effectiveAt: filedAt,
    effectsApplied: true,
    filedAt,
  });
  for (const attachment of attachments) {
    await client.query(
      `insert into attachments (key, draft_ref, filing_id, file_name, mime_type, size, sha256, is_private, content)
       values ($1, '5abe8b6d-efa7-42d3-9e8f-7bac2def6a07', $2, $3, $4, $5, $6, false, $7)`,
      [
        attachment.key,
        filedId,
        attachment.fileName,
        attachment.mimeType,
        attachment.bytes.length,
        createHash('sha256').update(attachment.bytes).digest('hex'),
        attachment.bytes,
      ],
    );
  }
  await insertPayment(client, {
    filingId: filedId,
    providerRef: 'upgrade-filed',
    status: 'CAPTURED',
    capturedAt: filedAt,
  });

  // Paid, but the payer closed the browser before the receipt recorded it.
  const paidId = await insertFiling(client, {
    ref: sample.paidNotRecorded.refId,
    draftRef: '6bcf9c7e-f0b8-43e4-8f90-8cbd3ef07b08',
    name: sample.paidNotRecorded.entityName,
    values: llcFormationValues(sample.paidNotRecorded.entityName),
    status: 'AWAITING_PAYMENT',
  });
  await insertPayment(client, {
    filingId: paidId,
    providerRef: 'upgrade-paid-not-recorded',
    status: 'CAPTURED',
    capturedAt: new Date(now.getTime() - day),
  });

  // At the checkout page now.
  const checkoutId = await insertFiling(client, {
    ref: '7cd0ad8f-01c9-44f5-9a01-9dce4f018c09',
    draftRef: '8de1be90-12da-4506-8b12-aedf50129d0a',
    name: sample.openCheckout.entityName,
    values: llcFormationValues(sample.openCheckout.entityName),
    status: 'AWAITING_PAYMENT',
  });
  await insertPayment(client, {
    filingId: checkoutId,
    providerRef: sample.openCheckout.providerRef,
    status: 'PENDING',
  });

  // Recorded with a delayed effective date: it holds its name until then.
  const effectiveAt = new Date(now.getTime() + 30 * day);
  const delayedId = await insertFiling(client, {
    ref: '9ef2cfa1-23eb-4617-8c23-bfe061a3ae0b',
    draftRef: 'a0f3d0b2-34fc-4728-9d34-c0f172b4bf0c',
    name: sample.nameHeldByFiling,
    values: llcFormationValues(sample.nameHeldByFiling),
    status: 'FILED',
    entityId: '20260000104',
    recorded: {
      receipt: receiptFor(sample.nameHeldByFiling, '20260000104', 'FILED', '10/01/2026 10:00 AM'),
    },
    effectiveAt,
    filedAt: new Date('2026-10-01T16:00:00Z'),
  });
  await client.query(
    `insert into name_holds (name_key, name, holder_kind, filing_id) values ($1, $2, 'filing', $3)`,
    [nameKeyOf(sample.nameHeldByFiling), sample.nameHeldByFiling, delayedId],
  );
  await insertPayment(client, {
    filingId: delayedId,
    providerRef: 'upgrade-delayed',
    status: 'CAPTURED',
    capturedAt: new Date('2026-10-01T16:00:00Z'),
  });

  // Paid while another filing took the name: not recorded, its charge to be refunded.
  const lostId = await insertFiling(client, {
    ref: sample.nameLost.refId,
    draftRef: 'b104e1c3-450d-4839-8e45-d10283c5c00d',
    name: sample.nameLost.entityName,
    values: llcFormationValues(sample.nameLost.entityName),
    status: 'NAME_UNAVAILABLE',
  });
  await insertPayment(client, {
    filingId: lostId,
    providerRef: 'upgrade-name-lost',
    status: 'REFUND_PENDING',
    capturedAt: new Date(now.getTime() - 2 * day),
  });

  // A declined card.
  const declinedId = await insertFiling(client, {
    ref: 'c215f2d4-561e-494a-9f56-e21394d6d10e',
    draftRef: 'd326a3e5-672f-4a5b-8a67-f324a5e7e20f',
    name: 'Nederland Declined Card LLC',
    values: llcFormationValues('Nederland Declined Card LLC'),
    status: 'PAYMENT_FAILED',
  });
  await insertPayment(client, {
    filingId: declinedId,
    providerRef: 'upgrade-declined',
    status: 'DECLINED',
  });
}

async function writeWorkInProgress(client: Client, now: Date): Promise<void> {
  // A draft saved at version 1 without its notifications slice, and with a file uploaded to it.
  const { notifications: _notSaved, ...draftValues } = llcFormationValues(sample.draft.entityName);
  await client.query(
    `insert into drafts (ref, filing_type, version, values, control, updated_at, expires_at)
     values ($1, 'llc', 1, $2, $3, $4, $5)`,
    [
      sample.draft.ref,
      JSON.stringify(draftValues),
      JSON.stringify({
        filingType: 'llc',
        draftRef: sample.draft.ref,
        filingInitialized: true,
        edited: false,
        navigation: { redirected: false, previousPage: '' },
      }),
      new Date(now.getTime() - day),
      new Date(now.getTime() + 29 * day),
    ],
  );
  await client.query(
    `insert into attachments (key, draft_ref, file_name, mime_type, size, sha256, content)
     values ('e437b4f6-783a-4b6c-9b78-a435b6f8f310', $1, 'notes.txt', 'text/plain', 5, $2, $3)`,
    [
      sample.draft.ref,
      '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
      Buffer.from('hello'),
    ],
  );
  await client.query(
    `insert into outbox (channel, recipient, subject, body, html, dedupe_key, status, attempts, sent_at)
     values ('email', $1, $2, 'Your filing has been recorded.', '<p>Your filing has been recorded.</p>',
       'upgrade-confirmation', 'SENT', 1, '2025-03-14T16:01:00Z'),
       ('email', 'grace@example.com', 'Receipt', 'Your receipt.', null, null, 'PENDING', 2, null)`,
    [sample.mail.recipient, sample.mail.subject],
  );
  await client.query(
    `insert into sessions (id, user_id, roles, csrf_token, data, expires_at)
     values ('upgrade-session', null, '[]', 'upgrade-csrf-token', '{}', $1)`,
    [new Date(now.getTime() + day)],
  );
  await client.query(
    `insert into rate_limit_counters (key, hits, resets_at) values ('nameChecks:203.0.113.7', 3, $1)`,
    [new Date(now.getTime() + 60_000)],
  );
}

/** The registry with migrations 0000-0001: every table of that schema holds rows. */
export async function writeNameHoldsSchemaData(client: Client, now: Date): Promise<void> {
  await writeRegistry(client, now);
  await writeFilings(client, now);
  await writeWorkInProgress(client, now);
}

export const nameHoldsSchemaFixture: UpgradeFixture = {
  schema: '0001_name_holds_and_open_checkouts',
  write: writeNameHoldsSchemaData,
  sample,
};
