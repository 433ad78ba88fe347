// The addresses of the record's documents as downloads the browser makes itself: plain links that
// answer the PDF (or, refused, a page that says why). Followed by the browser, never by the app's
// router, so they carry the base path.

/** The filed document of a recorded filing. */
export function filedDocumentHref(
  masterTransactionId: string | number,
  transactionId: string | number,
): string {
  return `/business/documents/filed/${String(masterTransactionId)}/${String(transactionId)}.pdf`;
}

/** A certificate of good standing of the entity, issued when the link is followed. */
export function certificateHref(entityId: string): string {
  return `/business/documents/certificate/${entityId}.pdf`;
}
