import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { DOCUMENT_LISTS, documentsApi } from '../api/documents-api';
import { uploadDocument, type UploadOutcome, type UploadRequest } from '../api/file-transfer';
import { hasAcceptedExtension, isSalesFormat, UPLOAD_CONCURRENCY, type Refusal } from '../components/upload-rules';

/**
 * One file's way into the Data Library on this side: waiting for a free slot, travelling, then
 * handed over (the server reads it: the document's own status tells the rest), or refused, or
 * cancelled by the person.
 */
export type TransferStage = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  file: File;
  /** Marked as sales data (a CRM export) when it was added. */
  sales: boolean;
  stage: TransferStage;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  documentId: string | null;
  refusal: Refusal | null;
}

export const isActive = (item: UploadItem) => item.stage === 'waiting' || item.stage === 'uploading';

/** A v4 UUID; crypto.randomUUID exists only in secure contexts. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Files refused before they travel: the server would refuse them the same way. */
function refusedLocally(file: File, sales: boolean): Refusal | null {
  if (!hasAcceptedExtension(file.name)) return { code: 'UNSUPPORTED_FORMAT', message: null };
  if (sales && !isSalesFormat(file.name)) return { code: 'SALES_FORMAT', message: null };
  if (file.size === 0) return { code: 'EMPTY_FILE', message: null };
  return null;
}

type Send = (request: Omit<UploadRequest, 'quickUpload'>) => Promise<UploadOutcome>;

/** The files of one dialog and their transfers, at most UPLOAD_CONCURRENCY at a time. */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();

  constructor(
    private readonly send: Send,
    private readonly uploaded: () => void,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.items;

  travelling(): number {
    return this.items.filter(isActive).length;
  }

  /** `sales`: the files are CRM exports, sent as sales data (each file keeps the mark it was added with). */
  add(files: Iterable<File>, { sales = false }: { sales?: boolean } = {}): void {
    const added = Array.from(files, (file): UploadItem => {
      const refusal = refusedLocally(file, sales);
      return { id: randomKey(), file, sales, stage: refusal ? 'failed' : 'waiting', progress: 0, documentId: null, refusal };
    });
    if (!added.length) return;
    this.items = [...this.items, ...added];
    this.changed();
    this.startWaiting();
  }

  cancel(id: string): void {
    const controller = this.controllers.get(id);
    // A file on its way stops with its request (its outcome says cancelled); a waiting one never leaves.
    if (controller) controller.abort();
    else this.patch(id, (item) => (item.stage === 'waiting' ? { stage: 'cancelled' } : {}));
  }

  /** Stops every transfer still going and forgets the list. */
  clear(): void {
    const going = [...this.controllers.values()];
    this.controllers.clear();
    this.items = [];
    going.forEach((controller) => controller.abort());
    this.changed();
  }

  private startWaiting(): void {
    let free = UPLOAD_CONCURRENCY - this.items.filter((item) => item.stage === 'uploading').length;
    for (const item of this.items) {
      if (free <= 0) break;
      if (item.stage !== 'waiting') continue;
      free -= 1;
      this.start(item);
    }
  }

  private start(item: UploadItem): void {
    const controller = new AbortController();
    this.controllers.set(item.id, controller);
    this.patch(item.id, () => ({ stage: 'uploading', progress: 0 }));
    void this.send({
      file: item.file,
      sales: item.sales,
      // The item's id: a retry of the same file is the same upload to the server.
      idempotencyKey: item.id,
      signal: controller.signal,
      onProgress: (progress) => this.patch(item.id, (current) => (current.stage === 'uploading' ? { progress } : {})),
    }).then((outcome) => {
      if (this.controllers.get(item.id) !== controller) return; // cleared meanwhile
      this.controllers.delete(item.id);
      if (outcome.kind === 'uploaded') {
        this.patch(item.id, () => ({ stage: 'uploaded', progress: 1, documentId: outcome.documentId }));
        this.uploaded();
      } else if (outcome.kind === 'cancelled') {
        this.patch(item.id, () => ({ stage: 'cancelled' }));
      } else {
        this.patch(item.id, () => ({ stage: 'failed', refusal: { code: outcome.code, message: outcome.message } }));
      }
      this.startWaiting();
    });
  }

  private patch(id: string, change: (item: UploadItem) => Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.id === id ? { ...item, ...change(item) } : item));
    this.changed();
  }

  private changed(): void {
    this.listeners.forEach((listener) => listener());
  }
}

/** Uploads files a few at a time, each with its progress; every file can be cancelled. */
export function useUploadQueue({ quickUpload }: { quickUpload: boolean }) {
  const dispatch = useAppDispatch();
  const [queue] = useState(
    () =>
      new UploadQueue(
        (request) => dispatch(uploadDocument({ ...request, quickUpload })),
        // The lists show the new file at once, whether or not its live update comes first.
        () => dispatch(documentsApi.util.invalidateTags([DOCUMENT_LISTS])),
      ),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot);
  // Leaving the page stops what is still travelling (the dialog asks before letting that happen).
  useEffect(() => () => queue.clear(), [queue]);
  return { items, queue };
}
