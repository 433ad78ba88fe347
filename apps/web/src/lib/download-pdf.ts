// Saves a base64 PDF the server answered as a download with the given file name.
import { ApiError } from './api.ts';

/** Starts the download of the PDF in the browser. */
export function downloadPdf(pdfBytes: string, fileName: string): void {
  const binary = atob(pdfBytes);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The server's reason when it refused a document (a non-200 code other than 500 is a filing error,
 * such as a certificate for an entity not in Good Standing), or null when the service failed or did
 * not answer (the page then says to try later).
 */
export function documentRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  const { message } = error.apiData;
  return typeof message === 'string' && message !== '' ? message : null;
}
