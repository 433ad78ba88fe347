// Submitting a filing for payment (ARCHITECTURE "A filing's way through the system", step 4): the
// server validates the whole filing again, takes the fee from its own schedule (spec README
// decision 5), stores the filing AWAITING_PAYMENT and opens a checkout with the provider.
import { randomUUID } from 'node:crypto';
import {
  applicableSteps,
  computeMissingSections,
  createEmptyFiling,
  feeFor,
  getFilingType,
  messages,
  nameKey,
  resolveEffectiveDateTime,
  sectionCodeForSegment,
  validateEntityNameFormat,
  validateStep,
  type CompletenessCode,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { ValidationFailed, type FieldError } from '../../http-errors.ts';
import { listDraftAttachments } from '../attachments/attachments-repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { insertPayment } from '../payments/payments-repository.ts';
import { lookUpNameKey } from '../registry/name-availability.ts';
import { prepareExistingEntitySubmission, withRecordFacts } from './existing-entity-filings.ts';
import { insertFiling } from './filings-repository.ts';

/** Not worded by the spec: a name under an unexpired reservation the filer is not authorised to use. */
export const nameReservedMessage =
  'That name is reserved. You can use it only if you are authorized by the person who reserved it.';
/** Not worded by the spec: a payment return address that is not on this site. */
export const returnAddressMessage = 'The return address must be on this site.';
/** Not worded by the spec: an attachment reference that does not belong to this filing's draft. */
export const attachmentMissingMessage = 'This attachment was not found. Attach the file again.';

export interface PaymentRequest {
  filing: Record<string, unknown>;
  draftRef: string;
  clientUrl: string;
  paymentBackUrl: string;
  paymentCancelUrl: string;
}

export interface SubmittedFiling {
  paymentURL: string;
  refId: string;
  /** Dollars with two decimals, e.g. "50.00". */
  amount: string;
}

export interface CheckedFiling {
  def: FilingTypeDefinition;
  values: FilingValues;
  effectiveAt: Date | null;
  attachmentKeys: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The client's slices laid over an empty filing of the type, so a missing slice is empty, not absent. */
function withDefaults(def: FilingTypeDefinition, raw: Record<string, unknown>): FilingValues {
  const empty = createEmptyFiling(def) as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(empty)) {
    const given = raw[key];
    merged[key] = isRecord(given) ? given : fallback;
  }
  return merged as unknown as FilingValues;
}

/** Dollars with two decimals, no sign: receipts show "50.00". */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** True when `url` is an absolute http(s) address on the same origin as `publicBaseUrl`. */
export function isSameOrigin(url: string, publicBaseUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
      parsed.origin === new URL(publicBaseUrl).origin
    );
  } catch {
    return false;
  }
}

function missingSectionsOf(
  def: FilingTypeDefinition,
  values: FilingValues,
  now: Date,
  failedSegments: string[],
): CompletenessCode[] {
  try {
    return computeMissingSections(def, values, { now: () => now });
  } catch {
    // A slice of the wrong shape: report the sections whose steps failed.
    const codes = failedSegments
      .map((segment) =>
        sectionCodeForSegment(segment as Parameters<typeof sectionCodeForSegment>[0]),
      )
      .filter((code): code is CompletenessCode => code !== undefined);
    return codes.length > 0 ? codes : ['ENTIY_NAME_INVALID'];
  }
}

