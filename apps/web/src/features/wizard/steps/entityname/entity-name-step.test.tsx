import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToStringAsync } from 'preact-render-to-string';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyFiling, llcFilingType } from '@registrar/domain';
import { MemoryRouter } from '../../../../lib/router.tsx';
import { PageFormContext } from '../../../../lib/page-form.ts';
import { QueryClient, QueryClientProvider } from '../../../../lib/query.tsx';
import EntityNameStep from './entity-name-step.tsx';
import { NameSuggestions } from './name-findings.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';
import { tooManyRequests } from '../../../../testing/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const free = { isAvailable: true, isReserved: false, isAuthorizedToUse: false, reservedBy: null };

function answerWith(
  availability: typeof free | Record<string, unknown>,
  valid = true,
  message = '',
) {
  return stubApi({
    '/business-api/content/entity/namedesignation': () => ({
      apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
    }),
    '/business-api/entity/validateEntityNameAndAvailability': () => ({
      apiData: { code: 200, valid, message, availability },
    }),
  });
}

describe('Entity name step', { timeout: 20_000 }, () => {
  it('checks the format in the browser before asking the server', async () => {
    const calls = answerWith(free);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'Enter the name you want to use' }),
    ).toBeInTheDocument();
    expect(
      calls.some((call) => call.url.pathname.endsWith('validateEntityNameAndAvailability')),
    ).toBe(false);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('moves on with an available name and sends the check parameters', async () => {
    const calls = answerWith(free);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    expect(await screen.findByText('The name must contain "LLC".')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Aspen Trail LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(props.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      entityName: { name: 'Aspen Trail LLC', isNameValid: true, availability: free },
    });
    const check = calls.find((call) =>
      call.url.pathname.endsWith('validateEntityNameAndAvailability'),
    );
    expect(check?.url.searchParams.get('name')).toBe('Aspen Trail LLC');
    expect(check?.url.searchParams.get('entityType')).toBe('DLLC');
    expect(check?.url.searchParams.get('transType')).toBe('ARTORG_LLC');
  });

  it('shows a taken name as a field error and in the System Message dialog', async () => {
    // As the server answers a taken name: not valid, with the catalogue's taken-name message.
    answerWith(
      { isAvailable: false, isReserved: false, isAuthorizedToUse: false, reservedBy: null },
      false,
      'That name is already being used in Colorado.',
    );
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Taken LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'System Message' });
    expect(
      within(dialog).getByText(
        'This entity name has been taken and is already in use in Colorado. Please choose another name.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('That name is already being used in Colorado.').length,
    ).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose another name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('says at the name when to check again after too many checks, keeping the name', async () => {
    stubApi({
      '/business-api/content/entity/namedesignation': () => ({
        apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
      }),
      '/business-api/entity/validateEntityNameAndAvailability': () => tooManyRequests(35),
    });
    const props = renderStep(EntityNameStep, 'entityname');
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Aspen Trail LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Too many attempts. Try again in 35 seconds.');
    expect(
      screen.getByRole('link', { name: 'Too many attempts. Try again in 35 seconds.' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText(/Entity name/);
    expect(field).toHaveValue('Aspen Trail LLC');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Too many attempts. Try again in 35 seconds.'),
    );
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks about a reserved name: Yes proceeds as authorised, No clears the name', async () => {
    const reserved = {
      isAvailable: false,
      isReserved: true,
      isAuthorizedToUse: false,
      reservedBy: { name: 'Jane Doe', address: ['1 Main St', 'Denver, CO 80202'] },
    };
    answerWith(reserved);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    const field = screen.getByLabelText(/Entity name/);
    await userEvent.type(field, 'Reserved LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Jane Doe')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(field).toHaveValue('');
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field, 'Reserved LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      entityName: expect.objectContaining({
        name: 'Reserved LLC',
        availability: { ...reserved, isAuthorizedToUse: true },
      }),
    });
  });
});

