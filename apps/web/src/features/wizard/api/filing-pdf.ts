// POST /business-api/pdf/filing: the review PDF of the filing as entered.
import type { CallAnswer, CallBody, FilingValues, reviewPdfCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type ReviewPdfCall = typeof reviewPdfCall;
const path: ReviewPdfCall['path'] = '/business-api/pdf/filing';

type ReviewPdfAnswer = CallAnswer<ReviewPdfCall>;

/** The review PDF of the filing, base64. */
export async function fetchReviewPdf(filing: FilingValues): Promise<string> {
  const body: CallBody<ReviewPdfCall> = { filing };
  const { pdfBytes } = await api.post<ReviewPdfAnswer>(path, body);
  return pdfBytes;
}
