export { createPdfReader, readPdf, type PdfReaderOptions } from './read-pdf';
export { generateBenchPdf } from './bench-pdf';
