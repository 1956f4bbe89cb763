// Builders and fakes shared by the Data Library's component tests. The builders of documents,
// transcripts and survey columns are other features' too: they live in test/document-fixtures.
import { act } from '@testing-library/react';
import type { DocumentSnippet } from './api/types';

export { aDocument, aDocumentDetail, aSurveyColumn, aTranscript } from '../../../test/document-fixtures';

export function aSnippet(overrides: Partial<DocumentSnippet> = {}): DocumentSnippet {
  return { snippet_id: 's-1', text: 'Some text', location: {}, count: 1, date: null, attributes: {}, ...overrides };
}

/**
 * XMLHttpRequest as the upload uses it; tests play the network: progress, an answer, a failure.
 * `FakeXhr.sent` lists every request sent, in order.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  static install(): void {
    FakeXhr.sent = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  }

  method = '';
  url = '';
  readonly requestHeaders: Record<string, string> = {};
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }

  /** The fields of the multipart body, in order, files by name. */
  fields(): Array<[string, string]> {
    return Array.from(this.body?.entries() ?? [], ([name, value]) => [name, typeof value === 'string' ? value : (value as File).name]);
  }

  progress(loaded: number, total: number): void {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  async respond(status: number, body: unknown, headers: Record<string, string> = {}): Promise<void> {
    await act(async () => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.responseHeaders = headers;
      this.onload?.();
    });
  }
}
