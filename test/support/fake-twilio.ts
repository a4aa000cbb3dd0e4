import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's "Create a Message" endpoint, strict about what Twilio documents:
 *
 * - `POST /2010-04-01/Accounts/<AccountSid>/Messages.json` with HTTP Basic `<AccountSid>:<AuthToken>`
 *   and `Content-Type: application/x-www-form-urlencoded`;
 * - `To` in E.164, exactly one of `From` (E.164) and `MessagingServiceSid` (`MG…`), `Body`
 *   (1-1600 characters), and `StatusCallback`, when given, an absolute http(s) URL.
 *
 * An accepted request answers `201 {sid: "SM…", status: "queued", …}` and is recorded with its
 * arrival time. Anything else answers Twilio's error JSON (`{code, message, more_info, status}`:
 * 20003 authentication, 21604 / 21603 / 21602 missing To / From / Body, 21211 invalid To) and is
 * recorded in `violations`, which a test asserts is empty.
 */
export class FakeTwilio {
  readonly messages: AcceptedTwilioMessage[] = [];
  readonly violations: string[] = [];
  requests = 0;
  private readonly failures: TwilioFailure[] = [];
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>`: the value for `TWILIO_API_BASE_URL`. */
    readonly baseUrl: string,
    private readonly accounts: Map<string, string>,
  ) {}

  /** Starts the fake on 127.0.0.1 on a free port; `accounts` are the Account SIDs it knows, with their tokens. */
  static async start(accounts: { accountSid: string; authToken: string }[]): Promise<FakeTwilio> {
    const map = new Map(accounts.map((a) => [a.accountSid, a.authToken]));
    let fake: FakeTwilio | null = null;
    const server = createServer((req, res) => void fake?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeTwilio(server, `http://127.0.0.1:${port}`, map);
    return fake;
  }

  /** Answers the next `count` well-formed requests with `failure` instead of accepting them. */
  failNext(count: number, failure: TwilioFailure): void {
    for (let i = 0; i < count; i++) this.failures.push(failure);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private error(
    res: ServerResponse,
    status: number,
    code: number,
    message: string,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(
      JSON.stringify({
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      }),
    );
  }

  private refuse(res: ServerResponse, status: number, code: number, violation: string): void {
    this.violations.push(violation);
    this.error(res, status, code, violation);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method !== 'POST' || !match) {
      return this.refuse(res, 404, 20404, `unsupported request ${req.method} ${path}`);
    }
    const accountSid = decodeURIComponent(match[1]);
    const token = this.accounts.get(accountSid);
    const expected =
      token === undefined
        ? null
        : `Basic ${Buffer.from(`${accountSid}:${token}`).toString('base64')}`;
    if (!expected || req.headers.authorization !== expected) {
      return this.refuse(res, 401, 20003, 'Authenticate: missing or wrong Basic credentials');
    }
    if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) {
      return this.refuse(
        res,
        400,
        20001,
        `Content-Type ${req.headers['content-type']} is not a form`,
      );
    }
    const form = new URLSearchParams(raw);
    const params = Object.fromEntries(form);
    for (const name of new Set(form.keys())) {
      if (form.getAll(name).length > 1) return this.refuse(res, 400, 20001, `${name} given twice`);
    }
    const problem = twilioFormProblem(params);
    if (problem) return this.refuse(res, 400, problem.code, problem.message);

    const failure = this.failures.shift();
    if (failure) {
      if (failure.kind === 'hang') {
        this.hanging.add(res);
        res.on('close', () => this.hanging.delete(res));
        return;
      }
      return this.error(
        res,
        failure.status,
        failure.code,
        failure.message ?? `error ${failure.code}`,
        failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {},
      );
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.messages.push({
      sid,
      accountSid,
      authorization: req.headers.authorization,
      params,
      at: performance.now(),
    });
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        sid,
        account_sid: accountSid,
        to: params.To,
        from: params.From ?? null,
        messaging_service_sid: params.MessagingServiceSid ?? null,
        body: params.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      }),
    );
  }
}

/** What `FakeTwilio` answers instead of accepting a request. */
export type TwilioFailure =
  | { kind: 'error'; status: number; code: number; message?: string; retryAfter?: string }
  | { kind: 'hang' };

/** Ready-made failures, as Twilio answers them. */
export const TWILIO_FAILURES = {
  /** HTTP 429, code 20429, Retry-After: 3. */
  tooManyRequests: {
    kind: 'error',
    status: 429,
    code: 20429,
    message: 'Too Many Requests',
    retryAfter: '3',
  },
  /** HTTP 500. */
  serverError: { kind: 'error', status: 500, code: 20500, message: 'Internal Server Error' },
  /** 21211: invalid 'To' number (permanent). */
  invalidTo: {
    kind: 'error',
    status: 400,
    code: 21211,
    message: "The 'To' number is not a valid phone number.",
  },
  hang: { kind: 'hang' },
} satisfies Record<string, TwilioFailure>;

/** A message the fake accepted. */
export interface AcceptedTwilioMessage {
  sid: string;
  accountSid: string;
  authorization: string | undefined;
  /** The posted form parameters. */
  params: Record<string, string>;
  /** `performance.now()` at arrival, in ms. */
  at: number;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function twilioFormProblem(
  params: Record<string, string>,
): { code: number; message: string } | null {
  if (!params.To) return { code: 21604, message: "A 'To' phone number is required." };
  if (!E164.test(params.To))
    return { code: 21211, message: `Invalid 'To' Phone Number: ${params.To}` };
  const hasFrom = params.From !== undefined;
  const hasService = params.MessagingServiceSid !== undefined;
  if (hasFrom === hasService)
    return { code: 21603, message: "Exactly one of 'From' and 'MessagingServiceSid' is required." };
  if (hasFrom && !E164.test(params.From))
    return { code: 21606, message: `Invalid 'From' number: ${params.From}` };
  if (hasService && !/^MG[0-9a-f]{32}$/i.test(params.MessagingServiceSid))
    return { code: 21701, message: 'Invalid MessagingServiceSid.' };
  if (!params.Body || params.Body.length > 1600)
    return { code: 21602, message: 'Message body is required (1-1600 characters).' };
  if (params.StatusCallback !== undefined && !/^https?:\/\/\S+$/.test(params.StatusCallback))
    return { code: 21609, message: 'Invalid StatusCallback URL.' };
  return null;
}

/**
 * `X-Twilio-Signature` as Twilio computes it: base64 HMAC-SHA1 with the auth token over the full
 * URL followed by each POST parameter, sorted by name, as name + value.
 */
export function signTwilio(url: string, params: Record<string, string>, authToken: string): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}
