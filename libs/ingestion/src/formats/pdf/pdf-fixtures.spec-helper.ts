import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, StandardFonts } from 'pdf-lib';
import PDFKitDocument from 'pdfkit';

/**
 * Real PDFs for the tests, written with pdf-lib and pdfkit. A text page is its lines from the top;
 * an empty line leaves a blank line's space (a paragraph gap). A 'scan' page holds only an image.
 */
export type FixturePage = string[] | 'scan';

export interface FixtureOptions {
  title?: string;
  creationDate?: Date;
  /** Drawn above the text of every text page. */
  header?: string;
  /** Drawn below the text of every text page. */
  footer?: (page: number) => string;
  /** false: no information dictionary at all (pdf-lib otherwise adds a producer and creation date). */
  metadata?: boolean;
}

const FONT_SIZE = 12;
const LEADING = 15;

export async function makePdf(pages: readonly FixturePage[], options: FixtureOptions = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: options.metadata ?? true });
  if (options.title !== undefined) document.setTitle(options.title);
  if (options.creationDate !== undefined) document.setCreationDate(options.creationDate);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const image = pages.includes('scan') ? await document.embedPng(greyPng(16, 16)) : undefined;
  pages.forEach((lines, index) => {
    const page = document.addPage([612, 792]);
    if (lines === 'scan') {
      page.drawImage(image!, { x: 72, y: 72, width: 468, height: 648 });
      return;
    }
    const draw = (text: string, y: number) => page.drawText(text, { x: 72, y, size: FONT_SIZE, font });
    if (options.header !== undefined) draw(options.header, 760);
    if (options.footer !== undefined) draw(options.footer(index + 1), 40);
    lines.forEach((line, row) => {
      if (line !== '') draw(line, 720 - row * LEADING);
    });
  });
  return document.save();
}

/** Draws each piece at its own position, in the order given (the content stream's order). */
export async function makePdfWithPieces(pieces: ReadonlyArray<{ text: string; x: number; y: number }>): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const page = document.addPage([612, 792]);
  for (const piece of pieces) page.drawText(piece.text, { x: piece.x, y: piece.y, size: FONT_SIZE, font });
  return document.save();
}

/**
 * Japanese text in a font the PDF does not embed, as older Asian office software writes it: the
 * text's codes are only meaningful through one of the standard character maps (UniJIS-UCS2-H).
 */
export async function makeJapanesePdf(text: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const context = document.context;
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: 'HeiseiMin-W3',
    Flags: 4,
    FontBBox: [0, 0, 1000, 1000],
    ItalicAngle: 0,
    Ascent: 880,
    Descent: -120,
    CapHeight: 700,
    StemV: 80,
  });
  const cidFont = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType0',
    BaseFont: 'HeiseiMin-W3',
    CIDSystemInfo: { Registry: PDFHexString.fromText('Adobe'), Ordering: PDFHexString.fromText('Japan1'), Supplement: 2 },
    FontDescriptor: context.register(descriptor),
  });
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'HeiseiMin-W3',
    Encoding: 'UniJIS-UCS2-H',
    DescendantFonts: [context.register(cidFont)],
  });
  const page = document.addPage([612, 792]);
  page.node.setFontDictionary(PDFName.of('F1'), context.register(font));
  const codes = Buffer.from(text, 'utf16le').swap16().toString('hex');
  page.node.set(PDFName.of('Contents'), context.register(context.stream(`BT /F1 12 Tf 72 700 Td <${codes}> Tj ET`)));
  return document.save();
}

/** A PDF that opens only with a password. */
export function makeEncryptedPdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFKitDocument({ userPassword: 'open sesame', ownerPassword: 'owner secret', pdfVersion: '1.7' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text(text);
    document.end();
  });
}

/** A small grey PNG, so the scanned-page fixture needs no image file. */
function greyPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then one grey value per pixel.
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, row) =>
      Buffer.from([0, ...Array.from({ length: width }, (_, column) => (row * 16 + column * 8) % 256)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
