import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEmptyName, type PersonForming } from '@registrar/domain';
import FilerStep from './filer-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const former: PersonForming = {
  id: 'former-1',
  nameValues: {
    personTyp: 'I',
    name: { ...createEmptyName(), nameTyp: 'I', firstName: 'Grace', lastName: 'Hopper' },
  },
  addressValues: {
    streetAddress: {
      address1: '1700 BROADWAY',
      address2: '',
      city: 'DENVER',
      state: 'CO',
      zip: '80290',
      province: '',
      country: 'US',
      addressType: 'PHYS',
      accepted: true,
      addressSelectionType: 'VERIFIED',
    },
  },
};

/** Fills the filer's form from the person forming, through the step's dialog. */
async function copyGraceHopper(): Promise<void> {
  await userEvent.click(screen.getByLabelText('Same as a person forming'));
  const dialog = await screen.findByRole('dialog', { name: 'Filers Details' });
  await userEvent.click(within(dialog).getByRole('radio', { name: /Grace Hopper/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use this person' }));
}

describe('Filer step', { timeout: 20_000 }, () => {
  it('copies a person forming as filer and requires the perjury notice before moving on', async () => {
    const calls = stubApi({});
    const props = renderStep(FilerStep, 'filer', (filing) => ({
      formation: { ...filing.formation, formers: [former] },
    }));

    await copyGraceHopper();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Grace');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The copied address was accepted already: no second verification.
    expect(calls).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', {
        name: 'Mark the checkbox to show that you have read and understood the notice.',
      }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(/I have read and understood/));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      filers: {
        perjuryNoticeAffirmed: true,
        filers: [
          expect.objectContaining({
            sameAsFormer: true,
            nameValues: {
              personTyp: 'FILER',
              name: expect.objectContaining({ firstName: 'Grace', nameTyp: 'I' }),
            },
          }),
        ],
      },
    });
  });

  it("goes on from the filer's form with Save and continue once the notice is affirmed there", async () => {
    stubApi({});
    const props = renderStep(FilerStep, 'filer', (filing) => ({
      formation: { ...filing.formation, formers: [former] },
    }));
    await copyGraceHopper();

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      screen.getByRole('link', {
        name: 'Mark the checkbox to show that you have read and understood the notice.',
      }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText(/I have read and understood/));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      filers: {
        perjuryNoticeAffirmed: true,
        filers: [expect.objectContaining({ sameAsFormer: true })],
      },
    });
  });
});
