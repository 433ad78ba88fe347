// The administrators' calls for filing accounts (administrators only; the acting administrator is
// the session's): accounts, their API keys, deposits, the ledger and its statement. A deposit is
// money: like every money call it takes a key that makes sending it twice record it once.
import { randomUUID } from 'node:crypto';
import {
  centsOfDollars,
  createFilingAccountCall,
  depositWithoutKeyMessage,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  filingAccountMessages,
  filingAccountCall,
  filingAccountsCall,
  issueApiKeyCall,
  ledgerStatementCall,
  mountainInstant,
  recordDepositCall,
  revokeApiKeyCall,
  type ApiKeyListingAnswer,
  type FilingAccountListing,
} from '@registrar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  createFilingAccount,
  getFilingAccount,
  listFilingAccounts,
  type FilingAccount,
  type StaffActor,
} from '../../modules/filing-accounts/accounts.ts';
import {
  issueApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyListing,
} from '../../modules/filing-accounts/api-keys.ts';
import {
  balanceCentsOf,
  dollars,
  ledgerPage,
  ledgerEntryAnswer,
  ledgerStatementCsv,
  recordDeposit,
} from '../../modules/filing-accounts/ledger.ts';
import { actingUserId, requireRole } from '../../plugins/sessions.ts';
import { requestFingerprint } from '../../modules/filing-api/idempotency.ts';
import { beforeOf, cursorOf, keptOnce, sendKept } from '../filing-api/calls.ts';

function accountOf(account: FilingAccount): FilingAccountListing {
  return {
    id: String(account.id),
    name: account.name,
    contactEmail: account.contactEmail,
    createdAt: account.createdAt.toISOString(),
    balance: dollars(account.balanceCents),
  };
}

function keyOf(key: ApiKeyListing): ApiKeyListingAnswer {
  return {
    id: String(key.id),
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/** The day after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Registers the filing-account calls. */
export async function filingAccountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');
  const actorOf = async (request: FastifyRequest): Promise<StaffActor> => ({
    userId: await actingUserId(request),
    clientAddress: request.ip,
  });

  routes.get(
    filingAccountsCall.path,
    { schema: filingAccountsCall.schema, onRequest: adminOnly },
    async () => ({
      apiData: { code: 200 as const, accounts: (await listFilingAccounts(app.db)).map(accountOf) },
    }),
  );

  routes.post(
    createFilingAccountCall.path,
    { schema: createFilingAccountCall.schema, onRequest: adminOnly },
    async (request) => {
      const account = await createFilingAccount(app.db, request.body, await actorOf(request));
      return { apiData: { code: 200 as const, account: accountOf(account) } };
    },
  );

  routes.get(
    filingAccountCall.path,
    { schema: filingAccountCall.schema, onRequest: adminOnly },
    async (request) => {
      const accountId = Number(request.params.accountId);
      const account = await getFilingAccount(app.db, accountId);
      const page = await ledgerPage(app.db, accountId, {
        before: beforeOf(request.query.cursor),
        limit: 50,
      });
      return {
        apiData: {
          code: 200 as const,
          account: accountOf(account),
          keys: (await listApiKeys(app.db, accountId)).map(keyOf),
          entries: page.entries.map(ledgerEntryAnswer),
          nextCursor: cursorOf(page.next),
          depositRequestId: randomUUID(),
        },
      };
    },
  );

  routes.post(
    issueApiKeyCall.path,
    { schema: issueApiKeyCall.schema, onRequest: adminOnly },
    async (request, reply) => {
      const issued = await issueApiKey(
        app.db,
        Number(request.params.accountId),
        request.body.name,
        await actorOf(request),
      );
      // The key is in this answer alone: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, key: issued.key, listing: keyOf(issued) } };
    },
  );

  routes.post(
    revokeApiKeyCall.path,
    { schema: revokeApiKeyCall.schema, onRequest: adminOnly },
    async (request) => {
      const listing = await revokeApiKey(
        app.db,
        Number(request.params.accountId),
        Number(request.params.keyId),
        await actorOf(request),
      );
      return { apiData: { code: 200 as const, listing: keyOf(listing) } };
    },
  );

  routes.post(
    recordDepositCall.path,
    { schema: recordDepositCall.schema, onRequest: adminOnly },
    async (request, reply) => {
      const accountId = Number(request.params.accountId);
      const { amount, memo, requestId } = request.body;
      const amountCents = centsOfDollars(amount);
      if (amountCents === null)
        throw new ValidationFailed([
          { field: 'amount', message: filingAccountMessages.amountInvalid },
        ]);
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && header.trim() !== '' ? header : requestId;
      if (key === undefined || key === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
        throw new HttpProblem(400, depositWithoutKeyMessage);
      const actor = await actorOf(request);
      await getFilingAccount(app.db, accountId);
      // Kept per account beside the firm's own keys, in a space of its own.
      const answer = await keptOnce(
        app.db,
        {
          accountId,
          key: `deposit:${key}`,
          fingerprint: requestFingerprint('POST', `/filing-accounts/${accountId}/deposits`, {
            amountCents,
            memo,
          }),
        },
        async () => {
          const entry = await recordDeposit(app.db, accountId, { amountCents, memo }, actor);
          return {
            apiData: {
              code: 200,
              entry: ledgerEntryAnswer(entry),
              balance: dollars(await balanceCentsOf(app.db, accountId)),
            },
          };
        },
      );
      return sendKept(reply, answer);
    },
  );

  routes.get(
    ledgerStatementCall.path,
    { schema: ledgerStatementCall.schema, onRequest: adminOnly },
    async (request, reply) => {
      const { from, to } = request.query;
      const accountId = Number(request.params.accountId);
      const midnight = { hours: 0, minutes: 0, seconds: 0 };
      const csv = await ledgerStatementCsv(app.db, accountId, {
        from: mountainInstant(from, midnight),
        to: mountainInstant(nextDay(to), midnight),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="statement-${accountId}-${from}-${to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
