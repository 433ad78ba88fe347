// /filing-api/v1: the filing API for software. Every call needs a live API key of a filing
// account (Authorization: Bearer rgk_…); it is counted per key and per address. Every POST needs
// an Idempotency-Key, and its answer is kept for the key (modules/filing-api/idempotency.ts).
import {
  apiAccountCall,
  apiAccountEntitiesCall,
  apiEntityCall,
  apiFeesCall,
  apiFileCall,
  apiFiledImageCall,
  apiFilingCall,
  apiFilingsCall,
  apiLedgerCall,
  apiNameAvailabilityCall,
} from '@registrar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../http-errors.ts';
import { filedImage } from '../../modules/documents/filed-image-service.ts';
import { getFilingAccount } from '../../modules/filing-accounts/accounts.ts';
import { authenticateApiKey } from '../../modules/filing-accounts/api-keys.ts';
import { dollars, ledgerEntryAnswer, ledgerPage } from '../../modules/filing-accounts/ledger.ts';
import { accountEntitiesPage } from '../../modules/filing-api/account-entities.ts';
import {
  accountFiling,
  accountFilings,
  apiFilingOf,
  draftRefOfKey,
  feeOf,
  fileForAccount,
} from '../../modules/filing-api/filing-api-service.ts';
import {
  answerOnce,
  keepingRefusals,
  requestFingerprint,
} from '../../modules/filing-api/idempotency.ts';
import { requestedApiFiling } from '../../modules/filings/filing-input.ts';
import { entityRecord } from '../../modules/public-record/entity-record.ts';
import { checkNameAvailability } from '../../modules/registry/name-availability.ts';
import { routeRateLimit } from '../../plugins/rate-limits.ts';
import {
  accountOwner,
  beforeOf,
  cursorOf,
  idempotencyKeyOf,
  noKeyMessage,
  presentedKey,
  sendKept,
} from './calls.ts';
import { draftRoutes } from './drafts.ts';
import { webhookRoutes } from './webhooks.ts';

const unknownEntityMessage = 'No entity with that ID is on the record.';

