import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dc55FilingType } from '@registrar/domain';
import AttachmentsStep from './attachments-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';
import { tooManyRequests } from '../../../../testing/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

function withAttachQuestionYes() {
  return renderStep(AttachmentsStep, 'attachments', (filing) => ({
    additionalInfo: { ...filing.additionalInfo, additionalInfoAttachmentRadio: 'Y' },
  }));
}

describe('Attachments step', { timeout: 20_000 }, () => {
  it('refuses a file the upload rules forbid before sending it', async () => {
    const calls = stubApi({});
    withAttachQuestionYes();
    const input = screen.getByLabelText('Add a file');
    await userEvent.upload(input, new File(['x'], 'notes.docx', { type: '' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(
        'Your file can\'t be attached. ".docx" file extensions are not allowed.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('uploads, lists and deletes a file, keeping the draft in step', async () => {
    const calls = stubApi({
      '/business-api/attachments': () => ({
        apiData: {
          code: 200,
          attachment: { key: 'k1', fileName: 'articles.pdf', mimeType: 'application/pdf', size: 9 },
        },
      }),
      '/business-api/attachments/k1': () => ({ apiData: { code: 200, deleted: true } }),
    });
    const props = withAttachQuestionYes();
    await userEvent.upload(
      screen.getByLabelText('Add a file'),
      new File(['%PDF-1.4\n'], 'articles.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('articles.pdf')).toBeInTheDocument();
    const upload = calls.find((call) => call.url.pathname === '/business-api/attachments');
    expect(upload?.url.searchParams.get('draftRef')).toBe(props.draftRef);
    expect(upload?.init?.body).toBeInstanceOf(FormData);
    expect(props.onChange).toHaveBeenLastCalledWith({
      additionalInfo: expect.objectContaining({
        attachments: [
          { key: 'k1', fileName: 'articles.pdf', mimeType: 'application/pdf', size: 9 },
        ],
      }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      additionalInfo: expect.objectContaining({
        attachments: [expect.objectContaining({ key: 'k1' })],
      }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete articles.pdf' }));
    await vi.waitFor(() => expect(screen.queryByText('articles.pdf')).not.toBeInTheDocument());
    expect(
      calls.some(
        (call) =>
          call.init?.method === 'DELETE' && call.url.pathname === '/business-api/attachments/k1',
      ),
    ).toBe(true);
  });

  it("shows the server's refusal the same way", async () => {
    stubApi({
      '/business-api/attachments': () => ({
        status: 400,
        apiData: {
          code: 400,
          errors: [
            {
              field: 'file',
              message:
                "Password-protected PDFs can't be uploaded - remove passwords from your file before you attach them.",
            },
          ],
        },
      }),
    });
    withAttachQuestionYes();
    await userEvent.upload(
      screen.getByLabelText('Add a file'),
      new File(['%PDF-1.4\n'], 'locked.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        "Password-protected PDFs can't be uploaded - remove passwords from your file before you attach them.",
      ),
    ).toBeInTheDocument();
  });

  it('says when to upload again after too many uploads, keeping the files already attached', async () => {
    let uploads = 0;
    stubApi({
      '/business-api/attachments': () => {
        uploads += 1;
        return uploads === 1
          ? {
              apiData: {
                code: 200,
                attachment: {
                  key: 'k1',
                  fileName: 'articles.pdf',
                  mimeType: 'application/pdf',
                  size: 9,
                },
              },
            }
          : tooManyRequests(25);
      },
    });
    withAttachQuestionYes();
    await userEvent.upload(screen.getByLabelText('Add a file'), [
      new File(['%PDF-1.4\n'], 'articles.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4\n'], 'bylaws.pdf', { type: 'application/pdf' }),
    ]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Too many attempts. Try again in 25 seconds.');
    expect(screen.getByLabelText('Add a file')).toHaveAccessibleDescription(
      expect.stringContaining('Too many attempts. Try again in 25 seconds.'),
    );
    expect(screen.getByText('articles.pdf')).toBeInTheDocument();
    expect(screen.queryByText('bylaws.pdf')).toBeNull();
  });

  it('cancels attachments: removes the files, answers No and goes back to additional information', async () => {
    const calls = stubApi({
      '/business-api/attachments/k1': () => ({ apiData: { code: 200, deleted: true } }),
    });
    const props = renderStep(AttachmentsStep, 'attachments', (filing) => ({
      additionalInfo: {
        ...filing.additionalInfo,
        additionalInfoAttachmentRadio: 'Y',
        attachments: [{ key: 'k1', fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 }],
      },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel attachments' }));
    await vi.waitFor(() =>
      expect(props.onChange).toHaveBeenCalledWith({
        additionalInfo: expect.objectContaining({
          additionalInfoAttachmentRadio: 'N',
          attachments: [],
        }),
      }),
    );
    expect(
      calls.some(
        (call) =>
          call.init?.method === 'DELETE' && call.url.pathname === '/business-api/attachments/k1',
      ),
    ).toBe(true);
  });

  it('lets a filing without the attach question go on with no files (cooperative)', async () => {
    stubApi({});
    const props = renderStep(AttachmentsStep, 'attachments', undefined, dc55FilingType);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('AttachmentsStep 6 of 11');
    expect(screen.getByText('Attaching files is optional.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel attachments' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      additionalInfo: expect.objectContaining({
        additionalInfoAttachmentRadio: 'N',
        attachments: [],
      }),
    });
  });
});
