import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { effectiveDateLimits } from '@registrar/domain';
import EffectiveDateStep from './effective-date-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Delayed effective date step', { timeout: 20_000 }, () => {
  it('clears the date values when the filing takes effect when filed', async () => {
    const props = renderStep(EffectiveDateStep, 'effectivedate', (filing) => ({
      effectiveDate: {
        ...filing.effectiveDate,
        effectiveAtTimeOfFilingRadio: 'N',
        effectiveDate: '2030-01-01',
        effectiveTime: '10:00 am',
      },
    }));
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(screen.queryByLabelText(/Effective date/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      effectiveDate: expect.objectContaining({
        effectiveAtTimeOfFilingRadio: 'Y',
        effectiveDate: '',
        effectiveTime: '',
        effectiveDateTime: '',
      }),
    });
  });

  it("asks for a date and a valid time with the catalogue's messages", async () => {
    const props = renderStep(EffectiveDateStep, 'effectivedate');
    await userEvent.click(screen.getByLabelText('No'));
    const date = screen.getByLabelText(/Effective date \(up to 90 days from today\)/);
    const limits = effectiveDateLimits(new Date());
    expect(date).toHaveAttribute('min', limits.minDate);
    expect(date).toHaveAttribute('max', limits.pickerMaxDate);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', {
        name: 'Enter the date that you want this filing to take effect on.',
      }),
    ).toBeInTheDocument();

    fireEvent.input(date, { target: { value: limits.pickerMaxDate } });
    await userEvent.type(screen.getByLabelText(/Effective time/), '25:00 xm');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'Enter a valid time in the future (hour:minute am/pm).' }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('offers the 90-day maximum for a later date and stores it once confirmed', async () => {
    const props = renderStep(EffectiveDateStep, 'effectivedate');
    await userEvent.click(screen.getByLabelText('No'));
    const limits = effectiveDateLimits(new Date());
    fireEvent.input(screen.getByLabelText(/Effective date/), {
      target: { value: limits.pickerMaxDate },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Date error' });
    expect(within(dialog).getByText(limits.statutoryMaxDisplay)).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Use ${limits.statutoryMaxDisplay}` }),
    );
    expect(props.onSubmit).toHaveBeenCalledWith({
      effectiveDate: expect.objectContaining({
        effectiveAtTimeOfFilingRadio: 'N',
        effectiveDateTime: limits.statutoryMax,
        effectiveDateTimeDisplay: limits.statutoryMaxDisplay,
        effectiveMaxDateTimeDisplay: limits.statutoryMaxDisplay,
      }),
    });
  });
});
