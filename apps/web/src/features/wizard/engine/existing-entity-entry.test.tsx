import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useSearchParams } from '../../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../../lib/query.tsx';
import { amendFilingType } from '@registrar/domain';
import { stubApi } from '../../../testing/stub-api.ts';
import { ExistingEntityEntry } from './existing-entity-entry.tsx';

const ENTITY_ID = '20261234567';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LoginProbe() {
  const [params] = useSearchParams();
  return (
    <h1>
      Login for {params.get('entityId')} back to {params.get('returnTo')}
    </h1>
  );
}

/** The entity's start, where the server says who is logged in (null: nobody). */
function renderEntry(sbf: 'Y' | 'N', loggedInFor: string | null = null) {
  stubApi({
    '/business-api/sbf/session': () =>
      loggedInFor === null
        ? { status: 401, apiData: { code: 401, message: 'Log in to continue.' } }
        : {
            apiData: {
              code: 200,
              entityId: loggedInFor,
              email: 'owner@example.com',
              mustChangePassword: false,
            },
          },
    '/business-api/entity/summary': () => ({
      apiData: {
        code: 200,
        entityId: ENTITY_ID,
        entityName: 'Aspen Ledger LLC',
        entityType: { code: 'DLLC', description: 'Limited Liability Company' },
        domesticFlag: 'Y',
        delayedEffectiveDate: '',
        adminFraudCheck: false,
        fraudFlag: 'N',
        sbf,
      },
    }),
    '/business-api/transaction/available': () => ({
      apiData: { code: 200, entityId: ENTITY_ID, transactionType: 'AMD_LLC', available: true },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/filing/amend/intro?entityId=${ENTITY_ID}&transTyp=AMD_LLC`]}>
        <Routes>
          <Route
            path="/filing/amend/intro"
            element={
              <ExistingEntityEntry definition={amendFilingType}>
                {(entity) => <h1>Amending {entity.entityName}</h1>}
              </ExistingEntityEntry>
            }
          />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the start of a filing for a protected entity', () => {
  it('sends the filer to the login first, to come back to this start', async () => {
    renderEntry('Y');
    expect(
      await screen.findByRole('heading', {
        name: `Login for ${ENTITY_ID} back to /filing/amend/intro?entityId=${ENTITY_ID}&transTyp=AMD_LLC`,
      }),
    ).toBeVisible();
  });

  it('starts at once for a filer logged in for it, and for an entity that is not protected', async () => {
    renderEntry('Y', ENTITY_ID);
    expect(await screen.findByRole('heading', { name: 'Amending Aspen Ledger LLC' })).toBeVisible();
    cleanup();
    renderEntry('N');
    expect(await screen.findByRole('heading', { name: 'Amending Aspen Ledger LLC' })).toBeVisible();
  });

  it('does not take a login for another entity', async () => {
    renderEntry('Y', '20260000001');
    expect(await screen.findByRole('heading', { name: /^Login for / })).toBeVisible();
  });
});
