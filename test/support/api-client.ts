/** Tests read whatever the API answered, field by field; their assertions are the type check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnswerBody = any;

/** A tiny fetch wrapper that keeps a session like the web client: token, refresh cookie, consistency position. */
export class ApiClient {
  accessToken: string | null = null;
  refreshCookie: string | null = null;
  position = 0;

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: AnswerBody; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...(this.refreshCookie ? { cookie: this.refreshCookie } : {}),
        ...(method === 'GET' && this.position ? { 'x-consistency-position': String(this.position) } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body),
    });
    const position = Number(response.headers.get('x-consistency-position') ?? 0);
    if (position > this.position) this.position = position;
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.refreshCookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown) {
    return this.request('POST', path, body ?? {});
  }

  put(path: string, body: unknown) {
    return this.request('PUT', path, body);
  }

  /** A multipart upload as the web app sends it: quick_upload and file_name first, then the file. */
  upload(fileName: string, bytes: Uint8Array, options: { quickUpload?: boolean; idempotencyKey?: string; kind?: string } = {}) {
    const form = new FormData();
    form.append('quick_upload', String(options.quickUpload ?? false));
    if (options.kind !== undefined) form.append('kind', options.kind);
    form.append('file_name', fileName);
    form.append('file', new Blob([bytes]), fileName);
    return this.request('POST', '/api/documents/api', form, options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {});
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  async login(email: string, password: string) {
    const response = await this.post('/api/auth/login', { email, password });
    if (response.status === 200) this.accessToken = response.body.access_token;
    return response;
  }
}

export const STRONG_PASSWORD = 'Correct-Horse-42';
