// Renders a step page the way the wizard engine does, for the step pages' tests.
import { Suspense, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../../lib/query.tsx';
import { vi } from 'vitest';
import {
  createEmptyFiling,
  llcFilingType,
  type FilingTypeDefinition,
  type FilingValues,
  type StepSegment,
} from '@registrar/domain';
import type { StepPageProps } from '../../../lib/step-page.ts';

// Step tests take the fetch stub from here with the other helpers; it is shared by every feature.
export { stubApi } from '../../../testing/stub-api.ts';

/**
 * The address check's answer for one address the post office knows and calls valid, written as
 * `standardized` (its Colorado version: in the required state, not a PO Box).
 */
export function verifiedAddressAnswer(
  id: string,
  standardized: { address1: string; city: string; zip: string },
) {
  return () => ({
    apiData: {
      code: 200,
      results: [
        {
          id,
          processed: true,
          verified: true,
          valid: true,
          postofficeBox: false,
          coloradoZipcode: true,
          inRequiredState: true,
          standardized: { address2: '', state: 'CO', province: '', country: 'US', ...standardized },
          messages: [],
        },
      ],
    },
  });
}

/** Reference lists as the shell stores them in session storage. */
export function storeReferenceData(): void {
  sessionStorage.setItem(
    'states',
    JSON.stringify([
      { code: 'CO', name: 'Colorado' },
      { code: 'TX', name: 'Texas' },
    ]),
  );
  sessionStorage.setItem(
    'countries',
    JSON.stringify([
      { code: 'US', name: 'United States' },
      { code: 'CA', name: 'Canada' },
    ]),
  );
  sessionStorage.setItem('suffixes', JSON.stringify([{ code: 'JR', label: 'Jr.' }]));
}

export function renderStep(
  Page: ComponentType<StepPageProps>,
  segment: StepSegment,
  changes: (filing: FilingValues) => Partial<FilingValues> = () => ({}),
  definition: FilingTypeDefinition = llcFilingType,
) {
  const empty = createEmptyFiling(definition);
  const filing = { ...empty, ...changes(empty) };
  const step = definition.steps.find((candidate) => candidate.segment === segment);
  if (step === undefined) throw new Error(`No ${definition.filingType} step ${segment}`);
  const props = {
    definition,
    step,
    filing,
    submitLabel: 'Next' as const,
    onSubmit: vi.fn<StepPageProps['onSubmit']>(),
    onChange: vi.fn<StepPageProps['onChange']>(),
    onCancel: vi.fn<StepPageProps['onCancel']>(),
    draftRef: '00000000-0000-4000-8000-000000000000',
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/business/filing/${definition.filingType}/${segment}`]}>
        <Suspense fallback={null}>
          <Page {...props} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return props;
}
