// A base64 document as a blob address the page can show inline, open in a new tab or download.
import { useEffect, useState } from 'react';

function blobOf(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/** The blob address of the file while the page shows it; released when it changes or closes. */
export function useBlobUrl(base64: string | undefined, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (base64 === undefined) return undefined;
    const created = URL.createObjectURL(blobOf(base64, type));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [base64, type]);
  return url;
}

/** Saves a base64 file under its name. */
export function downloadFile(base64: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(blobOf(base64, type));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
