// An uploaded file as pages of the filed document. The upload decodes the file completely here
// (a file that does not decode as its type is refused) and keeps the pages it made, so the filed
// document only copies pages and never meets a file it cannot show.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import type { DetectedFileType } from '@registrar/domain';
import {
  PDFDocument,
  StandardFonts,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFFont,
  type PDFRef,
} from 'pdf-lib';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

const deflateAsync = promisify(deflate);

/** The file's content does not decode as the type its signature and extension claim. */
export class UnreadableFile extends Error {
  constructor(cause: unknown) {
    super('The file does not decode as its type', { cause });
    this.name = 'UnreadableFile';
  }
}

/** A PDF with an /Encrypt dictionary (password-protected PDFs are refused by the upload rules). */
export class PasswordProtectedPdf extends Error {
  constructor() {
    super('The PDF is encrypted');
    this.name = 'PasswordProtectedPdf';
  }
}

/** A multi-page image with more pages than a filing's attachment may have. */
export class TooManyPages extends Error {
  constructor(readonly limit: number) {
    super(`The image has more than ${limit} pages`);
    this.name = 'TooManyPages';
  }
}

export interface AttachmentPages {
  /** The file laid out as PDF pages; null for a PDF, whose own pages go into the document. */
  pagesPdf: Uint8Array | null;
}

const LETTER: readonly [number, number] = [612, 792];
const IMAGE_MARGIN = 36;
/** Images are kept at up to 300 dots per inch of the printable area (7.5 by 10 inches). */
const MAX_IMAGE_PIXELS_LONG_SIDE = 3000;
const MAX_IMAGE_PIXELS_SHORT_SIDE = 2250;
/** Without a stated resolution, a pixel is a point (72 dots per inch), as image viewers assume. */
const DEFAULT_DPI = 72;

// Plain text is set in Courier so that columns and indentation lined up with spaces stay lined up.
const TEXT_MARGIN = 54;
const TEXT_SIZE = 10;
const TEXT_LEADING = 12;
/** Courier's glyphs are all 600/1000 of the size wide. */
const TEXT_COLUMNS = Math.floor((LETTER[0] - 2 * TEXT_MARGIN) / (0.6 * TEXT_SIZE));
const TEXT_LINES_PER_PAGE = Math.floor((LETTER[1] - 2 * TEXT_MARGIN) / TEXT_LEADING);
const TAB_WIDTH = 8;

// Each TIFF page is opened on its own, and opening page n reads the n directories before it, so
// the page count is capped; the pixel budget bounds the decoding a small, highly compressed file
// can ask for (a hundred letter pages scanned at 300 dots per inch are 840 million pixels).
const MAX_IMAGE_PAGES = 100;
const MAX_DECODED_PIXELS = 1_000_000_000;

// Sharp refuses truncated and corrupt pixel data ('error'); decoder warnings such as stray bytes
// between JPEG markers still decode to a whole image and are accepted. The pixel limit is sharp's
// default guard against decompression bombs.
const decodeOptions: SharpOptions = { failOn: 'error', limitInputPixels: true };

/**
 * Decodes the file completely and lays it out as pages: a PDF must parse, be unencrypted, have
 * pages and copy into another document; an image must decode to its last pixel (every page of a
 * TIFF, every frame of a GIF); text is wrapped and paginated. Throws UnreadableFile,
 * PasswordProtectedPdf or TooManyPages.
 */
export async function renderAttachmentPages(
  type: DetectedFileType,
  bytes: Uint8Array,
): Promise<AttachmentPages> {
  switch (type) {
    case 'pdf':
      await checkPdf(bytes);
      return { pagesPdf: null };
    case 'text':
      return textPages(bytes);
    case 'jpeg':
      return jpegPages(bytes);
    case 'png':
    case 'gif':
    case 'tiff':
      return pixelPages(type, bytes);
  }
}

async function checkPdf(bytes: Uint8Array): Promise<void> {
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new UnreadableFile(error);
  }
  if (source.isEncrypted) throw new PasswordProtectedPdf();
  try {
    // What the filed document will do with it: copy every page into another document.
    const target = await PDFDocument.create();
    const pages = await target.copyPages(source, source.getPageIndices());
    if (pages.length === 0) throw new Error('The PDF has no pages');
    for (const page of pages) target.addPage(page);
    await target.save({ useObjectStreams: false });
  } catch (error) {
    throw new UnreadableFile(error);
  }
}

async function newDocument(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.setProducer('Registrar');
  document.setCreator('Registrar');
  return document;
}

async function finish(document: PDFDocument): Promise<AttachmentPages> {
  return { pagesPdf: await document.save() };
}

// ---- text -------------------------------------------------------------------------------------

/** Expands tabs to the next multiple of eight columns. */
function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let expanded = '';
  for (const char of line) {
    expanded += char === '\t' ? ' '.repeat(TAB_WIDTH - (expanded.length % TAB_WIDTH)) : char;
  }
  return expanded;
}

