import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../../lib/query.tsx';
import {
  enteredValues,
  filingFixtures,
  findStep,
  listFilingTypes,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import { createFilingControl } from '../../../lib/filing-session.ts';
import ReviewPage from './review-page.tsx';

afterEach(() => {
  cleanup();
});

function renderReview(definition: FilingTypeDefinition, values: FilingValues) {
  const step = findStep(definition, 'filingreview');
  if (step === undefined) throw new Error(`${definition.filingType} has no review step`);
  const onEditSection = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/filing/${definition.filingType}/filingreview`]}>
        <ReviewPage
          definition={definition}
          step={step}
          stored={{ values, control: createFilingControl(definition.filingType) }}
          onEditSection={onEditSection}
          onCancel={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onEditSection };
}

/** What a reader of the page sees, white space folded as the values are. */
function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe.each(listFilingTypes().map((def) => [def.filingType, def] as const))(
  'review of a maximal %s filing',
  (filingType, definition) => {
    const values = filingFixtures[filingType]?.maximal();

    it('shows every value the filer entered', () => {
      expect(values).toBeDefined();
      if (values === undefined) return;
      renderReview(definition, values);
      const text = pageText();
      const entered = enteredValues(definition, values);
      expect(entered.length).toBeGreaterThan(10);
      for (const value of entered) expect(text, value.path).toContain(value.text);
    });

    it("titles each section as its step's own and edits that step", async () => {
      if (values === undefined) return;
      const { onEditSection } = renderReview(definition, values);
      for (const heading of screen.getAllByRole('heading', { level: 2 })) {
        const section = heading.closest('section');
        if (section === null) continue;
        const edit = within(section).getByRole('link', { name: `Edit ${heading.textContent}` });
        await userEvent.click(edit);
        const segment = onEditSection.mock.lastCall?.[0] as string;
        const step = findStep(definition, segment);
        expect(step?.reviewTitle ?? step?.title).toBe(heading.textContent);
      }
    });
  },
);

describe('an amendment', () => {
  it('titles its text section "Amendments and attachments", as its own step does', () => {
    const definition = listFilingTypes().find((def) => def.filingType === 'amend');
    const values = filingFixtures.amend?.maximal();
    if (definition === undefined || values === undefined) throw new Error('no amendment');
    renderReview(definition, values);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Amendments and attachments' }),
    ).toBeInTheDocument();
  });
});
