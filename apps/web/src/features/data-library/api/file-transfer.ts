import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
// Imported by this path so that Jest's moduleNameMapper ('^.+/lib/env$') swaps in env.jest.ts.
import { env } from '../../../lib/env';
import { refreshAccessToken, type ClientServices } from '../../../lib/api';
import { signedOut, type AuthState } from '../../../lib/auth-slice';
import { CONSISTENCY_HEADER } from '../../../lib/consistency';
import { checkRequestGuard } from '../../../lib/request-guard';
import type { ApiErrorBody, UploadDocumentResponse } from './types';

// Files travel outside RTK Query: an upload needs XMLHttpRequest for its progress (fetch reports
// none) and a download is bytes, not cacheable data. Both keep the session as the API slice does:
// the bearer token, one refresh and retry on a 401, then the way to /login.

type State = { auth: AuthState };
type FileThunk<T> = ThunkAction<Promise<T>, State, ClientServices, UnknownAction>;
type Dispatch = ThunkDispatch<State, ClientServices, UnknownAction>;

interface Answer {
  /** 0 when no answer came (network failure). */
  status: number;
}

type Refusal = { refused: string };

async function withSession<A extends Answer>(
  endpoint: string,
  send: (accessToken: string | null) => Promise<A>,
  dispatch: Dispatch,
  getState: () => State,
  services: ClientServices,
): Promise<A | Refusal> {
  const { accessToken, loggingOut } = getState().auth;
  const refusal = checkRequestGuard({ endpoint, pathname: services.navigation.pathname(), accessToken, loggingOut });
  if (refusal) return { refused: refusal };
  let answer = await send(accessToken);
  if (answer.status !== 401) return answer;
  const renewed = await dispatch(refreshAccessToken());
  if (renewed) answer = await send(renewed);
  if (answer.status === 401) {
    dispatch(signedOut());
    if (services.navigation.pathname() !== '/login') services.navigation.navigate('/login');
  }
  return answer;
}

const isRefusal = (answer: object): answer is Refusal => 'refused' in answer;

export type UploadOutcome =
  | { kind: 'uploaded'; documentId: string }
  | { kind: 'failed'; status: number | null; code: string | null; message: string | null }
  | { kind: 'cancelled' };

export interface UploadRequest {
  file: File;
  quickUpload: boolean;
  /** Sent as sales data (a CRM export) rather than as what its format makes it (a table is a survey). */
  sales: boolean;
  /** One per file: a retried request is stored once. */
  idempotencyKey: string;
  signal: AbortSignal;
  /** The share of the file sent so far, 0 to 1. */
  onProgress(sent: number): void;
}

interface XhrAnswer extends Answer {
  body: unknown;
  aborted: boolean;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function sendWithProgress(request: UploadRequest, accessToken: string | null, services: ClientServices): Promise<XhrAnswer> {
  return new Promise((resolve) => {
    if (request.signal.aborted) return resolve({ status: 0, body: null, aborted: true });
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    request.signal.addEventListener('abort', abort, { once: true });
    const finish = (answer: XhrAnswer) => {
      request.signal.removeEventListener('abort', abort);
      resolve(answer);
    };
    xhr.open('POST', `${env.apiBaseUrl}/documents/api`);
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('Idempotency-Key', request.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      services.consistency.observe(xhr.getResponseHeader(CONSISTENCY_HEADER));
      finish({ status: xhr.status, body: parseJson(xhr.responseText), aborted: false });
    };
    xhr.onerror = () => finish({ status: 0, body: null, aborted: false });
    xhr.onabort = () => finish({ status: 0, body: null, aborted: true });
    // The server reads the fields in this order: the flag, the kind and the name before the bytes.
    const form = new FormData();
    form.append('quick_upload', String(request.quickUpload));
    // Left out, the format decides the kind; the server allows no other value than sales.
    if (request.sales) form.append('kind', 'sales');
    form.append('file_name', request.file.name);
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}

/** Sends one file to the Data Library, reporting the real upload progress. */
export const uploadDocument =
  (request: UploadRequest): FileThunk<UploadOutcome> =>
  async (dispatch, getState, services) => {
    const answer = await withSession('uploadDocument', (token) => sendWithProgress(request, token, services), dispatch, getState, services);
    if (isRefusal(answer)) return { kind: 'failed', status: null, code: null, message: answer.refused };
    if (answer.aborted) return { kind: 'cancelled' };
    const body = answer.body as (UploadDocumentResponse & ApiErrorBody) | null;
    if (answer.status >= 200 && answer.status < 300 && body?.document_id) return { kind: 'uploaded', documentId: body.document_id };
    return {
      kind: 'failed',
      status: answer.status || null,
      code: typeof body?.code === 'string' ? body.code : null,
      message: typeof body?.message === 'string' ? body.message : null,
    };
  };

interface FetchAnswer extends Answer {
  response: Response | null;
}

/** The name the server gives the attachment, if it says one. */
export function attachmentName(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition);
  return plain ? plain[1].trim() : null;
}

/**
 * Fetches the original file with the bearer token (a plain link could not carry it) and hands it
 * to the browser's download through an object URL. Resolves to whether it worked.
 */
export const downloadOriginalFile =
  (documentId: string, fallbackName: string): FileThunk<boolean> =>
  async (dispatch, getState, services) => {
    const send = async (accessToken: string | null): Promise<FetchAnswer> => {
      const headers = new Headers();
      if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
      const position = services.consistency.current();
      if (position !== null) headers.set(CONSISTENCY_HEADER, position);
      try {
        const response = await fetch(`${env.apiBaseUrl}/documents/${encodeURIComponent(documentId)}/file`, { headers });
        return { status: response.status, response };
      } catch {
        return { status: 0, response: null };
      }
    };
    const answer = await withSession('downloadDocumentFile', send, dispatch, getState, services);
    if (isRefusal(answer) || !answer.response?.ok) return false;
    const blob = await answer.response.blob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentName(answer.response.headers.get('content-disposition')) ?? fallbackName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Some browsers read the URL a moment after the click: it is freed a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  };