/** Validates a whole filing as the server sees it now; throws ValidationFailed with every problem. */
export async function checkFilingForSubmission(
  db: Db,
  raw: Record<string, unknown>,
  draftRef: string,
  now: Date,
): Promise<CheckedFiling> {
  const filingState = isRecord(raw.filingState) ? raw.filingState : {};
  const def =
    typeof filingState.filingType === 'string' ? getFilingType(filingState.filingType) : undefined;
  if (def === undefined) {
    throw new ValidationFailed([
      { field: 'filingState.filingType', message: 'Unknown filing type.' },
    ]);
  }
  const values = await withRecordFacts(db, def, withDefaults(def, raw), now);
  const errors: FieldError[] = [];
  const failedSegments: string[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    const id = `${field}\u0000${message}`;
    if (seen.has(id)) return;
    seen.add(id);
    errors.push({ field, message });
  };

  for (const step of applicableSteps(def, values)) {
    if (step.slice === undefined) continue;
    const result = validateStep(step.page ?? step.segment, values[step.slice], def, {
      values,
      now: () => now,
    });
    if (!result.ok) {
      failedSegments.push(step.segment);
      for (const error of result.errors)
        add(error.path ? `${step.slice}.${error.path}` : step.slice, error.message);
    }
  }

  // An amendment that keeps the entity's current name brings no new name to check.
  const keepsName = values.entityName.isNameChanged === 'N';
  // A reinstatement may give a new name in place of one taken while the entity was dissolved.
  const givesNewName =
    def.renameAllowed === true &&
    typeof values.entityName.name === 'string' &&
    values.entityName.name.trim() !== '' &&
    values.entityName.name.trim() !== values.entityName.oldName;
  if (
    ((def.pages.hasEntityName && !keepsName) || givesNewName) &&
    typeof values.entityName.name === 'string'
  ) {
    const name = values.entityName.name;
    const format = validateEntityNameFormat(name, def.entityType || values.filingState.entityType);
    if (!format.valid) add('entityName.name', format.message);
    else {
      // The very lookup the entity-name step's availability call makes: an entity (or a paid
      // filing not yet in effect) takes the name; an unexpired reservation passes only when the
      // filer says they may use it.
      const holders = await lookUpNameKey(
        db.$client,
        nameKey(name),
        values.filingState.entityId || undefined,
      );
      if (holders.taken) add('entityName.name', messages.nameTaken);
      else if (
        holders.reservedBy !== null &&
        values.entityName.availability?.isAuthorizedToUse !== true
      ) {
        add('entityName.name', nameReservedMessage);
      }
    }
  }

  let effectiveAt: Date | null = null;
  const effective = values.effectiveDate;
  // With a filing pending on the record the date is always asked (the question is not shown).
  const cfdEffectiveDate = values.filingState.cfdEffectiveDate;
  if (
    def.pages.hasEffectiveDate &&
    (effective.effectiveAtTimeOfFilingRadio === 'N' || cfdEffectiveDate !== '')
  ) {
    const resolution = resolveEffectiveDateTime({
      date:
        typeof effective.effectiveDate === 'string' && effective.effectiveDate !== ''
          ? effective.effectiveDate
          : String(effective.effectiveDateAsEntered),
      time: typeof effective.effectiveTime === 'string' ? effective.effectiveTime : '',
      now,
      ...(cfdEffectiveDate === '' ? {} : { cfdEffectiveDate }),
    });
    if (!resolution.ok) add(`effectiveDate.${resolution.field}`, resolution.message);
    else if (resolution.exceedsMax)
      add(
        'effectiveDate.effectiveDate',
        messages.effectiveDateBeyondMaximum(resolution.maxDisplay),
      );
    else effectiveAt = new Date(resolution.instantIso);
  }

  const attachmentKeys: string[] = [];
  const referenced = Array.isArray(values.additionalInfo.attachments)
    ? values.additionalInfo.attachments
    : [];
  if (referenced.length > 0 && values.additionalInfo.additionalInfoAttachmentRadio === 'Y') {
    const stored = new Set((await listDraftAttachments(db, draftRef)).map((file) => file.key));
    referenced.forEach((attachment, index) => {
      const key = isRecord(attachment) && typeof attachment.key === 'string' ? attachment.key : '';
      if (!stored.has(key)) add(`additionalInfo.attachments.${index}`, attachmentMissingMessage);
      else attachmentKeys.push(key);
    });
  }

  // The affidavit and ID of a filing under the administrators' check are this draft's files too.
  const privateFiles = Array.isArray(values.additionalInfo.privateAttachments)
    ? values.additionalInfo.privateAttachments
    : [];
  if (values.filingState.adminFraudCheck && privateFiles.length > 0) {
    const stored = new Set((await listDraftAttachments(db, draftRef)).map((file) => file.key));
    privateFiles.forEach((attachment, index) => {
      const key = isRecord(attachment) && typeof attachment.key === 'string' ? attachment.key : '';
      if (!stored.has(key))
        add(`additionalInfo.privateAttachments.${index}`, attachmentMissingMessage);
    });
  }

  const missingSections = missingSectionsOf(def, values, now, failedSegments);
  const complete = missingSections.length === 1 && missingSections[0] === 'VALID';
  if (errors.length > 0 || !complete) {
    throw new ValidationFailed(errors, complete ? {} : { missingSections });
  }
  return { def, values, effectiveAt, attachmentKeys };
}

