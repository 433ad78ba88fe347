// A small top-to-bottom text layout over pdf-lib: headings, label/value rows, wrapped paragraphs
// and page breaks. Standard fonts only, so text is limited to what WinAnsi can show.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const LABEL_WIDTH = 170;

/** Replaces characters the standard fonts cannot encode, so odd input never breaks a document. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '?');
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  /** A writer over a new document; `footer` is printed at the bottom of every page. */
  static async create(title: string, footer: string): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.setProducer('Registrar');
    document.setCreator('Registrar');
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(document, regular, bold, footer);
  }

  private newPage(): void {
    this.page = this.document.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    const number = this.document.getPageCount();
    this.page.drawText(printable(`${this.footer}   Page ${number}`), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: rgb(0.35, 0.35, 0.35),
    });
  }

  private ensureRoom(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of printable(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        // A single word wider than the column is cut into pieces that fit.
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** A centred heading line. */
  centered(text: string, size: number, bold = true): void {
    const font = bold ? this.bold : this.regular;
    this.ensureRoom(size + 6);
    const value = printable(text);
    const width = font.widthOfTextAtSize(value, size);
    this.page.drawText(value, { x: (PAGE_WIDTH - width) / 2, y: this.y - size, size, font });
    this.y -= size + 8;
  }

  /** A section heading with a rule under it. */
  section(text: string): void {
    this.ensureRoom(40);
    this.y -= 10;
    this.page.drawText(printable(text), { x: MARGIN, y: this.y - 12, size: 12, font: this.bold });
    this.y -= 16;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.5, 0.5, 0.5),
    });
    this.y -= 8;
  }

  /** A label and its value; the value wraps in its column. Empty values print as "N/A". */
  row(label: string, value: string): void {
    const size = 10;
    const lines = this.wrap(
      value.trim() === '' ? 'N/A' : value,
      this.regular,
      size,
      PAGE_WIDTH - 2 * MARGIN - LABEL_WIDTH,
    );
    this.ensureRoom(size + 4);
    this.page.drawText(printable(label), { x: MARGIN, y: this.y - size, size, font: this.bold });
    for (const line of lines) {
      this.ensureRoom(size + 4);
      this.page.drawText(line, {
        x: MARGIN + LABEL_WIDTH,
        y: this.y - size,
        size,
        font: this.regular,
      });
      this.y -= size + 4;
    }
  }

  /** A wrapped paragraph across the full width. */
  paragraph(text: string, size = 10): void {
    for (const line of this.wrap(text, this.regular, size, PAGE_WIDTH - 2 * MARGIN)) {
      this.ensureRoom(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font: this.regular });
      this.y -= size + 4;
    }
  }

  /** Vertical space. */
  gap(points = 6): void {
    this.y -= points;
  }
}
