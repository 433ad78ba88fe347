import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reinstateFilingType, type Attachment } from '@registrar/domain';
import PrivateAttachmentsStep from './private-attachments-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const file = (index: number): Attachment => ({
  key: `k${index}`,
  fileName: `id-${index}.pdf`,
  mimeType: 'application/pdf',
  size: 9,
});

describe('Private attachments step', { timeout: 20_000 }, () => {
  it('requires one file and uploads it as private', async () => {
    const calls = stubApi({
      '/business-api/attachments': () => ({ apiData: { code: 200, attachment: file(1) } }),
    });
    const props = renderStep(
      PrivateAttachmentsStep,
      'privateattachments',
      () => ({}),
      reinstateFilingType,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Need to include private attachments.')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.upload(
      screen.getByLabelText('Add a file'),
      new File(['%PDF-1.4\n'], 'id-1.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('id-1.pdf')).toBeInTheDocument();
    const upload = calls.find((call) => call.url.pathname === '/business-api/attachments');
    expect(upload?.url.searchParams.get('private')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      additionalInfo: expect.objectContaining({ privateAttachments: [file(1)] }),
    });
  });

  it('offers "Add a file" only while there are 4 or fewer files', () => {
    renderStep(
      PrivateAttachmentsStep,
      'privateattachments',
      (filing) => ({
        additionalInfo: { ...filing.additionalInfo, privateAttachments: [1, 2, 3, 4].map(file) },
      }),
      reinstateFilingType,
    );
    expect(screen.getByLabelText('Add a file')).toBeInTheDocument();
    cleanup();
    renderStep(
      PrivateAttachmentsStep,
      'privateattachments',
      (filing) => ({
        additionalInfo: {
          ...filing.additionalInfo,
          privateAttachments: [1, 2, 3, 4, 5].map(file),
        },
      }),
      reinstateFilingType,
    );
    expect(screen.queryByLabelText('Add a file')).not.toBeInTheDocument();
  });
});
