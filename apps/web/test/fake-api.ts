// A fake backend at the network boundary: it answers the app's fetch calls by method and path and
// records every request, so tests assert on what really went over the wire.

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

export interface FakeApi {
  calls: RecordedCall[];
  callsTo(method: string, path: string): RecordedCall[];
  /** Adds or replaces routes, e.g. to change an answer halfway through a test. */
  route(routes: Record<string, Route>): void;
}

export function errorBody(statusCode: number, message: string, code = 'ERROR') {
  return { statusCode, code, error: message, message };
}

export function installFakeApi(initial: Record<string, Route> = {}): FakeApi {
  const routes: Record<string, Route> = { ...initial };
  const calls: RecordedCall[] = [];

  globalThis.fetch = (async (input: Request) => {
    const url = new URL(input.url);
    const text = await input.text();
    const call: RecordedCall = {
      method: input.method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(input.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : { status: 404, body: errorBody(404, `No fake route for ${call.method} ${call.path}`, 'NOT_FOUND') };
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status: reply.status ?? 200, headers: { 'content-type': 'application/json', ...reply.headers } });
  }) as typeof fetch;

  return {
    calls,
    callsTo: (method, path) => calls.filter((call) => call.method === method && call.path === path),
    route: (more) => Object.assign(routes, more),
  };
}
