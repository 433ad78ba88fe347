// Opening a server-made PDF in a new window from base64 bytes.

/** Decodes base64 PDF bytes into a Blob. */
function pdfBlobFromBase64(pdfBytes: string): Blob {
  const binary = atob(pdfBytes);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** The PDF's blob URL, and whether a new window shows it (false when a pop-up blocker stopped it). */
export interface OpenedPdf {
  url: string;
  opened: boolean;
}

/**
 * Opens a window at once (so pop-up blockers see the user's click) and points it at the PDF when
 * the bytes arrive. Rejects when the call failed (the window is closed again).
 */
export async function openPdfInNewWindow(loadPdfBytes: () => Promise<string>): Promise<OpenedPdf> {
  const target = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(pdfBlobFromBase64(await loadPdfBytes()));
    if (target) {
      target.opener = null;
      target.location.href = url;
    }
    return { url, opened: target !== null };
  } catch (error) {
    target?.close();
    throw error;
  }
}
