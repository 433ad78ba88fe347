import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cureFilingType, reinstateFilingType, type FilingValues } from '@registrar/domain';
import StaticEntityNameStep from './static-entity-name-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';
import { tooManyRequests } from '../../../../testing/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const onRecord = (filing: FilingValues): Partial<FilingValues> => ({
  filingState: { ...filing.filingState, entityId: '20040000003', entityType: 'DLLC' },
  entityName: {
    name: 'Silver Plume Mining Company LLC',
    oldName: 'Silver Plume Mining Company LLC',
  },
});

const summary = () => ({
  apiData: { code: 200, formationDate: '2004-06-15T18:00:00.000Z', entityId: '20040000003' },
});

describe('Static entity-name step', { timeout: 20_000 }, () => {
  it('shows the formation date and names, requires the statute and keeps the current name', async () => {
    stubApi({ '/business-api/entity/summary': summary });
    const props = renderStep(StaticEntityNameStep, 'entityname', onRecord, reinstateFilingType);
    expect(await screen.findByText('06/15/2004')).toBeInTheDocument();
    expect(screen.queryByText(/dissolution/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', {
        name: 'Enter the statute that the entity existed under before it was dissolved.',
      }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Statute/), 'C.R.S. 7-80-101');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      entityName: expect.objectContaining({ name: 'Silver Plume Mining Company LLC' }),
      statute: { text: 'C.R.S. 7-80-101' },
    });
  });

  it('shows the dissolution date when the server answers it (to an administrator)', async () => {
    stubApi({
      '/business-api/entity/summary': () => ({
        apiData: { ...summary().apiData, dissolutionDate: '2021-02-01T19:00:00.000Z' },
      }),
    });
    renderStep(StaticEntityNameStep, 'entityname', onRecord, reinstateFilingType);
    expect(await screen.findByText('Dissolution date')).toBeInTheDocument();
    expect(screen.getByText('02/01/2021')).toBeInTheDocument();
  });

  it('checks a new name with the entity ID so its own name does not count', async () => {
    const calls = stubApi({
      '/business-api/entity/summary': summary,
      '/business-api/entity/validateEntityNameAndAvailability': () => ({
        apiData: {
          code: 200,
          valid: true,
          message: '',
          availability: {
            isAvailable: true,
            isReserved: false,
            isAuthorizedToUse: false,
            reservedBy: null,
          },
        },
      }),
    });
    const props = renderStep(StaticEntityNameStep, 'entityname', onRecord, reinstateFilingType);
    await userEvent.type(screen.getByLabelText(/^New name/), 'Silver Plume Revived LLC');
    await userEvent.type(screen.getByLabelText(/^Statute/), 'C.R.S. 7-80-101');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    const check = calls.find((call) => call.url.pathname.endsWith('AndAvailability'));
    expect(check?.url.searchParams.get('entityId')).toBe('20040000003');
    expect(props.onSubmit).toHaveBeenCalledWith({
      entityName: expect.objectContaining({ name: 'Silver Plume Revived LLC', isNameValid: true }),
      statute: { text: 'C.R.S. 7-80-101' },
    });
  });

  it('says at the new name when to check again after too many checks, keeping both answers', async () => {
    stubApi({
      '/business-api/entity/summary': summary,
      '/business-api/entity/validateEntityNameAndAvailability': () => tooManyRequests(100),
    });
    const props = renderStep(StaticEntityNameStep, 'entityname', onRecord, reinstateFilingType);
    await userEvent.type(screen.getByLabelText(/^New name/), 'Silver Plume Revived LLC');
    await userEvent.type(screen.getByLabelText(/^Statute/), 'C.R.S. 7-80-101');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', { name: 'Too many attempts. Try again in 2 minutes.' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New name/)).toHaveValue('Silver Plume Revived LLC');
    expect(screen.getByLabelText(/^Statute/)).toHaveValue('C.R.S. 7-80-101');
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks a cure for neither a statute nor a new name', async () => {
    stubApi({ '/business-api/entity/summary': summary });
    const props = renderStep(StaticEntityNameStep, 'entityname', onRecord, cureFilingType);
    expect(screen.queryByLabelText(/^Statute/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^New name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
  });
});
