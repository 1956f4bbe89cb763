// jsdom lacks what RTK Query's fetchBaseQuery and react-router use from the platform.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

/** Just enough of the Fetch API's Request for fetchBaseQuery; bodies are strings here. */
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  private readonly bodyText: string | null;

  constructor(input: string | TestRequest, init: RequestInit = {}) {
    const source = typeof input === 'string' ? null : input;
    this.url = new URL(source ? source.url : (input as string), window.location.href).toString();
    this.method = (init.method ?? source?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? source?.headers);
    this.bodyText = init.body == null ? (source?.bodyText ?? null) : String(init.body);
    this.signal = init.signal ?? source?.signal ?? null;
  }

  clone(): TestRequest {
    return new TestRequest(this);
  }

  async text(): Promise<string> {
    return this.bodyText ?? '';
  }
}

/** Just enough of the Fetch API's Response. */
class TestResponse {
  readonly status: number;
  readonly headers: Headers;
  private readonly bodyText: string;

  constructor(body: string | null = null, init: { status?: number; headers?: HeadersInit } = {}) {
    this.bodyText = body ?? '';
    this.status = init.status ?? 200;
    this.headers = new Headers(init.headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  clone(): TestResponse {
    return new TestResponse(this.bodyText, { status: this.status, headers: this.headers });
  }

  async text(): Promise<string> {
    return this.bodyText;
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.bodyText);
  }
}

if (typeof globalThis.Request === 'undefined') Object.assign(globalThis, { Request: TestRequest });
if (typeof globalThis.Response === 'undefined') Object.assign(globalThis, { Response: TestResponse });

// Every test that talks to the server installs a fake one (fake-api.ts); anything else is a bug.
if (typeof globalThis.fetch === 'undefined') {
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('No fake API is installed in this test')) });
}
