// Worker thread that reads one PDF with pdf.js and posts its metadata and each page's text items.
// It is plain ES module JavaScript because pdf.js ships as ES modules only, and it runs in its own
// thread so that its memory can be capped and a runaway parse killed (see run-pdf-worker.ts).
// Messages, in order: {type:'opened', pages, title?, creationDate?}, then {type:'page', items}
// for each page, then {type:'done'}; or {type:'error', name, message} at any point.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { getDocument, PDFDateString } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js then runs its own "worker" in this thread instead of looking it up by path.
globalThis.pdfjsWorker = pdfjsWorker;

// pdf.js's own data files, read from disk (never fetched): character maps turn the codes of
// non-embedded CJK fonts into text, and the standard fonts give the 14 base fonts their metrics.
const packageDirectory = path.dirname(fileURLToPath(import.meta.resolve('pdfjs-dist/package.json')));
const DATA_FILES = {
  // pdf.js wants these locations to end with a slash.
  cMapUrl: `${path.join(packageDirectory, 'cmaps')}/`,
  cMapPacked: true,
  standardFontDataUrl: `${path.join(packageDirectory, 'standard_fonts')}/`,
};

const text = (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function creationDateOf(info) {
  const date = PDFDateString.toDateObject(text(info.CreationDate));
  return date !== null && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

async function metadataOf(pdf) {
  try {
    const { info, metadata } = await pdf.getMetadata();
    return { title: text(info.Title) ?? text(metadata?.get('dc:title')), creationDate: creationDateOf(info) };
  } catch {
    // A damaged information dictionary must not stop the text from being read.
    return {};
  }
}

// Only what the layout needs, so little crosses the thread boundary.
const toItem = (item) => ({
  text: item.str,
  x: item.transform[4],
  y: item.transform[5],
  width: item.width,
  height: item.height,
  endOfLine: item.hasEOL,
  rightToLeft: item.dir === 'rtl',
});

async function read() {
  const task = getDocument({
    data: new Uint8Array(workerData.data),
    // CVE-2024-4367: never compile font code with eval.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    verbosity: 0,
    ...DATA_FILES,
  });
  try {
    const pdf = await task.promise;
    parentPort.postMessage({ type: 'opened', pages: pdf.numPages, ...(await metadataOf(pdf)) });
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      parentPort.postMessage({ type: 'page', items: content.items.filter((item) => 'str' in item).map(toItem) });
      page.cleanup();
    }
    parentPort.postMessage({ type: 'done' });
  } catch (error) {
    parentPort.postMessage({ type: 'error', name: error?.name ?? 'Error', message: String(error?.message ?? error) });
  } finally {
    await task.destroy();
  }
}

await read();