/** Cuts a line into pieces that fit the column count, at a space where there is one. */
function wrapLine(line: string): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > TEXT_COLUMNS) {
    const space = rest.lastIndexOf(' ', TEXT_COLUMNS);
    const cut = space > 0 ? space : TEXT_COLUMNS;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(space > 0 ? cut + 1 : cut);
  }
  pieces.push(rest);
  return pieces;
}

/**
 * The text's printed lines, a page at a time: form feeds start a page, long lines wrap, and a
 * trailing page break adds no empty page. `printable` has already replaced what the font cannot
 * show. A generator, so that laying out a large file leaves room for other requests between pages.
 */
function* textPageLines(text: string, printable: (line: string) => string): Generator<string[]> {
  let page: string[] = [];
  let pagesDone = 0;
  const sections = text.replace(/^\uFEFF/, '').split('\f');
  for (const [index, section] of sections.entries()) {
    if (index > 0) {
      yield page;
      pagesDone += 1;
      page = [];
    }
    for (const rawLine of section.split(/\r\n|\r|\n/)) {
      for (const piece of wrapLine(printable(expandTabs(rawLine)))) {
        if (page.length === TEXT_LINES_PER_PAGE) {
          yield page;
          pagesDone += 1;
          page = [];
        }
        page.push(piece);
      }
    }
  }
  if (pagesDone === 0 || page.some((line) => line.trim() !== '')) yield page;
}

/**
 * The standard font's encoding (Windows-1252) of every character it can show. Characters outside
 * it print as "?": an embedded Unicode font would need a font package and a font file shipped with
 * the server, for text files beside filings whose own fields are limited to ASCII.
 */
function fontEncoding(font: PDFFont): Map<string, number> {
  const encoding = new Map<string, number>();
  for (const codePoint of font.getCharacterSet()) {
    const char = String.fromCodePoint(codePoint);
    const [byte, ...rest] = font.encodeText(char).asBytes();
    if (byte !== undefined && rest.length === 0 && byte >= 0x20) encoding.set(char, byte);
  }
  return encoding;
}

async function textPages(bytes: Uint8Array): Promise<AttachmentPages> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new UnreadableFile(error);
  }
  const document = await newDocument();
  const font = await document.embedFont(StandardFonts.Courier);
  const encoding = fontEncoding(font);
  const printable = (line: string) => {
    let shown = '';
    for (const char of line) shown += encoding.has(char) ? char : '?';
    return shown;
  };
  for (const lines of textPageLines(text, printable)) {
    await addTextPage(document, font, encoding, lines);
  }
  return finish(document);
}

/** A PDF literal string of the line in the font's encoding, with its delimiters escaped. */
function literalString(line: string, encoding: ReadonlyMap<string, number>): string {
  let literal = '(';
  for (const char of line) {
    const byte = encoding.get(char) ?? 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) literal += '\\';
    literal += String.fromCharCode(byte);
  }
  return `${literal})`;
}

/**
 * One page of text, written as its content stream directly (one text object, a line feed per
 * line) and compressed by Node's zlib off the main thread: pdf-lib's drawText per line spends
 * seconds of main-thread time on a ten-megabyte text file.
 */
async function addTextPage(
  document: PDFDocument,
  font: PDFFont,
  encoding: ReadonlyMap<string, number>,
  lines: string[],
): Promise<void> {
  const page = document.addPage([...LETTER]);
  const fontName = page.node.newFontDictionary(font.name, font.ref);
  const top = LETTER[1] - TEXT_MARGIN - TEXT_SIZE;
  let content = `BT\n${fontName.toString()} ${TEXT_SIZE} Tf\n${TEXT_LEADING} TL\n${TEXT_MARGIN} ${top} Td\n`;
  for (const line of lines) content += `${literalString(line, encoding)} Tj T*\n`;
  content += 'ET\n';
  const compressed = await deflateAsync(Buffer.from(content, 'latin1'));
  const stream = document.context.stream(compressed, { Filter: 'FlateDecode' });
  page.node.addContentStream(document.context.register(stream));
}

// ---- images -----------------------------------------------------------------------------------

interface PageGeometry {
  /** Pixel size as shown (after the orientation tag is applied). */
  width: number;
  height: number;
  dpi: number;
}

/** A page the size of letter paper, turned to suit the image, with the image centred on it. */
function addImagePage(document: PDFDocument, image: PDFRef, geometry: PageGeometry): void {
  const landscape = geometry.width > geometry.height;
  const [pageWidth, pageHeight] = landscape ? [LETTER[1], LETTER[0]] : LETTER;
  const naturalWidth = (geometry.width * 72) / geometry.dpi;
  const naturalHeight = (geometry.height * 72) / geometry.dpi;
  const scale = Math.min(
    1,
    (pageWidth - 2 * IMAGE_MARGIN) / naturalWidth,
    (pageHeight - 2 * IMAGE_MARGIN) / naturalHeight,
  );
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  const page = document.addPage([pageWidth, pageHeight]);
  const name = page.node.newXObject('Image', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      width,
      0,
      0,
      height,
      (pageWidth - width) / 2,
      (pageHeight - height) / 2,
    ),
    drawObject(name),
    popGraphicsState(),
  );
}

