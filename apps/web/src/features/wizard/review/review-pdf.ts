// Opening a server-made PDF in a new window from base64 bytes.

/** Decodes base64 PDF bytes into a Blob. */
export function pdfBlobFromBase64(pdfBytes: string): Blob {
  const binary = atob(pdfBytes);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Opens a window at once (so pop-up blockers see the user's click) and points it at the PDF when
 * the bytes arrive. Returns the blob URL, or null when the window was blocked or the call failed.
 */
export async function openPdfInNewWindow(
  loadPdfBytes: () => Promise<string>,
): Promise<string | null> {
  const target = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(pdfBlobFromBase64(await loadPdfBytes()));
    if (target) {
      target.opener = null;
      target.location.href = url;
    }
    return url;
  } catch (error) {
    target?.close();
    throw error;
  }
}
