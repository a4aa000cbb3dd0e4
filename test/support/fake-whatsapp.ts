import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the WhatsApp Cloud API's "Send messages" endpoint (Meta, Graph API
 * v23.0), strict about what Meta documents:
 *
 * - `POST /<version>/<phone-number-id>/messages`, `Authorization: Bearer <that number's token>`,
 *   `Content-Type: application/json`;
 * - body `{messaging_product: "whatsapp", recipient_type: "individual", to: <digits>, type}` (or,
 *   since 2026, `recipient: <BSUID>` instead of `to` for a person whose phone is withheld) with
 *   `type: "text"` and `text.body` (1-4096 characters), or `type: "template"` and
 *   `template: {name, language: {code}, components?: [{type: "body", parameters: [{type: "text", text}]}]}`.
 *
 * An accepted request answers `200 {messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid.…"}]}`
 * and is recorded with its arrival time. Anything else answers a Graph error
 * (`{error: {message, type: "OAuthException", code, fbtrace_id}}`: 190 for a bad token, 100 for a
 * bad request) and is recorded in `violations`, which a test asserts is empty.
 */
export class FakeWhatsApp {
  /** Accepted messages, in arrival order. */
  readonly messages: AcceptedWhatsAppMessage[] = [];
  /** Requests that broke the documented contract (a test expects none). */
  readonly violations: string[] = [];
  /** Every request seen (accepted, failed on purpose, or refused). */
  requests = 0;
  /** Every request seen, with `performance.now()` at its arrival (ms), in arrival order. */
  readonly calls: { at: number }[] = [];
  private readonly failures: WhatsAppFailure[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private latencyMs = 0;
  /** Accepted messages past which requests hang unanswered and unrecorded (`pauseAfter`). */
  private pauseAt = Infinity;

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>/v23.0`: the value for `WHATSAPP_API_BASE_URL`. */
    readonly baseUrl: string,
    private readonly version: string,
    private readonly tokens: Map<string, string>,
  ) {}

  /** Starts the fake on 127.0.0.1 on a free port; `numbers` are the phone number ids it knows, with their tokens. */
  static async start(
    numbers: { phoneNumberId: string; accessToken: string }[],
    version = 'v23.0',
  ): Promise<FakeWhatsApp> {
    const tokens = new Map(numbers.map((n) => [n.phoneNumberId, n.accessToken]));
    let fake: FakeWhatsApp | null = null;
    const server = createServer((req, res) => void fake?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeWhatsApp(server, `http://127.0.0.1:${port}/${version}`, version, tokens);
    return fake;
  }

  /** Answers the next `count` well-formed requests with `failure` instead of accepting them. */
  failNext(count: number, failure: WhatsAppFailure): void {
    for (let i = 0; i < count; i++) this.failures.push(failure);
  }

  /**
   * Answers accepted requests `ms` after recording them (as a slow provider that has the message
   * before the sender hears back), so a sender can die between the two.
   */
  slowDown(ms: number): void {
    this.latencyMs = ms;
  }

  /**
   * Once `count` messages are accepted, the next well-formed requests hang without being
   * accepted (a provider that stopped answering), until `resume()`: a test that kills the sender
   * after `count` messages knows that some are still to go.
   */
  pauseAfter(count: number): void {
    this.pauseAt = count;
  }

  /** Accepts requests again after `pauseAfter` (the hanging ones stay hanging). */
  resume(): void {
    this.pauseAt = Infinity;
  }

  /** Lets a new number send (or changes its token). */
  allow(phoneNumberId: string, accessToken: string): void {
    this.tokens.set(phoneNumberId, accessToken);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private graphError(
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(
      JSON.stringify({
        error: {
          message,
          type: 'OAuthException',
          code,
          fbtrace_id: randomBytes(8).toString('hex'),
        },
      }),
    );
  }

  private refuse(res: ServerResponse, status: number, code: number, violation: string): void {
    this.violations.push(violation);
    this.graphError(res, status, code, `(#${code}) ${violation}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests += 1;
    this.calls.push({ at: performance.now() });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const match = new RegExp(`^/${this.version}/([^/]+)/messages$`).exec(path);
    if (req.method !== 'POST' || !match) {
      return this.refuse(res, 400, 100, `unsupported request ${req.method} ${path}`);
    }
    const phoneNumberId = decodeURIComponent(match[1]);
    const token = this.tokens.get(phoneNumberId);
    if (token === undefined) {
      return this.refuse(res, 400, 100, `unknown phone number id ${phoneNumberId}`);
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      return this.refuse(res, 401, 190, 'missing or invalid Bearer access token');
    }
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      return this.refuse(
        res,
        400,
        100,
        `Content-Type ${req.headers['content-type']} is not application/json`,
      );
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.refuse(res, 400, 100, 'body is not JSON');
    }
    const problem = whatsAppBodyProblem(body);
    if (problem) return this.refuse(res, 400, 100, problem);

    const failure: WhatsAppFailure | undefined =
      this.messages.length >= this.pauseAt ? { kind: 'hang' } : this.failures.shift();
    if (failure) {
      if (failure.kind === 'hang') {
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        return;
      }
      return this.graphError(
        res,
        failure.status,
        failure.code,
        failure.message ?? `(#${failure.code}) failure`,
        failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
      );
    }
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    this.messages.push({
      id,
      phoneNumberId,
      authorization: req.headers.authorization,
      body,
      at: performance.now(),
    });
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [
          body.to === undefined
            ? { input: body.recipient, user_id: body.recipient }
            : { input: body.to, wa_id: body.to },
        ],
        messages: [{ id, ...(body.type === 'template' ? { message_status: 'accepted' } : {}) }],
      }),
    );
  }
}

