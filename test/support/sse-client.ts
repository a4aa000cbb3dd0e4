import { type ClientRequest, type IncomingMessage } from 'node:http';
import { request } from 'node:https';

/** One Server-Sent Event as received. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: { type: string; data: Record<string, unknown> };
}

/**
 * A minimal Server-Sent Events client for e2e tests (`GET /v1/events`): parses `id`, `event`,
 * `data` and comment lines as they arrive, over HTTPS with the test certificate. `kill()` drops
 * the connection abruptly (as a network failure would).
 */
export class SseClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: IncomingMessage['headers'] = {};
  body = '';
  closed = false;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(private readonly req: ClientRequest) {}

  /** Opens `path` on `baseUrl` with `headers`; resolves once the response headers arrived. */
  static open(
    baseUrl: string,
    ca: string,
    path: string,
    headers: Record<string, string>,
  ): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const url = new URL(path, baseUrl);
      const req = request(url, { ca, headers: { Accept: 'text/event-stream', ...headers } });
      const client = new SseClient(req);
      req.on('response', (res) => {
        client.status = res.statusCode ?? 0;
        client.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => client.feed(chunk));
        const done = () => {
          client.closed = true;
          client.notify();
        };
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
        resolve(client);
      });
      req.on('error', (error) => {
        client.closed = true;
        client.notify();
        if (client.status === 0) reject(error);
      });
      req.end();
    });
  }

  /** The id of the last event received, or null. */
  get lastId(): string | null {
    for (let i = this.events.length - 1; i >= 0; i -= 1) {
      if (this.events[i].id !== null) return this.events[i].id;
    }
    return null;
  }

  /** Drops the connection at once (no orderly close). */
  kill(): void {
    this.req.destroy();
  }

  /** Waits (bounded polling on arrivals) until `predicate` holds; throws after `timeoutMs`. */
  async waitFor(predicate: (client: SseClient) => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `timed out; received ${this.events.length} events: ${JSON.stringify(this.events.map((e) => [e.id, e.event]))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private feed(chunk: string): void {
    this.body += chunk;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
    }
    this.notify();
  }
}
