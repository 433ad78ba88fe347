// Drizzle schema: the registry (entities, names, reservations), filings and their audit trail,
// payments, drafts, attachments, the mail outbox, editable content and reference data, and the
// people who sign in (staff and filers), their sessions and the audit of staff actions.
// Migrations are generated from this file by drizzle-kit and never edited after they land.
import type { Language } from '@registrar/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

// ---- reference data -------------------------------------------------------------------------

export const states = pgTable('states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Countries by group (for example the US and its territories first, then the rest). */
export const countryGroups = pgTable(
  'country_groups',
  {
    groupCode: text('group_code').notNull(),
    groupName: text('group_name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.countryCode] })],
);

export const suffixes = pgTable('suffixes', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Editable content: intro pages, name-designation help; keyed, not strings in components. */
export const content = pgTable(
  'content',
  {
    key: text('key').notNull(),
    /** Entity type or transaction type the content is for; '*' for all. */
    scope: text('scope').notNull().default('*'),
    /** The language of the body: each key has its English row and may have a Spanish one. */
    language: text('language').$type<Language>().notNull().default('en'),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.scope, t.language] }),
    check('content_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

// ---- registry -------------------------------------------------------------------------------

/** New entity numbers: an 11-digit ID is the formation year followed by 7 digits of this. */
export const entityNumberSeq = pgSequence('entity_number_seq', { startWith: 5_000_000 });
export const masterTransactionSeq = pgSequence('master_transaction_seq', { startWith: 1_000_000 });
export const transactionSeq = pgSequence('transaction_seq', { startWith: 3_000_000 });

export const entities = pgTable(
  'entities',
  {
    entityId: text('entity_id').primaryKey(),
    name: text('name').notNull(),
    /** Distinguishability key (domain `nameKey`): equal keys mean the same name on the record. */
    nameKey: text('name_key').notNull(),
    entityType: text('entity_type').notNull(),
    domesticFlag: text('domestic_flag').notNull(),
    jurisdiction: text('jurisdiction').notNull().default('CO'),
    statusCode: text('status_code').notNull(),
    formationDate: timestamp('formation_date', { withTimezone: true }).notNull(),
    dissolutionDate: timestamp('dissolution_date', { withTimezone: true }),
    /** 1-12: the month periodic reports are due (the formation month). */
    reportingMonth: integer('reporting_month').notNull(),
    nextReportDueDate: date('next_report_due_date').notNull(),
    principalOffice: jsonb('principal_office').notNull(),
    registeredAgent: jsonb('registered_agent').notNull(),
    sbf: boolean('sbf').notNull().default(false),
    fraudFlag: boolean('fraud_flag').notNull().default(false),
    /** Reinstatement/cure filings for this entity go to the administrators' queue first. */
    adminFraudCheck: boolean('admin_fraud_check').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entities_name_key_idx').on(t.nameKey),
    // The delinquency job looks for good-standing entities whose report window has closed.
    index('entities_status_due_idx').on(t.statusCode, t.nextReportDueDate),
  ],
);

/**
 * Each entity's name key again, in a narrow table of its own for business search, which reads up
 * to a thousand candidates' keys to rank them: a page each in `entities` (whose rows carry the
 * offices and agent), far fewer here, where the whole table stays in memory. Triggers on
 * `entities` keep it (migration 0011), whoever writes a name.
 */
export const entityNames = pgTable(
  'entity_names',
  {
    entityId: text('entity_id').primaryKey(),
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    // The names holding a word: one short list a word (each word of the key a lexeme, nothing
    // stemmed), where the trigrams of common words are in most names. The expression is the one
    // the search asks with.
    index('entity_names_words_idx').using(
      'gin',
      sql`array_to_tsvector(string_to_array(${t.nameKey}, ' '))`,
    ),
    // A search of common words reads the names in this order until it has found enough, so the
    // same names are found every time, on every database.
    index('entity_names_key_idx').on(sql`${t.nameKey} collate "C"`),
  ],
);

/**
 * The words the names on the record use (a name key split at its spaces), with how many uses each
 * has. Business search corrects a misspelt query word against these (pg_trgm similarity on a few
 * thousand words instead of a million names) and asks the names index for its rarest words first.
 * Triggers on `entities` keep the counts (migration 0011), so every way a name is written or
 * changed keeps them; a word no name uses any more stays with no uses.
 */
export const nameWords = pgTable(
  'name_words',
  {
    word: text('word').primaryKey(),
    uses: integer('uses').notNull(),
  },
  (t) => [index('name_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

export const nameReservations = pgTable(
  'name_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    reservedByName: text('reserved_by_name').notNull(),
    reservedByAddress: jsonb('reserved_by_address').$type<string[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('name_reservations_key_idx').on(t.nameKey, t.expiresAt)],
);

/**
 * Who holds each name on the record: at most one live entity, paid filing or unexpired
 * reservation per distinguishability key, enforced by the primary key. Entities and reservations
 * claim their names through triggers (migration 0001), so no insert path can skip the rule; a
 * paid filing claims its name inside the recording transaction and hands it to the entity when
 * its effects apply. A reservation's hold lapses at `expiresAt` and the next claimant takes it.
 */
export const nameHolds = pgTable(
  'name_holds',
  {
    nameKey: text('name_key').primaryKey(),
    name: text('name').notNull(),
    /** entity, filing or reservation: exactly one of the three ids below is set. */
    holderKind: text('holder_kind').notNull(),
    entityId: text('entity_id'),
    filingId: bigint('filing_id', { mode: 'number' }),
    reservationId: bigint('reservation_id', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('name_holds_entity_idx').on(t.entityId),
    index('name_holds_filing_idx').on(t.filingId),
    check(
      'name_holds_one_holder',
      sql`(${t.holderKind} = 'entity' and ${t.entityId} is not null and ${t.filingId} is null and ${t.reservationId} is null)
       or (${t.holderKind} = 'filing' and ${t.filingId} is not null and ${t.entityId} is null and ${t.reservationId} is null)
       or (${t.holderKind} = 'reservation' and ${t.reservationId} is not null and ${t.entityId} is null and ${t.filingId} is null)`,
    ),
  ],
);

/**
 * Certificates of good standing as issued: the random number printed on each and what the
 * certificate said, so anyone can check a certificate's number on the public verify page.
 */
export const certificates = pgTable(
  'certificates',
  {
    number: text('number').primaryKey(),
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.entityId),
    /** The recorded filing the certificate was asked for from (its receipt); null from the record page. */
    masterTransactionId: bigint('master_transaction_id', { mode: 'number' }),
    /** What the certificate said (the domain's CertificateContents). */
    contents: jsonb('contents').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificates_entity_idx').on(t.entityId, t.issuedAt)],
);

// ---- filings --------------------------------------------------------------------------------

/** A draft: the filing in progress, referenced from the browser's session storage. */
export const drafts = pgTable(
  'drafts',
  {
    ref: uuid('ref').primaryKey(),
    filingType: text('filing_type').notNull(),
    /** Shape version of `values`, for upgrading old drafts. */
    version: integer('version').notNull().default(1),
    values: jsonb('values').notNull(),
    control: jsonb('control')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The owner of a draft made through the filing API: only that account's keys may name it.
     * Null for a draft a browser made.
     */
    ownerAccountId: bigint('owner_account_id', { mode: 'number' }).references(
      (): AnyPgColumn => filingAccounts.id,
    ),
    /**
     * The owner of a draft a browser made: SHA-256 of the secret in that browser's draft cookie.
     * Only that browser may read it, change it, upload into it or pay for it. Null for a draft of
     * the filing API, and for drafts saved before drafts had owners (claimed by the first browser
     * that uses one).
     */
    ownerBrowserHash: text('owner_browser_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'drafts_one_owner_check',
      sql`${t.ownerAccountId} is null or ${t.ownerBrowserHash} is null`,
    ),
  ],
);

/** Uploaded files, checked by content when received. Served only as downloads. */
export const attachments = pgTable(
  'attachments',
  {
    key: uuid('key').primaryKey(),
    draftRef: uuid('draft_ref'),
    filingId: bigint('filing_id', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    content: bytea('content').notNull(),
    /**
     * The file laid out as PDF pages for the filed document, made when it was uploaded (text set
     * in pages, images converted and embedded); null for a PDF, whose own pages are used.
     */
    pagesPdf: bytea('pages_pdf'),
    /**
     * Whether the file goes into the filing's public filed document; an administrator approving a
     * held filing may leave a file out ("Don't include").
     */
    includeInDocument: boolean('include_in_document').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_filing_idx').on(t.filingId)],
);

/**
 * A submitted filing. Lifecycle: AWAITING_PAYMENT -> (PAYMENT_FAILED | PAID) -> FILED |
 * PENDING_REVIEW -> (APPROVED -> FILED) | REJECTED. `ref` is the refId the payment round trip
 * carries; master and transaction IDs are assigned when the paid filing is recorded.
 */
export const filings = pgTable(
  'filings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ref: uuid('ref').notNull(),
    draftRef: uuid('draft_ref'),
    filingType: text('filing_type').notNull(),
    transactionType: text('transaction_type').notNull(),
    transactionDescription: text('transaction_description').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityName: text('entity_name').notNull(),
    /** Distinguishability key of the name the filing gives the entity: a paid filing whose
     * effects are not yet applied (delayed effective date, held for review) holds its name. */
    nameKey: text('name_key'),
    values: jsonb('values').notNull(),
    /**
     * Shape version of `values` (the domain's FILING_VALUES_VERSION when stored): documents built
     * later read them through the domain's upgrade steps. Filings stored before it was kept are 1.
     */
    valuesVersion: integer('values_version').notNull(),
    status: text('status').notNull(),
    feeCents: integer('fee_cents').notNull(),
    masterTransactionId: bigint('master_transaction_id', { mode: 'number' }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    email: text('email'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** True once the filing's effects have been applied to the registry. */
    effectsApplied: boolean('effects_applied').notNull().default(false),
    adminFraudCheck: boolean('admin_fraud_check').notNull().default(false),
    /** The administrator reviewing a held filing; the lock lapses at `lockExpiresAt`. */
    lockUserId: text('lock_user_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockExpiresAt: timestamp('lock_expires_at', { withTimezone: true }),
    /** The administrator who approved or rejected a held filing, and when. */
    decidedByUserId: uuid('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reasons a rejected filing was given, as the filer was told them. */
    rejectReasons: jsonb('reject_reasons').$type<string[]>(),
    receipt: jsonb('receipt'),
    /**
     * SHA-256 of the secret handed to the browser that started the payment: only that browser may
     * mail the receipt (the refId alone travels in URLs and is not enough).
     */
    receiptTokenHash: text('receipt_token_hash'),
    clientIpAddress: text('client_ip_address'),
    /**
     * The filer's language when they sent the filing ('en' or 'es'): the receipt, the decision and
     * the confirmations of its notification sign-ups are written in it. The filing API's are 'en'.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The filing account a filing sent through the filing API is paid from and belongs to. */
    filingAccountId: bigint('filing_account_id', { mode: 'number' }).references(
      (): AnyPgColumn => filingAccounts.id,
    ),
    /** The API key that sent it, when it came through the filing API. */
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references((): AnyPgColumn => apiKeys.id),
    /**
     * The browser a filing from the website belongs to (its draft's owner, see `drafts`): once
     * set, neither it nor `filing_account_id` ever changes.
     */
    ownerBrowserHash: text('owner_browser_hash'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('filings_ref_idx').on(t.ref),
    // One filing per draft: paying again for the same draft reuses its filing and checkout.
    uniqueIndex('filings_draft_ref_idx').on(t.draftRef),
    // While the administrators review one held filing of an entity, no second one can wait.
    uniqueIndex('filings_one_pending_review_idx')
      .on(t.entityId)
      .where(sql`status = 'PENDING_REVIEW'`),
    uniqueIndex('filings_transaction_id_idx').on(t.transactionId),
    index('filings_entity_idx').on(t.entityId),
    // A filing account's filings, newest first by when received, paged by cursor.
    index('filings_account_received_idx')
      .on(t.filingAccountId, t.receivedAt, t.id)
      .where(sql`filing_account_id is not null`),
    index('filings_name_key_idx').on(t.nameKey),
    index('filings_status_idx').on(t.status, t.effectiveAt),
    // The administrators' queue is paged and sorted by the database on each of its columns.
    index('filings_pending_received_idx')
      .on(t.receivedAt, t.id)
      .where(sql`status = 'PENDING_REVIEW'`),
    index('filings_pending_description_idx')
      .on(t.transactionDescription, t.id)
      .where(sql`status = 'PENDING_REVIEW'`),
    index('filings_pending_name_idx')
      .on(t.entityName, t.id)
      .where(sql`status = 'PENDING_REVIEW'`),
    index('filings_pending_entity_idx')
      .on(t.entityId, t.id)
      .where(sql`status = 'PENDING_REVIEW'`),
    index('filings_pending_email_idx')
      .on(t.email, t.id)
      .where(sql`status = 'PENDING_REVIEW'`),
    check('filings_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'filings_one_owner_check',
      sql`${t.filingAccountId} is null or ${t.ownerBrowserHash} is null`,
    ),
  ],
);

/**
 * Reasons an administrator can give for rejecting a held filing: seeded on first start and
 * editable afterwards (a seed never overwrites an edited row). Inactive reasons are not offered.
 */
export const rejectReasons = pgTable('reject_reasons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull().unique(),
  reasonGroup: text('reason_group').notNull(),
  shortReason: text('short_reason').notNull(),
  longReason: text('long_reason').notNull(),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request to remove personal identifying information from the public record: the filed
 * document containing it leaves public view (the filed-image call refuses it), and the
 * Statement of Removal that asked for it is recorded with its filers. One removal per document.
 */
export const piiRemovals = pgTable(
  'pii_removals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityId: text('entity_id').notNull(),
    /** The filing whose document contains the PII (withheld from public view). */
    piiFilingId: bigint('pii_filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id),
    /** The filing that is the Statement of Removal. */
    removalFilingId: bigint('removal_filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id),
    filers: jsonb('filers').notNull(),
    recordedByUserId: uuid('recorded_by_user_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pii_removals_pii_filing_idx').on(t.piiFilingId),
    index('pii_removals_entity_idx').on(t.entityId),
  ],
);

/** Audit trail: every status change of a filing (who, when, from, to, why). */
export const filingEvents = pgTable(
  'filing_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    /** The API key that caused the change, when a filing-API call did. */
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references((): AnyPgColumn => apiKeys.id),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('filing_events_filing_idx').on(t.filingId)],
);

/**
 * The filed image of a recorded filing (the filing with its IDs and its public attachments),
 * built once and kept as filed. A build that failed leaves a row without `pdf` whose
 * `next_attempt_at` says when the background pass tries again.
 */
export const filedDocuments = pgTable(
  'filed_documents',
  {
    filingId: bigint('filing_id', { mode: 'number' })
      .primaryKey()
      .references(() => filings.id),
    pdf: bytea('pdf'),
    builtAt: timestamp('built_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('filed_documents_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`pdf is null`),
  ],
);

/**
 * A payment attempt with the provider. One filing has at most one captured payment: the
 * partial unique index makes a second capture impossible whatever the callers do.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id),
    provider: text('provider').notNull(),
    /** The provider's checkout/session reference. */
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** PENDING, CAPTURED, DECLINED, CANCELLED, then REFUND_PENDING and REFUNDED for a charge given back. */
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineReason: text('decline_reason'),
    /** Where the checkout sends the user back: { clientUrl, backUrl, cancelUrl } (same-origin only). */
    returnUrls: jsonb('return_urls').$type<{
      clientUrl: string;
      backUrl: string;
      cancelUrl: string;
    }>(),
    /** The built-in test checkout's per-checkout form token (CSRF defence on its card form). */
    checkoutToken: text('checkout_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    // A filing's payments (its latest attempt when the receipt call records it, the charges owed
    // back when it cannot): a probe whatever the number of payments the registry holds.
    index('payments_filing_idx').on(t.filingId),
    uniqueIndex('payments_one_capture_idx')
      .on(t.filingId)
      .where(sql`status = 'CAPTURED'`),
    // A filing has at most one open checkout: a new one is opened only after the last is closed.
    uniqueIndex('payments_one_open_checkout_idx')
      .on(t.filingId)
      .where(sql`status = 'PENDING'`),
  ],
);

/** Mail and text messages waiting to go out; a job sends them and marks them sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** email or sms. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    /** Files sent with an email (a reminder's calendar entry): [{ filename, contentType, content }]. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Makes a replayed request queue a message once (for example receipt:{transactionId}:{to}). */
    dedupeKey: text('dedupe_key'),
    /** The language the message is written in ('en' or 'es'). */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_idx').on(t.dedupeKey),
    index('outbox_status_idx').on(t.status, t.createdAt),
    check('outbox_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Notification subscriptions taken on the notifications step, per entity. */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityId: text('entity_id').notNull(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    /**
     * PENDING until the subscriber follows the confirmation link (double opt-in), then CONFIRMED;
     * UNSUBSCRIBED after the unsubscribe link or a STOP reply. Only CONFIRMED ones get messages.
     */
    status: text('status').notNull().default('PENDING'),
    /** SHA-256 of the confirmation link's token (the token itself is only in the message). */
    confirmTokenHash: text('confirm_token_hash'),
    /** The unsubscribe link's token: every message to the subscriber carries it. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The subscriber's language ('en' or 'es', the filing's): their messages are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_subscriptions_language_check', sql`${t.language} in ('en', 'es')`),
    uniqueIndex('notification_subscriptions_idx').on(t.entityId, t.channel, t.address),
    uniqueIndex('notification_subscriptions_confirm_idx').on(t.confirmTokenHash),
    uniqueIndex('notification_subscriptions_unsubscribe_idx').on(t.unsubscribeToken),
    index('notification_subscriptions_address_idx').on(t.channel, t.address),
  ],
);

/**
 * Durable background work: one row per job, claimed by one process at a time under a lease,
 * retried with exponential back-off and kept as a dead letter (DEAD) after its last attempt.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the job does (deliver-email, deliver-text, abandoned-payment). */
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Makes queueing the same work twice queue it once. */
    dedupeKey: text('dedupe_key'),
    /** PENDING, RUNNING (leased), DONE or DEAD. */
    status: text('status').notNull().default('PENDING'),
    /** Attempts started so far (counted when claimed, so a crashed process's attempt counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** When the job may next be claimed. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The process holding the lease, and until when; an expired lease may be taken over. */
    leaseOwner: text('lease_owner'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
    index('jobs_due_idx').on(t.status, t.runAt),
  ],
);

/**
 * Periodic-report reminders sent: one row per entity, report window and kind (OPENS when the
 * window opens, CLOSING two weeks before it closes), so each goes out once whatever runs the job.
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    entityId: text('entity_id').notNull(),
    /** The report due date of the window (the last day of the reporting month). */
    dueDate: date('due_date').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entityId, t.dueDate, t.kind] })],
);

/**
 * Checkouts paid at the provider whose filer never came back to the receipt: recorded by the
 * abandoned-payment job (one row per filing) and the receipt emailed to the filer.
 */
export const abandonedPayments = pgTable('abandoned_payments', {
  filingId: bigint('filing_id', { mode: 'number' })
    .primaryKey()
    .references(() => filings.id),
  paymentId: bigint('payment_id', { mode: 'number' })
    .notNull()
    .references(() => payments.id),
  /** Where the receipt was emailed; null when the filing gave no address. */
  emailedTo: text('emailed_to'),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- people and sessions --------------------------------------------------------------------

/**
 * Registry staff who sign in: administrators today. Local accounts carry a password hash
 * (argon2id); accounts of an OpenID Connect provider carry the provider's subject instead.
 * Usernames and emails are compared case-insensitively, so their unique keys are on lower().
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** The BSF (business services filing) identifier of a staff member, if any, as the user search knows it. */
    bsfId: text('bsf_id'),
    roles: jsonb('roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    passwordHash: text('password_hash'),
    /** A temporary password must be changed at first use and stops working at this instant. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/**
 * Filers' Secure Business Filing accounts: one per entity and email, created by a person who
 * proved they filed for the entity, usable once the email is verified.
 */
export const filerAccounts = pgTable(
  'filer_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityId: text('entity_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A temporary password (mailed on request) must be changed at first use and stops working at this instant. */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('filer_accounts_entity_email_idx').on(t.entityId, sql`lower(${t.email})`)],
);

/**
 * One-time links mailed to a filer: the email verification of a new account and the password reset.
 * Only a SHA-256 of the link's token is stored; a link works once (used_at is set by a conditional
 * update) and until it expires.
 */
export const filerAccountLinks = pgTable(
  'filer_account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    filerAccountId: uuid('filer_account_id')
      .notNull()
      .references(() => filerAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify-email' | 'reset-password'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('filer_account_links_account_idx').on(t.filerAccountId, t.purpose),
    check(
      'filer_account_links_purpose_check',
      sql`${t.purpose} in ('verify-email', 'reset-password')`,
    ),
  ],
);

/**
 * Signed-in sessions, referenced by an httpOnly cookie (staff) or a bearer token (filers' SBF
 * access token). Only a SHA-256 of the token is stored, so a copy of the table signs nobody in.
 * A session ends at the first of its idle and absolute expiry, or when ended_at is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').$type<'staff' | 'filer'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    filerAccountId: uuid('filer_account_id').references(() => filerAccounts.id, {
      onDelete: 'cascade',
    }),
    /** For a filer session: the entity whose secure calls it may make. */
    entityId: text('entity_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_filer_account_idx').on(t.filerAccountId),
    check(
      'sessions_owner_check',
      sql`(${t.kind} = 'staff' and ${t.userId} is not null) or (${t.kind} = 'filer' and ${t.filerAccountId} is not null and ${t.entityId} is not null)`,
    ),
  ],
);

/** One-time links that create the first administrator when none exists. */
export const adminSetupLinks = pgTable('admin_setup_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every action of registry staff: who, when, what, and the subject before and after. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_events_actor_idx').on(t.actorUserId, t.at),
  ],
);

/**
 * Request counters of the rate limits, shared by every server process (fixed windows per key:
 * limit name and client address). Redis holds them instead when REDIS_URL is set.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

// ---- filing accounts: the registry's face for software ----------------------------------------

/**
 * A firm that files through the filing API (a registered-agent firm, a law firm, an accountant),
 * created by an administrator. Its filings are paid from its prepaid balance.
 */
export const filingAccounts = pgTable('filing_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  contactEmail: text('contact_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdByUserId: uuid('created_by_user_id').references(() => users.id),
});

/**
 * A filing account's API key. The key itself is shown once when issued; only its SHA-256 is kept,
 * with its first characters so that people can tell their keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => filingAccounts.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_account_idx').on(t.accountId),
  ],
);

/**
 * Every movement of a filing account's money, one row each: deposits and refunds add, filing fees
 * take away (negative amounts). The balance is their sum; no column holds it.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => filingAccounts.id),
    /** DEPOSIT, FILING_FEE or REFUND. */
    kind: text('kind').$type<'DEPOSIT' | 'FILING_FEE' | 'REFUND'>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    filingId: bigint('filing_id', { mode: 'number' }).references(() => filings.id),
    /** The fee a refund gives back. */
    refundOf: bigint('refund_of', { mode: 'number' }),
    memo: text('memo').notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
    /** The API key whose filing took a fee (or had it refunded). */
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references((): AnyPgColumn => apiKeys.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.at, t.id),
    // A filing is charged once, and a fee refunded once, whatever the callers do.
    uniqueIndex('ledger_entries_one_fee_idx')
      .on(t.filingId)
      .where(sql`kind = 'FILING_FEE'`),
    uniqueIndex('ledger_entries_one_refund_idx')
      .on(t.refundOf)
      .where(sql`kind = 'REFUND'`),
    check(
      'ledger_entries_sign_check',
      sql`(${t.kind} = 'FILING_FEE' and ${t.amountCents} < 0 and ${t.filingId} is not null) or (${t.kind} = 'REFUND' and ${t.amountCents} > 0 and ${t.refundOf} is not null) or (${t.kind} = 'DEPOSIT' and ${t.amountCents} > 0)`,
    ),
  ],
);

/**
 * The answers of the filing API's POST calls by Idempotency-Key, kept 24 hours: the same key and
 * body get the same answer, even while the first request is still running (RUNNING, leased).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => filingAccounts.id),
    key: text('key').notNull(),
    /** SHA-256 of the call and its body. */
    requestHash: text('request_hash').notNull(),
    /** RUNNING, then DONE with the answer. */
    status: text('status').$type<'RUNNING' | 'DONE'>().notNull(),
    /** The filing the call made, once it exists, so that a request taking over goes on with it. */
    filingRef: uuid('filing_ref'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * What happened to a filing (recorded, held, approved, rejected), written in the transaction that
 * made it happen. Mail, reminders and webhooks react to these rows.
 */
export const registryEvents = pgTable(
  'registry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** filing.recorded, filing.held, filing.approved or filing.rejected. */
    type: text('type').notNull(),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id),
    /** The filing account the filing came from, when it came through the filing API. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => filingAccounts.id),
    /** The API key whose call caused the event, when one did. */
    apiKeyId: bigint('api_key_id', { mode: 'number' }).references(() => apiKeys.id),
    /** What a webhook delivers: the event as software reads it. */
    payload: jsonb('payload').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registry_events_filing_idx').on(t.filingId),
    index('registry_events_account_idx').on(t.accountId, t.id),
  ],
);

/** Where a filing account wants its events posted, with the secret its deliveries are signed by. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => filingAccounts.id),
    url: text('url').notNull(),
    /**
     * The signing secret in clear, as releases before secrets were sealed stored it. Null for
     * every endpoint since: a start seals what is left here and clears it.
     */
    secret: text('secret'),
    /** The signing secret sealed with the registry's secrets key (AES-256-GCM). */
    secretSealed: text('secret_sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_endpoints_account_idx').on(t.accountId),
    check(
      'webhook_endpoints_secret_check',
      sql`${t.secret} is not null or ${t.secretSealed} is not null`,
    ),
  ],
);

/**
 * One event sent to one endpoint: retried with back-off for a day, then FAILED. A replay asked
 * for by the account is a new row that names the one it repeats.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => registryEvents.id),
    replayOf: bigint('replay_of', { mode: 'number' }),
    /** PENDING, DELIVERED or FAILED. */
    status: text('status').$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // An event goes to an endpoint once; replays are rows of their own.
    uniqueIndex('webhook_deliveries_once_idx')
      .on(t.endpointId, t.eventId)
      .where(sql`replay_of is null`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt at a webhook delivery, kept: its answer's status or its error, and when. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id),
    /** 1 for the first attempt. */
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.attempt] })],
);

/**
 * The entities a filing account has filed for (a formation names the entity it made), with when
 * it first did and last did: what the filing API lists as the account's entities.
 */
export const filingAccountEntities = pgTable(
  'filing_account_entities',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => filingAccounts.id),
    entityId: text('entity_id').notNull(),
    firstFiledAt: timestamp('first_filed_at', { withTimezone: true }).notNull(),
    lastFiledAt: timestamp('last_filed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.entityId] })],
);
