import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta's Graph API as Messenger and Instagram use it (Send API and user
 * profile, v23.0), strict about what Meta documents:
 *
 * - `POST /<version>/<Page id or IG id>/messages` with `Authorization: Bearer <that sender's
 *   token>` (or `?access_token=`) and `Content-Type: application/json`;
 * - body `{recipient: {id}, messaging_type: "RESPONSE"|"UPDATE"|"MESSAGE_TAG", tag?, message: {text}}`:
 *   `tag` only with `MESSAGE_TAG` and then `HUMAN_AGENT` (the retired tags answer code 100);
 *   `text` 1-2,000 characters; or a private reply `{recipient: {comment_id}, message: {text}}`
 *   without `messaging_type`/`tag`;
 * - `GET /<version>/<user id>?fields=first_name,last_name` (Messenger) or `fields=name,username`
 *   (Instagram) with a known token: the profile set with `profile()`, else code 100.
 *
 * An accepted send answers `200 {recipient_id, message_id}` and is recorded. Anything else answers
 * a Graph error and is recorded in `violations`, which a test asserts is empty.
 */
export class FakeGraph {
  /** Accepted sends, in arrival order. */
  readonly messages: AcceptedGraphMessage[] = [];
  /** Profile requests answered (or refused on purpose). */
  readonly profileRequests: { userId: string; fields: string }[] = [];
  /** Requests that broke the documented contract (a test expects none). */
  readonly violations: string[] = [];
  /** Every request seen. */
  requests = 0;
  /** What the next well-formed sends get, in order: a failure, or `accept`; then acceptance. */
  private readonly plan: (GraphFailure | 'accept')[] = [];
  private readonly profiles = new Map<string, Record<string, string>>();

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>/v23.0`: the value for `MESSENGER_API_BASE_URL`/`INSTAGRAM_API_BASE_URL`. */
    readonly baseUrl: string,
    private readonly version: string,
    private readonly tokens: Map<string, string>,
  ) {}

  /** Starts the fake on 127.0.0.1; `senders` are the Page/IG ids it knows, with their tokens. */
  static async start(
    senders: { senderId: string; accessToken: string }[],
    version = 'v23.0',
  ): Promise<FakeGraph> {
    const tokens = new Map(senders.map((s) => [s.senderId, s.accessToken]));
    let fake: FakeGraph | null = null;
    const server = createServer((req, res) => void fake?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeGraph(server, `http://127.0.0.1:${port}/${version}`, version, tokens);
    return fake;
  }

  /**
   * Answers the next `count` well-formed sends with a Graph error instead of accepting them;
   * with `afterAccepting`, accepts that many first (e.g. part 1 of a long text, then part 2 fails).
   */
  failNext(count: number, failure: GraphFailure, afterAccepting = 0): void {
    for (let i = 0; i < afterAccepting; i++) this.plan.push('accept');
    for (let i = 0; i < count; i++) this.plan.push(failure);
  }

  /** The profile returned for a user id (Messenger `first_name`/`last_name`, Instagram `name`/`username`). */
  profile(userId: string, fields: Record<string, string>): void {
    this.profiles.set(userId, fields);
  }

  /** Lets a sender send (or changes its token). */
  allow(senderId: string, accessToken: string): void {
    this.tokens.set(senderId, accessToken);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private graphError(
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    subcode?: number,
  ): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          message,
          type: 'OAuthException',
          code,
          ...(subcode !== undefined ? { error_subcode: subcode } : {}),
          fbtrace_id: randomBytes(8).toString('hex'),
        },
      }),
    );
  }

  private refuse(res: ServerResponse, status: number, code: number, violation: string): void {
    this.violations.push(violation);
    this.graphError(res, status, code, `(#${code}) ${violation}`);
  }

  private tokenOf(req: IncomingMessage, url: URL): string | null {
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
    return url.searchParams.get('access_token');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = this.tokenOf(req, url);
    const send = new RegExp(`^/${this.version}/([^/]+)/messages$`).exec(url.pathname);
    if (req.method === 'GET') {
      const profile = new RegExp(`^/${this.version}/([^/]+)$`).exec(url.pathname);
      if (!profile) return this.refuse(res, 400, 100, `unsupported GET ${url.pathname}`);
      const fields = url.searchParams.get('fields') ?? '';
      if (fields !== 'first_name,last_name' && fields !== 'name,username') {
        return this.refuse(res, 400, 100, `unexpected profile fields ${fields}`);
      }
      if (!token || ![...this.tokens.values()].includes(token)) {
        return this.refuse(res, 401, 190, 'missing or invalid access token');
      }
      const userId = decodeURIComponent(profile[1]);
      this.profileRequests.push({ userId, fields });
      const known = this.profiles.get(userId);
      if (!known) {
        return this.graphError(res, 400, 100, 'Unsupported get request', 33);
      }
      const wanted = Object.fromEntries(
        fields.split(',').flatMap((field) => (known[field] ? [[field, known[field]]] : [])),
      );
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ...wanted, id: userId }));
      return;
    }
    if (req.method !== 'POST' || !send) {
      return this.refuse(res, 400, 100, `unsupported request ${req.method} ${url.pathname}`);
    }
    const senderId = decodeURIComponent(send[1]);
    const expected = this.tokens.get(senderId);
    if (expected === undefined) return this.refuse(res, 400, 100, `unknown sender ${senderId}`);
    if (token !== expected) return this.refuse(res, 401, 190, 'missing or invalid access token');
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      return this.refuse(res, 400, 100, 'Content-Type is not application/json');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return this.refuse(res, 400, 100, 'body is not JSON');
    }
    const problem = sendBodyProblem(body);
    if (problem) return this.refuse(res, 400, 100, problem);
    const next = this.plan.shift();
    const failure = next === 'accept' ? undefined : next;
    if (failure) {
      return this.graphError(
        res,
        failure.status,
        failure.code,
        failure.message ?? `(#${failure.code}) failure`,
        failure.subcode,
      );
    }
    const recipient = body.recipient as Record<string, string>;
    const messageId = `m_${randomBytes(18).toString('base64url')}`;
    this.messages.push({
      senderId,
      messageId,
      body,
      recipientId: recipient.id ?? null,
      commentId: recipient.comment_id ?? null,
      text: (body.message as { text: string }).text,
      messagingType: (body.messaging_type as string | undefined) ?? null,
      tag: (body.tag as string | undefined) ?? null,
    });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ recipient_id: recipient.id ?? recipient.comment_id, message_id: messageId }),
    );
  }
}