/** What `FakeWhatsApp` answers instead of accepting a request. */
export type WhatsAppFailure =
  | { kind: 'graph'; status: number; code: number; message?: string; retryAfter?: string }
  | { kind: 'hang' };

/** Ready-made failures, as Meta answers them. */
export const WHATSAPP_FAILURES = {
  /** 130429: Cloud API throughput reached (Graph answers it with HTTP 400). */
  throughput: { kind: 'graph', status: 400, code: 130429, message: '(#130429) Rate limit hit' },
  /** HTTP 429 with Retry-After: 2. */
  tooManyRequests: {
    kind: 'graph',
    status: 429,
    code: 80007,
    message: '(#80007) Rate limit issues',
    retryAfter: '2',
  },
  /** HTTP 500, Graph code 1 (API Unknown). */
  serverError: { kind: 'graph', status: 500, code: 1, message: 'An unknown error occurred' },
  /** 131026: message undeliverable (permanent). */
  undeliverable: {
    kind: 'graph',
    status: 400,
    code: 131026,
    message: '(#131026) Message undeliverable',
  },
  /** Never answers. */
  hang: { kind: 'hang' },
} satisfies Record<string, WhatsAppFailure>;

/** A message the fake accepted. */
export interface AcceptedWhatsAppMessage {
  id: string;
  phoneNumberId: string;
  authorization: string | undefined;
  /** The parsed JSON body as sent. */
  body: Record<string, unknown>;
  /** `performance.now()` at arrival, in ms. */
  at: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a send body against Meta's documented shape, or null. */
function whatsAppBodyProblem(body: unknown): string | null {
  if (!isObject(body)) return 'body is not an object';
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be "whatsapp"';
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
    return 'recipient_type must be "individual"';
  if (body.to === undefined) {
    // 2026: a person whose phone is withheld is addressed by BSUID (or parent BSUID) in `recipient`
    if (
      typeof body.recipient !== 'string' ||
      !/^[A-Z]{2}\.(?:ENT\.)?[A-Za-z0-9]{1,128}$/.test(body.recipient)
    )
      return `recipient must be a BSUID when to is absent, got ${JSON.stringify(body.recipient)}`;
  } else if (typeof body.to !== 'string' || !/^\d{6,15}$/.test(body.to))
    return `to must be the recipient's digits, got ${JSON.stringify(body.to)}`;
  if (body.type === 'text') {
    const text = body.text;
    if (
      !isObject(text) ||
      typeof text.body !== 'string' ||
      text.body.length === 0 ||
      text.body.length > 4096
    )
      return 'text.body must be 1-4096 characters';
    return null;
  }
  if (body.type !== 'template') return `unsupported type ${JSON.stringify(body.type)}`;
  const template = body.template;
  if (!isObject(template) || typeof template.name !== 'string' || template.name.length === 0)
    return 'template.name is required';
  if (!isObject(template.language) || typeof template.language.code !== 'string')
    return 'template.language.code is required';
  if (template.components === undefined) return null;
  if (!Array.isArray(template.components) || template.components.length === 0)
    return 'template.components must be a non-empty array when present';
  for (const component of template.components) {
    if (!isObject(component) || component.type !== 'body')
      return 'only body components are expected';
    if (!Array.isArray(component.parameters) || component.parameters.length === 0)
      return 'a body component needs parameters';
    for (const parameter of component.parameters) {
      if (!isObject(parameter) || parameter.type !== 'text' || typeof parameter.text !== 'string')
        return 'body parameters must be {type: "text", text}';
    }
  }
  return null;
}

/** `X-Hub-Signature-256` for a webhook body as Meta computes it: `sha256=` + hex HMAC-SHA256 with the app secret. */
export function signWhatsApp(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}