/** Checks the return addresses: each must be on this site (no open redirect). */
export function checkReturnUrls(request: PaymentRequest, publicBaseUrl: string): void {
  const errors: FieldError[] = [];
  for (const field of ['clientUrl', 'paymentBackUrl', 'paymentCancelUrl'] as const) {
    if (!isSameOrigin(request[field], publicBaseUrl))
      errors.push({ field, message: returnAddressMessage });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
}

/** Validates the filing, stores it AWAITING_PAYMENT and opens a checkout for the server's fee. */
export async function submitFilingForPayment(
  db: Db,
  provider: PaymentProvider,
  request: PaymentRequest,
  options: { publicBaseUrl: string; clientIpAddress: string; now?: Date },
): Promise<SubmittedFiling> {
  checkReturnUrls(request, options.publicBaseUrl);
  const now = options.now ?? new Date();
  const checked = await checkFilingForSubmission(db, request.filing, request.draftRef, now);
  const { def, values } = checked;
  // An existing-entity filing takes the entity's name, type and its fee from the record.
  const existing = def.existingEntity
    ? await prepareExistingEntitySubmission(db, def, values, now)
    : undefined;
  const { transactionType, transactionDescription } = values.filingState;
  const feeCents = existing?.feeCents ?? feeFor(transactionType);
  if (feeCents === undefined) throw new Error(`No fee on the schedule for ${transactionType}`);
  const entityName = existing?.entityName ?? values.entityName.name.trim();
  // A formation, or an amendment changing the name, holds the new name until it takes effect.
  const bringsName = existing === undefined || values.entityName.isNameChanged === 'Y';

  const refId = randomUUID();
  const checkout = await provider.createCheckout({
    filingRef: refId,
    amountCents: feeCents,
    description: `${transactionDescription} - ${entityName}`,
  });
  // The filing keeps the type's identity from the server's table, whatever the client sent.
  const storedValues: FilingValues = {
    ...values,
    filingState: {
      ...values.filingState,
      filingType: def.filingType,
      entityType: existing?.entityType ?? def.entityType,
      domesticFlag: existing?.domesticFlag ?? def.domesticFlag,
      transactionType,
      transactionDescription,
      adminFraudCheck: existing?.adminFraudCheck ?? values.filingState.adminFraudCheck,
    },
  };
  await db.transaction(async (tx) => {
    const filing = await insertFiling(
      tx,
      {
        ref: refId,
        draftRef: request.draftRef,
        filingType: def.filingType,
        transactionType,
        transactionDescription,
        entityType: existing?.entityType ?? def.entityType,
        entityId: existing?.entityId ?? null,
        entityName,
        // Only a filing that brings a name to the record holds it until it takes effect.
        nameKey: bringsName ? nameKey(values.entityName.name) : null,
        values: storedValues,
        status: 'AWAITING_PAYMENT',
        feeCents,
        email: values.notifications.emails[0]?.email ?? null,
        effectiveAt: checked.effectiveAt,
        adminFraudCheck: existing?.adminFraudCheck ?? false,
        clientIpAddress: options.clientIpAddress,
      },
      'filer',
    );
    await insertPayment(tx, {
      filingId: filing.id,
      provider: provider.name,
      providerRef: checkout.providerRef,
      amountCents: feeCents,
      checkoutToken: checkout.checkoutToken,
      returnUrls: {
        clientUrl: request.clientUrl,
        backUrl: request.paymentBackUrl,
        cancelUrl: request.paymentCancelUrl,
      },
    });
  });
  return { paymentURL: checkout.paymentURL, refId, amount: formatDollars(feeCents) };
}
