import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amendFilingType, createEmptyFiling } from '@registrar/domain';
import EntityNameStep from './entity-name-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const free = { isAvailable: true, isReserved: false, isAuthorizedToUse: false, reservedBy: null };

function amendmentOf(entityName: string, transactionType = 'AMD_NPC', entityType = 'DNC') {
  const started = createEmptyFiling(amendFilingType, {
    entityId: '20150000000',
    transactionType,
    entityName,
    entityType,
    domesticFlag: 'N',
  });
  return () => ({ filingState: started.filingState, entityName: started.entityName });
}

function stubNameCheck() {
  return stubApi({
    '/business-api/content/entity/namedesignation': () => ({
      apiData: { code: 200, content: '' },
    }),
    '/business-api/entity/validateEntityNameAndAvailability': () => ({
      apiData: { code: 200, valid: true, message: '', availability: free },
    }),
  });
}

describe('Entity name step of an amendment', { timeout: 20_000 }, () => {
  it('requires the name-change answer; No keeps the current name without a check', async () => {
    const calls = stubNameCheck();
    const props = renderStep(
      EntityNameStep,
      'entityname',
      amendmentOf('Front Range Food Bank Inc.'),
      amendFilingType,
    );
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.getByText('Front Range Food Bank Inc.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/New entity name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(props.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      entityName: { isNameChanged: 'N', name: '', oldName: 'Front Range Food Bank Inc.' },
    });
    expect(
      calls.some((call) => call.url.pathname.endsWith('validateEntityNameAndAvailability')),
    ).toBe(false);
  });

  it('Yes asks for the new name and checks it for this entity and transaction', async () => {
    const calls = stubNameCheck();
    const props = renderStep(
      EntityNameStep,
      'entityname',
      amendmentOf('Front Range Food Bank Inc.'),
      amendFilingType,
    );
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText(/New entity name/), 'Front Range Pantry Inc.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(props.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      entityName: { isNameChanged: 'Y', name: 'Front Range Pantry Inc.', availability: free },
    });
    const check = calls.find((call) =>
      call.url.pathname.endsWith('validateEntityNameAndAvailability'),
    );
    expect(check?.url.searchParams.get('entityId')).toBe('20150000000');
    expect(check?.url.searchParams.get('transType')).toBe('AMD_NPC');
    expect(check?.url.searchParams.get('entityType')).toBe('DNC');
  });

  it('does not ask when an LLC name lacks its designation: the name must change', async () => {
    stubNameCheck();
    renderStep(
      EntityNameStep,
      'entityname',
      amendmentOf('Mountain Peak Ventures', 'AMD_LLC', 'DLLC'),
      amendFilingType,
    );
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.queryByRole('radio', { name: 'No' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/New entity name/)).toBeInTheDocument();
    expect(screen.getByText(/this amendment must change the name/)).toBeInTheDocument();
  });
});