/** The stated resolution when it is plausible, else 72 dots per inch. */
function dotsPerInch(density: number | undefined): number {
  return density !== undefined && density >= 36 && density <= 2400 ? density : DEFAULT_DPI;
}

/** Runs a sharp step; anything it refuses means the file does not decode. */
async function decoded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new UnreadableFile(error);
  }
}

/** Decodes every pixel of every page or frame without keeping them (libvips streams the rows). */
async function decodeAllPages(bytes: Uint8Array): Promise<void> {
  await sharp(bytes, { ...decodeOptions, pages: -1 })
    .resize(64, 64, { fit: 'inside' })
    .raw()
    .toBuffer();
}

/**
 * JPEG pages carry the original bytes (PDF shows JPEG as it is, without re-compression) unless the
 * photo is turned by its orientation tag or pdf-lib cannot read its header: then sharp turns it
 * upright and writes it again.
 */
async function jpegPages(bytes: Uint8Array): Promise<AttachmentPages> {
  const metadata = await decoded(() => sharp(bytes, decodeOptions).metadata());
  await decoded(() => decodeAllPages(bytes));
  const document = await newDocument();
  const upright = (metadata.orientation ?? 1) === 1;
  // pdf-lib reads a JPEG through `bytes.buffer` from offset 0, so it gets a copy of its own: an
  // upload's Buffer may be a slice of a larger pooled one.
  let image = upright
    ? await document.embedJpg(new Uint8Array(bytes)).catch(() => undefined)
    : undefined;
  if (image === undefined) {
    const rewritten = await decoded(() =>
      sharp(bytes, { ...decodeOptions, autoOrient: true })
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
    image = await document.embedJpg(new Uint8Array(rewritten));
  }
  addImagePage(document, image.ref, {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    dpi: dotsPerInch(metadata.density),
  });
  return finish(document);
}

/** One page (or frame) of an image as 8-bit grey or RGB pixels on white, at most 300 dpi on paper. */
async function pagePixels(
  bytes: Uint8Array,
  page: number,
  metadata: Metadata,
): Promise<{
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
  source: PageGeometry;
}> {
  const { width, height } = metadata.autoOrient;
  const landscape = width > height;
  const grey = metadata.channels <= 2 || metadata.space === 'b-w' || metadata.space === 'grey16';
  const { data, info } = await sharp(bytes, { ...decodeOptions, page, autoOrient: true })
    .flatten({ background: '#ffffff' })
    .resize({
      width: landscape ? MAX_IMAGE_PIXELS_LONG_SIDE : MAX_IMAGE_PIXELS_SHORT_SIDE,
      height: landscape ? MAX_IMAGE_PIXELS_SHORT_SIDE : MAX_IMAGE_PIXELS_LONG_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace(grey ? 'b-w' : 'srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 && info.channels !== 3) {
    throw new Error(`Unexpected channel count ${info.channels}`);
  }
  return {
    pixels: data,
    width: info.width,
    height: info.height,
    channels: info.channels,
    source: { width, height, dpi: dotsPerInch(metadata.density) },
  };
}

/**
 * PNG, GIF and TIFF pages as Flate-compressed pixel images. Node's zlib compresses them off the
 * main thread; pdf-lib's own PNG embedding would decode and compress again in JavaScript. Every
 * TIFF page becomes a page; a GIF shows its first frame (an animation's frames are not pages),
 * though every frame must decode.
 */
async function pixelPages(
  type: 'png' | 'gif' | 'tiff',
  bytes: Uint8Array,
): Promise<AttachmentPages> {
  const metadata = await decoded(() => sharp(bytes, decodeOptions).metadata());
  const pageTotal = type === 'tiff' ? Math.max(1, metadata.pages ?? 1) : 1;
  if (pageTotal > MAX_IMAGE_PAGES) throw new TooManyPages(MAX_IMAGE_PAGES);
  if (type === 'gif' && (metadata.pages ?? 1) > 1) await decoded(() => decodeAllPages(bytes));
  const document = await newDocument();
  let pixelsDecoded = 0;
  for (let page = 0; page < pageTotal; page += 1) {
    const pageMetadata = await decoded(() =>
      sharp(bytes, { ...decodeOptions, page, autoOrient: true }).metadata(),
    );
    pixelsDecoded += pageMetadata.width * pageMetadata.height;
    if (pixelsDecoded > MAX_DECODED_PIXELS) {
      throw new UnreadableFile(new Error('The pages exceed the pixel budget of one file'));
    }
    const image = await decoded(() => pagePixels(bytes, page, pageMetadata));
    const compressed = await deflateAsync(image.pixels);
    const stream = document.context.stream(compressed, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      ColorSpace: image.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    addImagePage(document, document.context.register(stream), image.source);
  }
  return finish(document);
}
