import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What the fake answers to one request: a status and a body, or nothing at all (a hang). */
export type FakeReply = { status: number; body: string } | 'hang';
/** A reply worked out from the request's body (a chat-completions request: its messages). */
export type FakeResponder = (body: unknown) => FakeReply;

/** A chat-completions body whose first choice says `content`. */
export const completion = (content: string): FakeReply => ({
  status: 200,
  body: JSON.stringify({
    id: 'cmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  }),
});

/**
 * A local stand-in for an OpenAI-compatible endpoint on 127.0.0.1 and a free port. Each request
 * takes the next scripted reply (the last one repeats) and is recorded.
 */
export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
  private replies: Array<FakeReply | FakeResponder> = [];
  private readonly server: Server = createServer((request, response) => this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  script(...replies: Array<FakeReply | FakeResponder>): void {
    this.replies = replies;
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      this.requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const next = this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
      const reply = typeof next === 'function' ? next(body) : next;
      if (reply === undefined || reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  }
}
