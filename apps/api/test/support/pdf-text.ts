// The text a reader sees in a PDF, extracted with Mozilla's PDF.js, with runs of white space
// folded to one space (a wrapped line reads as the words it holds).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, in order, white space folded. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ').replace(/\s+/g, ' ').trim();
  } finally {
    await document.destroy();
  }
}
