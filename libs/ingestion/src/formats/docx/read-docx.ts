import { inspectArchive } from '../../archive';
import { IngestionError, throwIfCancelled } from '../../errors';
import type { FormatReader } from '../reader';
import { CORE_PROPERTIES_PART, readCoreProperties } from './core-properties';
import { docxToHtml } from './docx-to-html';
import { htmlToBlocks } from './html-to-blocks';

const MAIN_DOCUMENT_PART = 'word/document.xml';

// Mammoth reads only XML parts (document, styles, numbering, notes, relationships, content
// types); media and embedded objects are inflated and counted by the archive check, never kept.
const isXmlPart = (name: string): boolean => /\.(xml|rels)$/i.test(name);

/** Other Office packages a person may have renamed, told by their main part. */
const OTHER_PACKAGES: Array<{ part: string; kind: string }> = [
  { part: 'xl/workbook.xml', kind: 'an Excel workbook' },
  { part: 'ppt/presentation.xml', kind: 'a PowerPoint presentation' },
];

function notAWordDocument(entryNames: readonly string[]): IngestionError {
  const kind = OTHER_PACKAGES.find((other) => entryNames.includes(other.part))?.kind ?? 'a ZIP archive without a document in it';
  return new IngestionError(
    'CONTENT_MISMATCH',
    `The file's contents do not match its name: it is named as a Word document but it is ${kind}.`,
  );
}

/**
 * DOCX: the archive is checked (zip bomb, unsafe paths, entry count) and its XML parts kept,
 * mammoth turns them into HTML, and every paragraph, list item and table cell becomes a block
 * located by paragraph number and heading path. The title is the package's own (docProps), else
 * the first heading; the date is the package's creation date.
 */
export const readDocx: FormatReader = async ({ bytes, limits, signal }) => {
  const archive = await inspectArchive(bytes, limits, signal, { keep: { select: isXmlPart, maxBytes: limits.maxDocumentXmlBytes } });
  if (!archive.parts.has(MAIN_DOCUMENT_PART)) throw notAWordDocument(archive.entryNames);
  throwIfCancelled(signal);

  let html: string;
  try {
    html = await docxToHtml(archive.parts);
  } catch (error) {
    throw new IngestionError('CORRUPTED', 'The Word document is damaged and cannot be read.', { cause: error });
  }
  throwIfCancelled(signal);

  const { blocks, headings } = htmlToBlocks(html);
  const properties = readCoreProperties(archive.parts.get(CORE_PROPERTIES_PART));
  return {
    kind: 'text',
    title: properties.title ?? headings[0]?.text,
    ...(properties.created !== undefined ? { date: properties.created } : {}),
    blocks,
    structure: { headings },
  };
};
