import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IngestionError, cancelledError } from '../../errors';
import type { PdfTextItem } from './page-layout';

/** What pdf-worker.mjs says when it has opened the file. */
export interface PdfOpened {
  pages: number;
  title?: string;
  /** ISO 8601. */
  creationDate?: string;
}

type WorkerMessage =
  | ({ type: 'opened' } & PdfOpened)
  | { type: 'page'; items: PdfTextItem[] }
  | { type: 'done' }
  | { type: 'error'; name: string; message: string };

/** Called as the worker reports; throwing an IngestionError stops the worker and refuses the file. */
export interface PdfWorkerHandlers {
  onOpened(opened: PdfOpened): void;
  /** Each page's text pieces, first page first. */
  onPage(items: PdfTextItem[]): void;
}

export interface PdfWorkerOptions {
  signal?: AbortSignal;
  timeoutMs: number;
  maxMemoryMb: number;
}

const WORKER_FILE = path.join(__dirname, 'pdf-worker.mjs');

const CORRUPTED_MESSAGE = 'This PDF is damaged or is not a valid PDF, so it could not be read.';

/** pdf.js names its errors; only a missing password is not damage. */
function refusalOf(name: string, message: string): IngestionError {
  const cause = new Error(`${name}: ${message}`);
  if (name === 'PasswordException') {
    return new IngestionError(
      'ENCRYPTED',
      'This PDF is password-protected. Remove the password (or save an unprotected copy), then upload it again.',
      { cause },
    );
  }
  return new IngestionError('CORRUPTED', CORRUPTED_MESSAGE, { cause });
}

function crashRefusal(error: Error & { code?: string }): IngestionError {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new IngestionError(
      'CORRUPTED',
      'Reading this PDF needed more memory than allowed; the file may be damaged or built to overload readers.',
      { cause: error },
    );
  }
  return new IngestionError('CORRUPTED', CORRUPTED_MESSAGE, { cause: error });
}

/**
 * Reads a PDF with pdf.js in a worker thread of its own: its heap is capped, it is killed when the
 * reading is cancelled or takes too long, and a crash of pdf.js cannot take the process down.
 * Resolves when every page has been handed to the handlers.
 */
export function runPdfWorker(bytes: Uint8Array, options: PdfWorkerOptions, handlers: PdfWorkerHandlers): Promise<void> {
  if (options.signal?.aborted) return Promise.reject(cancelledError());
  // A copy is transferred, not cloned: the caller's bytes stay untouched and are never copied twice.
  const data = new Uint8Array(bytes).buffer;
  const worker = new Worker(WORKER_FILE, {
    workerData: { data },
    transferList: [data],
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });

  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = () => finish(cancelledError());
    const timer = setTimeout(
      () =>
        finish(
          new IngestionError(
            'CORRUPTED',
            `Reading this PDF took longer than ${options.timeoutMs / 1000} seconds; the file may be damaged or built to overload readers.`,
          ),
        ),
      options.timeoutMs,
    );
    options.signal?.addEventListener('abort', onAbort, { once: true });

    worker.on('message', (message: WorkerMessage) => {
      if (settled) return;
      try {
        switch (message.type) {
          case 'opened':
            handlers.onOpened({ pages: message.pages, title: message.title, creationDate: message.creationDate });
            return;
          case 'page':
            handlers.onPage(message.items);
            return;
          case 'done':
            finish();
            return;
          case 'error':
            finish(refusalOf(message.name, message.message));
            return;
        }
      } catch (error) {
        finish(error as Error);
      }
    });
    worker.on('error', (error) => finish(crashRefusal(error)));
    worker.on('exit', (code) =>
      finish(new IngestionError('CORRUPTED', CORRUPTED_MESSAGE, { cause: new Error(`PDF worker exited with code ${code}`) })),
    );
  });
}
