import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletion } from 'openai/resources/chat/completions';

/**
 * A local OpenAI-compatible chat-completions server for tests (node:http on 127.0.0.1, a free
 * port). `POST <any base path>/chat/completions` (e.g. `/v1/chat/completions`) answers a
 * `chat.completion` object (the openai SDK's `ChatCompletion` type); every request is recorded
 * first, with its headers (including `authorization`) and parsed JSON body.
 *
 * Programmable, in this order of precedence for each request:
 * 1. scripted behaviours queued by `failNext` / `hangNext` / `replyNext` (first in, first out);
 * 2. `alwaysFail(status)` when set;
 * 3. a reply with the text of `replyWith` (default "Hello from the fake model.").
 * Errors answer OpenAI's error JSON `{error: {message, type, param, code}}`.
 */
export class FakeChatCompletions {
  /** Every request received, in arrival order (including failed and hanging ones). */
  readonly requests: RecordedChatRequest[] = [];
  private readonly script: Scripted[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private failAlways: number | null = null;
  private reply: string | null = 'Hello from the fake model.';

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>/v1`: the value for `BOT_API_BASE_URL`. */
    readonly baseUrl: string,
  ) {}

  /** Starts the fake on 127.0.0.1 on a free port. */
  static async start(): Promise<FakeChatCompletions> {
    let fake: FakeChatCompletions | null = null;
    const server = createServer((req, res) => void fake?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeChatCompletions(server, `http://127.0.0.1:${port}/v1`);
    return fake;
  }

  /** The assistant text of later successful answers; null answers `content: null`, '' an empty string. */
  replyWith(text: string | null): void {
    this.reply = text;
  }

  /**
   * Answers the next `count` requests with HTTP `status` (and `retry-after: <retryAfterSeconds>`
   * when given; `body` replaces the default OpenAI error JSON).
   */
  failNext(count: number, failure: ChatFailure): void {
    for (let i = 0; i < count; i++) this.script.push({ kind: 'fail', ...failure });
  }

  /**
   * The next request is answered 200 with `content` and `finish_reason` (for a reasoning model
   * that used up `max_completion_tokens`: `replyNext('', 'length')`).
   */
  replyNext(content: string | null, finishReason: 'stop' | 'length' = 'stop'): void {
    this.script.push({ kind: 'reply', content, finishReason });
  }

  /** The next `count` requests never get an answer (the client's timeout fires). */
  hangNext(count: number): void {
    for (let i = 0; i < count; i++) this.script.push({ kind: 'hang' });
  }

  /** Every later request (after the scripted ones) answers HTTP `status`; null stops failing. */
  alwaysFail(status: number | null): void {
    this.failAlways = status;
  }

  /** Drops hanging requests, closes every connection and stops listening. */
  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    this.requests.push({
      method: req.method ?? '',
      path,
      headers: req.headers,
      body: body as RecordedChatRequest['body'],
      at: performance.now(),
    });

    if (req.method !== 'POST' || !/\/chat\/completions$/.test(path)) {
      return this.error(res, 404, `Unknown request ${req.method} ${path}`, 'invalid_request_error');
    }
    const step = this.script.shift();
    if (step?.kind === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if (step?.kind === 'fail') {
      const headers: Record<string, string> =
        step.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(step.retryAfterSeconds) };
      if (step.body !== undefined) {
        res.writeHead(step.status, { 'content-type': 'application/json', ...headers });
        res.end(typeof step.body === 'string' ? step.body : JSON.stringify(step.body));
        return;
      }
      return this.error(
        res,
        step.status,
        `Scripted failure ${step.status}`,
        errorType(step.status),
        headers,
      );
    }
    if (this.failAlways !== null) {
      return this.error(
        res,
        this.failAlways,
        `Always failing with ${this.failAlways}`,
        errorType(this.failAlways),
      );
    }

    const request = body as { model?: unknown } | null;
    const content = step?.kind === 'reply' ? step.content : this.reply;
    const completion: ChatCompletion = {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: typeof request?.model === 'string' ? request.model : 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: step?.kind === 'reply' ? step.finishReason : 'stop',
        },
      ],
      usage: {
        prompt_tokens: Math.ceil(raw.length / 4),
        completion_tokens: Math.ceil((content ?? '').length / 4),
        total_tokens: Math.ceil(raw.length / 4) + Math.ceil((content ?? '').length / 4),
      },
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion));
  }

  private error(
    res: ServerResponse,
    status: number,
    message: string,
    type: string,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
  }
}

/** An HTTP failure `FakeChatCompletions.failNext` answers. */
export interface ChatFailure {
  status: number;
  /** Sent as the `retry-after` header (seconds). */
  retryAfterSeconds?: number;
  /** Raw body (a string is sent as is, anything else as JSON) instead of OpenAI's error JSON. */
  body?: unknown;
}

/** One request the fake received. */
export interface RecordedChatRequest {
  method: string;
  /** URL path, e.g. `/v1/chat/completions`. */
  path: string;
  /** Node's lower-cased request headers (`authorization`, `content-type`, …). */
  headers: IncomingMessage['headers'];
  /** The parsed JSON body (the raw text when it was not JSON). */
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    temperature?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
    [key: string]: unknown;
  } | null;
  /** `performance.now()` at arrival, in ms. */
  at: number;
}

type Scripted =
  | ({ kind: 'fail' } & ChatFailure)
  | { kind: 'hang' }
  | { kind: 'reply'; content: string | null; finishReason: 'stop' | 'length' };

function errorType(status: number): string {
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 401) return 'invalid_request_error';
  return status >= 500 ? 'server_error' : 'invalid_request_error';
}
