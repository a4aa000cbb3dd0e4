import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  at: number;
}

/** How the receiver answers one request. */
export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Never answer (the sender's timeout). */
  hang?: boolean;
}

/**
 * A local webhook receiver for tests (127.0.0.1, port 0): records every POST and answers 200,
 * or what `answerNext`/`answerAlways` say. `verify` checks a request's Standard Webhooks
 * signature with a secret.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly queued: ReceiverAnswer[] = [];
  private always: ReceiverAnswer | null = null;
  private readonly hanging = new Set<ServerResponse>();
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const holder: { receiver?: WebhookReceiver } = {};
    const server = createServer((req, res) => void holder.receiver!.handle(req, res));
    server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.receiver = new WebhookReceiver(server, `http://127.0.0.1:${port}/hooks`);
    return holder.receiver;
  }

  /** The next `count` requests get `answer`. */
  answerNext(count: number, answer: ReceiverAnswer): void {
    for (let i = 0; i < count; i += 1) this.queued.push(answer);
  }

  /** Every request (after the queued answers) gets `answer`; null: back to 200. */
  answerAlways(answer: ReceiverAnswer | null): void {
    this.always = answer;
  }

  /** Requests whose body `type` is `type`. */
  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((r) => r.json.type === type);
  }

  /** Waits (bounded) until `predicate` holds over the received requests. */
  async waitFor(
    predicate: (received: ReceivedWebhook[]) => boolean,
    timeoutMs = 15_000,
  ): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `receiver: condition not met after ${timeoutMs} ms (${this.received.length} received)`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  /** Verifies a received request with `secret`; throws when the signature does not match. */
  static verify(secret: string, request: ReceivedWebhook): unknown {
    return new Webhook(secret).verify(request.body, {
      'webhook-id': request.headers['webhook-id'],
      'webhook-timestamp': request.headers['webhook-timestamp'],
      'webhook-signature': request.headers['webhook-signature'],
    });
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = String(value);
    let json: ReceivedWebhook['json'];
    try {
      json = JSON.parse(body) as ReceivedWebhook['json'];
    } catch {
      json = { type: '(not json)', timestamp: '', data: {} };
    }
    this.received.push({ path: req.url ?? '', headers, body, json, at: Date.now() });
    for (const wake of this.waiters.splice(0)) wake();
    const answer = this.queued.shift() ?? this.always ?? { status: 200 };
    if (answer.hang) {
      this.hanging.add(res);
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end('{}');
  }
}