/** Registers the filing API. */
export async function filingApiRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  const config = {
    csrfDefence: 'api-key' as const,
    rateLimit: {
      ...routeRateLimit(app.config, 'filingApi'),
      perCaller: {
        kind: 'filingApiPerKey' as const,
        max: limits.filingApiPerKey,
        callerOf: (request: FastifyRequest) =>
          request.filingApiKey === undefined ? undefined : String(request.filingApiKey.keyId),
      },
    },
  };

  // Every call: a live key, or 401 in the envelope (before the body is read; after the address is
  // counted, so that guessing keys is counted too).
  app.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const key = match?.[1] === undefined ? null : await authenticateApiKey(app.db, match[1]);
    if (key === null) throw new HttpProblem(401, noKeyMessage);
    request.filingApiKey = key;
    return payload;
  });

  routes.post(
    apiFileCall.path,
    {
      schema: apiFileCall.schema,
      bodyLimit: 1024 * 1024,
      config: { ...config, fieldErrorsInside: 'filing' },
    },
    async (request, reply) => {
      const owner = accountOwner(request);
      const { accountId } = owner;
      const key = idempotencyKeyOf(request);
      const { draftRef } = request.body;
      const answer = await answerOnce(
        app.db,
        {
          accountId,
          key,
          fingerprint: requestFingerprint('POST', apiFileCall.path, request.body),
        },
        keepingRefusals((hold) =>
          fileForAccount(app.db, owner, requestedApiFiling(request.body.filing), {
            draft:
              draftRef === undefined
                ? { ref: draftRefOfKey(accountId, key, hold), named: false }
                : { ref: draftRef, named: true },
            publicBaseUrl: app.config.publicBaseUrl,
            clientIpAddress: request.ip,
          }),
        ),
      );
      return sendKept(reply, answer);
    },
  );

  routes.get(apiFilingsCall.path, { schema: apiFilingsCall.schema, config }, async (request) => {
    const { accountId } = presentedKey(request);
    const page = await accountFilings(app.db, accountId, {
      before: beforeOf(request.query.cursor),
      limit: request.query.limit ?? 20,
    });
    return {
      apiData: {
        code: 200 as const,
        filings: page.filings.map(apiFilingOf),
        nextCursor: cursorOf(page.next),
      },
    };
  });

  routes.get(apiFilingCall.path, { schema: apiFilingCall.schema, config }, async (request) => {
    const row = await accountFiling(
      app.db,
      presentedKey(request).accountId,
      request.params.filingId,
    );
    return { apiData: { code: 200 as const, filing: apiFilingOf(row) } };
  });

  routes.get(
    apiFiledImageCall.path,
    { schema: apiFiledImageCall.schema, config },
    async (request, reply) => {
      const row = await accountFiling(
        app.db,
        presentedKey(request).accountId,
        request.params.filingId,
      );
      if (row.masterTransactionId === null || row.transactionId === null || row.status !== 'FILED')
        throw new HttpProblem(404, 'The account has no recorded filing with this ID.');
      const image = await filedImage(
        app.db,
        row.masterTransactionId,
        row.transactionId,
        request.log,
      );
      if (!image.ready)
        return reply
          .code(503)
          .header('retry-after', String(image.retryAfterSeconds))
          .send({ apiData: { code: 503 as const, message: image.message } });
      return {
        apiData: {
          code: 200 as const,
          pdfBytes: Buffer.from(image.pdf).toString('base64'),
          fileName: image.fileName,
        },
      };
    },
  );

  routes.get(
    apiAccountEntitiesCall.path,
    { schema: apiAccountEntitiesCall.schema, config },
    async (request) => {
      const before = beforeOf(request.query.cursor);
      const page = await accountEntitiesPage(app.db, presentedKey(request).accountId, {
        // Entity IDs are 11 digits: the cursor holds one as a number.
        ...(before === undefined ? {} : { before: String(before).padStart(11, '0') }),
        ...(request.query.dueBy === undefined ? {} : { dueBy: request.query.dueBy }),
        limit: request.query.limit ?? 20,
      });
      return {
        apiData: {
          code: 200 as const,
          entities: page.entities,
          nextCursor: cursorOf(page.next === null ? null : Number(page.next)),
        },
      };
    },
  );

  routes.get(apiEntityCall.path, { schema: apiEntityCall.schema, config }, async (request) => {
    const record = await entityRecord(app.db, request.params.entityId);
    if (record === undefined) throw new HttpProblem(404, unknownEntityMessage);
    return { apiData: { code: 200 as const, record } };
  });

  routes.get(
    apiNameAvailabilityCall.path,
    { schema: apiNameAvailabilityCall.schema, config },
    async (request) => {
      const { name, entityType, entityId } = request.query;
      const result = await checkNameAvailability(app.database.pool, { name, entityType, entityId });
      return { apiData: { code: 200 as const, ...result } };
    },
  );

  routes.get(apiFeesCall.path, { schema: apiFeesCall.schema, config }, async (request) => ({
    apiData: { code: 200 as const, ...(await feeOf(app.db, request.query)) },
  }));

  routes.get(apiAccountCall.path, { schema: apiAccountCall.schema, config }, async (request) => {
    const account = await getFilingAccount(app.db, presentedKey(request).accountId);
    return {
      apiData: {
        code: 200 as const,
        account: {
          id: String(account.id),
          name: account.name,
          balance: dollars(account.balanceCents),
        },
      },
    };
  });

  routes.get(apiLedgerCall.path, { schema: apiLedgerCall.schema, config }, async (request) => {
    const page = await ledgerPage(app.db, presentedKey(request).accountId, {
      before: beforeOf(request.query.cursor),
      limit: request.query.limit ?? 20,
    });
    return {
      apiData: {
        code: 200 as const,
        entries: page.entries.map(ledgerEntryAnswer),
        nextCursor: cursorOf(page.next),
      },
    };
  });

  await app.register(webhookRoutes, { config });
  await app.register(draftRoutes, { config });
}