describe('Entity name step: what the check found', { timeout: 20_000 }, () => {
  const notChecked = {
    isAvailable: false,
    isReserved: false,
    isAuthorizedToUse: false,
    reservedBy: null,
  };
  const suggestions = [
    'Mountain Peak Ventures Group LLC',
    'Mountain Peak Ventures Holdings LLC',
    'Mountain Peak Ventures Partners LLC',
  ];

  /** The server's answers: the typed name taken (held as `holder` says), the suggestions free. */
  function takenWith(holder: 'entity' | 'filing') {
    return stubApi({
      '/business-api/content/entity/namedesignation': () => ({
        apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
      }),
      '/business-api/entity/validateEntityNameAndAvailability': (url) =>
        suggestions.includes(url.searchParams.get('name') ?? '')
          ? {
              apiData: {
                code: 200,
                valid: true,
                message: '',
                availability: free,
                problem: null,
                explanation: null,
                suggestions: [],
              },
            }
          : {
              apiData: {
                code: 200,
                valid: false,
                message: 'That name is already being used in Colorado.',
                availability: notChecked,
                problem: null,
                explanation: {
                  holder,
                  name: 'Mountain Peak Ventures LLC',
                  entityId: holder === 'entity' ? '20150000000' : null,
                  rules: ['letter-case', 'punctuation'],
                  typedComparedAs: 'mountain peak ventures llc',
                  heldComparedAs: 'mountain peak ventures llc',
                },
                suggestions,
              },
            },
    });
  }

  async function typeAndCheck(name: string) {
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText(/Entity name/), name);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  }

  it('explains a taken name with its holder, the rules and both names as compared', async () => {
    takenWith('entity');
    renderStep(EntityNameStep, 'entityname');
    await typeAndCheck('MOUNTAIN PEAK VENTURES, L.L.C.');
    const dialog = await screen.findByRole('dialog', { name: 'System Message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const field = screen.getByLabelText(/Entity name/);
    // The message first, then the explanation, both read with the field.
    expect(field).toHaveAccessibleDescription(
      expect.stringMatching(
        /That name is already being used in Colorado\..*It is the same name as this entity on the record:.*letter case.*punctuation such as \. , _ ' `/,
      ),
    );
    expect(screen.getByRole('link', { name: 'Mountain Peak Ventures LLC' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/entity\/20150000000$/),
    );
    const table = screen.getByRole('table', { name: 'The two names as the check compares them' });
    expect(within(table).getByRole('columnheader', { name: 'You typed' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'On record' })).toBeInTheDocument();
    expect(within(table).getByText('MOUNTAIN PEAK VENTURES, L.L.C.')).toBeInTheDocument();
    expect(within(table).getAllByText('mountain peak ventures llc')).toHaveLength(2);
    expect(screen.queryByText('spacing')).not.toBeInTheDocument();
  });

  it('says a name held by a filing in progress without linking anywhere', async () => {
    takenWith('filing');
    renderStep(EntityNameStep, 'entityname');
    await typeAndCheck('Mountain Peak Ventures LLC');
    await screen.findByRole('dialog', { name: 'System Message' });
    expect(
      screen.getByText('It is the same name as a filing in progress, not yet on the record:'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mountain Peak Ventures LLC' })).toBeNull();
  });

  it('offers free names as buttons that fill the field and check the name again', async () => {
    const calls = takenWith('entity');
    const props = renderStep(EntityNameStep, 'entityname');
    await typeAndCheck('Mountain Peak Ventures LLC');
    const dialog = await screen.findByRole('dialog', { name: 'System Message' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const offered = screen.getByRole('region', { name: 'Names you could use instead' });
    const buttons = within(offered).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(suggestions);
    await userEvent.click(
      within(offered).getByRole('button', {
        name: 'Use the name Mountain Peak Ventures Group LLC',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mountain Peak Ventures Group LLC is available. Select Next to use it.',
    );
    expect(screen.getByLabelText(/Entity name/)).toHaveValue('Mountain Peak Ventures Group LLC');
    expect(screen.queryByText('That name is already being used in Colorado.')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Names you could use instead' })).toBeNull();
    const checked = calls.filter((call) =>
      call.url.pathname.endsWith('validateEntityNameAndAvailability'),
    );
    expect(checked.at(-1)?.url.searchParams.get('name')).toBe('Mountain Peak Ventures Group LLC');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('names the part of a badly formed name at fault under its message', async () => {
    answerWith(free);
    renderStep(EntityNameStep, 'entityname');
    await typeAndCheck('Acme Widgets');
    const field = screen.getByLabelText(/Entity name/);
    const line = 'No designator found in "Acme Widgets". Add one, for example "Acme Widgets LLC".';
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(line));
  });
});

describe('Entity name step without the app', { timeout: 20_000 }, () => {
  it('offers each suggestion as a link to this step with the name filled in', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/filing/llc/entityname?draftRef=abc']}>
        <NameSuggestions suggestions={['Acme Widgets Group LLC']} onUse={() => undefined} />
      </MemoryRouter>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const link = within(container).getByRole('link', {
      name: 'Use the name Acme Widgets Group LLC',
    });
    expect(link.getAttribute('href')).toMatch(
      /\/filing\/llc\/entityname\?draftRef=abc&name=Acme\+Widgets\+Group\+LLC$/,
    );
  });

  it('starts the name field with the name a suggestion link gives', async () => {
    answerWith(free);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const filing = createEmptyFiling(llcFilingType);
    const step = llcFilingType.steps.find((candidate) => candidate.segment === 'entityname');
    if (step === undefined) throw new Error('No entity name step');
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/filing/llc/entityname?name=Acme+Widgets+Group+LLC']}>
          <Suspense fallback={null}>
            <EntityNameStep
              definition={llcFilingType}
              step={step}
              filing={filing}
              submitLabel="Next"
              onSubmit={vi.fn()}
              onChange={vi.fn()}
              onCancel={vi.fn()}
              draftRef=""
            />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByLabelText(/Entity name/)).toHaveValue('Acme Widgets Group LLC');
  });
});

describe(
  'Entity name step rendered on the server after a refused post',
  { timeout: 20_000 },
  () => {
    it('explains the taken name and links each suggestion to this step', async () => {
      stubApi({
        '/business-api/content/entity/namedesignation': () => ({
          apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
        }),
        '/business-api/entity/validateEntityNameAndAvailability': () => ({
          apiData: {
            code: 200,
            valid: false,
            message: 'That name is already being used in Colorado.',
            availability: {
              isAvailable: false,
              isReserved: false,
              isAuthorizedToUse: false,
              reservedBy: null,
            },
            problem: null,
            explanation: {
              holder: 'entity',
              name: 'Mountain Peak Ventures LLC',
              entityId: '20150000000',
              rules: ['punctuation'],
              typedComparedAs: 'mountain peak ventures llc',
              heldComparedAs: 'mountain peak ventures llc',
            },
            suggestions: ['Mountain Peak Ventures Group LLC'],
          },
        }),
      });
      const step = llcFilingType.steps.find((candidate) => candidate.segment === 'entityname');
      if (step === undefined) throw new Error('No entity name step');
      const outcome = {
        form: 'main',
        fields: [['name', 'Mountain Peak Ventures, LLC']] as [string, string][],
        errors: [{ field: 'name', message: 'That name is already being used in Colorado.' }],
      };
      const html = await renderToStringAsync(
        <QueryClientProvider client={new QueryClient({ server: true })}>
          <PageFormContext.Provider
            value={{ formToken: 't', outcome, outcomeAt: '/filing/llc/entityname' }}
          >
            <MemoryRouter initialEntries={['/filing/llc/entityname']}>
              <Suspense fallback={null}>
                <EntityNameStep
                  definition={llcFilingType}
                  step={step}
                  filing={createEmptyFiling(llcFilingType)}
                  submitLabel="Next"
                  onSubmit={vi.fn()}
                  onChange={vi.fn()}
                  onCancel={vi.fn()}
                  draftRef=""
                />
              </Suspense>
            </MemoryRouter>
          </PageFormContext.Provider>
        </QueryClientProvider>,
      );
      const container = document.createElement('div');
      container.innerHTML = html;
      // Attached, so the field's description is found by the ids it names.
      document.body.append(container);
      onTestFinished(() => container.remove());

      const field = within(container).getByLabelText(/Entity name/);
      expect(field).toHaveValue('Mountain Peak Ventures, LLC');
      expect(field).toHaveAccessibleDescription(
        expect.stringMatching(
          /That name is already being used in Colorado\..*It is the same name as this entity on the record:.*punctuation/,
        ),
      );
      expect(
        within(container).getByRole('link', { name: 'Mountain Peak Ventures LLC' }),
      ).toHaveAttribute('href', expect.stringMatching(/\/entity\/20150000000$/));
      expect(
        within(container).getByRole('link', {
          name: 'Use the name Mountain Peak Ventures Group LLC',
        }),
      ).toHaveAttribute(
        'href',
        expect.stringMatching(/\?name=Mountain\+Peak\+Ventures\+Group\+LLC$/),
      );
    });
  },
);
