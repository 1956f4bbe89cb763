import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, type ISectionOptions } from 'docx';
import { unzipAll, zipOf } from '../../archive/zip-fixtures.spec-helper';

/** Real Word documents for the tests, written with the `docx` package. */

export async function docxOf(children: ISectionOptions['children'], options: { title?: string } = {}): Promise<Buffer> {
  const document = new Document({
    ...(options.title !== undefined ? { title: options.title } : {}),
    numbering: { config: [{ reference: 'steps', levels: [{ level: 0, format: 'decimal', text: '%1.' }] }] },
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

export const heading = (text: string, level: 1 | 2 | 3): Paragraph =>
  new Paragraph({ text, heading: [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3][level - 1] });

export const paragraph = (...lines: string[]): Paragraph =>
  new Paragraph({ children: lines.map((line, index) => new TextRun({ text: line, ...(index > 0 ? { break: 1 } : {}) })) });

export const bullet = (text: string, level = 0): Paragraph => new Paragraph({ text, bullet: { level } });

export const numbered = (text: string): Paragraph => new Paragraph({ text, numbering: { reference: 'steps', level: 0 } });

export const table = (rows: string[][][]): Table =>
  new Table({
    rows: rows.map(
      (cells) => new TableRow({ children: cells.map((lines) => new TableCell({ children: lines.map((line) => new Paragraph(line)) })) }),
    ),
  });

/** The same package with some parts replaced (or removed, with null), re-zipped. */
export async function withParts(docx: Buffer, changes: Record<string, string | null>): Promise<Buffer> {
  const parts = await unzipAll(docx);
  for (const [name, contents] of Object.entries(changes)) {
    if (contents === null) parts.delete(name);
    else parts.set(name, Buffer.from(contents, 'utf8'));
  }
  return zipOf([...parts].map(([name, data]) => ({ name, data })));
}

export function coreXml(properties: { title?: string; created?: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    properties.title !== undefined ? `<dc:title>${properties.title}</dc:title>` : '',
    properties.created !== undefined ? `<dcterms:created xsi:type="dcterms:W3CDTF">${properties.created}</dcterms:created>` : '',
    '</cp:coreProperties>',
  ].join('');
}
