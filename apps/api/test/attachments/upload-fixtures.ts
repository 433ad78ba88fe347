// Files of every accepted type, made with the same libraries the server uses to read them.
import { randomBytes } from 'node:crypto';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';

export type Colour = { r: number; g: number; b: number };
export const red: Colour = { r: 255, g: 0, b: 0 };
export const green: Colour = { r: 0, g: 160, b: 0 };
export const blue: Colour = { r: 0, g: 0, b: 255 };

const solid = (colour: Colour, width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

export const pngOf = (colour: Colour) => solid(colour).png().toBuffer();
export const jpegOf = (colour: Colour) => solid(colour).jpeg({ quality: 95 }).toBuffer();

/** Several images as the pages (or frames) of one; a single image as itself. */
async function pagesOf(colours: Colour[]) {
  const [first, ...rest] = await Promise.all(colours.map(pngOf));
  if (first === undefined) throw new Error('At least one colour is needed');
  return rest.length === 0 ? sharp(first) : sharp([first, ...rest], { join: { animated: true } });
}

/** A GIF with a frame per colour (animated when there are several). */
export async function gifOf(...frames: Colour[]): Promise<Buffer> {
  return (await pagesOf(frames)).gif().toBuffer();
}

/** A TIFF with a page per colour. */
export async function tiffOf(...pages: Colour[]): Promise<Buffer> {
  return (await pagesOf(pages)).tiff().toBuffer();
}

/** A one-page PDF of about `size` bytes: the page carries an uncompressed stream of noise. */
export async function pdfOfSize(size: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  const overhead = (await document.save()).length + 200;
  const padding = document.context.register(
    document.context.stream(randomBytes(Math.max(0, size - overhead))),
  );
  page.node.set(PDFName.of('RegistrarTestPadding'), padding);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** The first `fraction` of a file, as an upload cut short would leave it. */
export function truncated(bytes: Buffer, fraction = 0.6): Buffer {
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
}

/** An image whose pixels vary, so that it compresses poorly (a photograph, for size). */
export function noisyImage(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}