/** A Graph error the fake answers instead of accepting a send. */
export interface GraphFailure {
  status: number;
  code: number;
  subcode?: number;
  message?: string;
}

/** Ready-made failures, as Meta answers them. */
export const GRAPH_FAILURES = {
  /** Outside the allowed window (code 10, subcode 2018278). */
  windowClosed: {
    status: 400,
    code: 10,
    subcode: 2018278,
    message: '(#10) This message is sent outside of allowed window.',
  },
  /** The person is not available (551). */
  unavailable: { status: 400, code: 551, message: 'This person isn\u2019t available right now.' },
  /** The token expired or was revoked (190). */
  tokenExpired: {
    status: 401,
    code: 190,
    subcode: 463,
    message: 'Error validating access token: Session has expired.',
  },
  /** Page-level rate limit (613). */
  rateLimited: {
    status: 400,
    code: 613,
    message: '(#613) Calls to this api have exceeded the rate limit.',
  },
  /** Application-level rate limit (4). */
  appRateLimited: {
    status: 400,
    code: 4,
    message: '(#4) Application request limit reached',
  },
  /** The Send API's per-Page rate for the recipient (80006). */
  sendRateLimited: {
    status: 400,
    code: 80006,
    message: '(#80006) There have been too many messages sent to this Messenger user.',
  },
} satisfies Record<string, GraphFailure>;

/** A send the fake accepted. */
export interface AcceptedGraphMessage {
  senderId: string;
  messageId: string;
  body: Record<string, unknown>;
  recipientId: string | null;
  commentId: string | null;
  text: string;
  messagingType: string | null;
  tag: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a Send API body against Meta's documented shape, or null. */
function sendBodyProblem(body: unknown): string | null {
  if (!isObject(body)) return 'body is not an object';
  const recipient = body.recipient;
  if (!isObject(recipient)) return 'recipient is required';
  const message = body.message;
  if (!isObject(message) || typeof message.text !== 'string') return 'message.text is required';
  if (message.text.length === 0 || message.text.length > 2000) {
    return `message.text must be 1-2000 characters, got ${message.text.length}`;
  }
  if (
    message.metadata !== undefined &&
    (typeof message.metadata !== 'string' || message.metadata.length > 1000)
  ) {
    return 'message.metadata must be a string of at most 1000 characters';
  }
  if (recipient.comment_id !== undefined) {
    if (typeof recipient.comment_id !== 'string' || !/^\d+$/.test(recipient.comment_id))
      return 'recipient.comment_id must be a comment id';
    if (recipient.id !== undefined) return 'recipient has both id and comment_id';
    if (body.messaging_type !== undefined || body.tag !== undefined)
      return 'a private reply takes no messaging_type or tag';
    return null;
  }
  if (typeof recipient.id !== 'string' || !/^\d+$/.test(recipient.id))
    return `recipient.id must be a PSID/IGSID, got ${JSON.stringify(recipient.id)}`;
  const type = body.messaging_type;
  if (type !== 'RESPONSE' && type !== 'UPDATE' && type !== 'MESSAGE_TAG')
    return `messaging_type must be RESPONSE, UPDATE or MESSAGE_TAG, got ${JSON.stringify(type)}`;
  if (type === 'MESSAGE_TAG') {
    if (body.tag !== 'HUMAN_AGENT')
      return `tag ${JSON.stringify(body.tag)} is not allowed (only HUMAN_AGENT)`;
  } else if (body.tag !== undefined) {
    return 'tag is only allowed with messaging_type MESSAGE_TAG';
  }
  return null;
}

/** `X-Hub-Signature-256` of a webhook body as Meta computes it: `sha256=` + hex HMAC-SHA256 with the app secret. */
export function signMeta(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}
