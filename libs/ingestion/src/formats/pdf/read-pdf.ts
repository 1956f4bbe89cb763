import { IngestionError } from '../../errors';
import { findRepeatedEdgeLines, stripEdgeLines } from '../../text/boilerplate';
import type { FormatReader, RawBlock, TextReading } from '../reader';
import { layoutPage, paragraphsOf } from './page-layout';
import { runPdfWorker, type PdfOpened } from './run-pdf-worker';

export interface PdfReaderOptions {
  /** A reading that takes longer is stopped (a file built to keep the parser busy). */
  timeoutMs?: number;
  /** Heap of the thread that runs pdf.js. */
  maxMemoryMb?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_MEMORY_MB = 300;

/**
 * PDF: text per page, rebuilt into lines and paragraphs, with page headers and footers that repeat
 * across pages removed. Each block is located by page and paragraph within the page.
 */
export function createPdfReader(options: PdfReaderOptions = {}): FormatReader {
  const workerOptions = { timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxMemoryMb: options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB };
  return async ({ bytes, limits, signal }) => {
    let opened: PdfOpened = { pages: 0 };
    const pages: string[][] = [];
    let characters = 0;
    await runPdfWorker(
      bytes,
      { ...workerOptions, signal },
      {
        onOpened(info) {
          if (info.pages > limits.maxPages) {
            throw new IngestionError('TOO_MANY_PAGES', `This PDF has ${info.pages} pages; at most ${limits.maxPages} can be read.`);
          }
          opened = info;
        },
        onPage(items) {
          // Compressed streams can unpack to far more text than the file's size: bound it like an archive's contents.
          for (const item of items) characters += item.text.length;
          if (characters > limits.maxTextChars) {
            throw new IngestionError(
              'FILE_TOO_LARGE',
              `This PDF unpacks to more than ${limits.maxTextChars.toLocaleString('en')} characters of text, more than can be read safely.`,
            );
          }
          pages.push(layoutPage(items));
        },
      },
    );
    return readingOf(opened, pages);
  };
}

export const readPdf: FormatReader = createPdfReader();

function readingOf(opened: PdfOpened, pages: readonly string[][]): TextReading {
  const pagesWithoutText = pages.filter((lines) => lines.length === 0).length;
  if (pagesWithoutText === pages.length) {
    throw new IngestionError(
      'NO_TEXT_LAYER',
      'This PDF has no text layer: it looks like scanned images. Run it through text recognition (OCR) or export it again with its text, then upload it again.',
    );
  }
  const repeated = findRepeatedEdgeLines(pages);
  const blocks: RawBlock[] = [];
  let removedLines = 0;
  pages.forEach((lines, index) => {
    const kept = stripEdgeLines(lines, repeated);
    removedLines += lines.length - kept.length;
    paragraphsOf(kept).forEach((text, paragraph) => blocks.push({ text, location: { page: index + 1, paragraph: paragraph + 1 } }));
  });
  const notes = [
    ...(removedLines > 0
      ? [`Removed ${plural(removedLines, 'line')} repeated at the top or bottom of pages (page headers and footers).`]
      : []),
    ...(pagesWithoutText > 0
      ? [
          `${pagesWithoutText} of ${pages.length} pages had no text (they look like scanned images, which need text recognition) and were skipped.`,
        ]
      : []),
  ];
  return {
    kind: 'text',
    ...(opened.title !== undefined ? { title: opened.title } : {}),
    ...(opened.creationDate !== undefined ? { date: opened.creationDate } : {}),
    blocks,
    structure: { pages: pages.length },
    notes,
  };
}

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;
