import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A submission the fake accepted: the path, the bearer token and the JSON body. */
export interface TemplateSubmissionSeen {
  path: string;
  token: string | null;
  body: Record<string, unknown>;
}

/**
 * A local stand-in for the WhatsApp Business Management API's template endpoints (Graph v23.0):
 * `POST /<version>/<waba-id>/message_templates` (a new template: answers
 * `{id, status: "PENDING", category}`) and `POST /<version>/<template-id>` (an edit: answers
 * `{success: true}`). Only the WhatsApp Business Account ids and tokens it was started with are
 * known; anything else answers a Graph error (`{error: {message, type, code}}`) and is recorded
 * in `violations`. `refuseNext` makes the next submission answer code 100 with a user message.
 */
export class FakeTemplateReview {
  readonly submissions: TemplateSubmissionSeen[] = [];
  readonly violations: string[] = [];
  private refusal: string | null = null;
  private sequence = 0;

  private constructor(
    private readonly server: Server,
    /** `http://127.0.0.1:<port>/v23.0`: the value for `WHATSAPP_API_BASE_URL`. */
    readonly baseUrl: string,
    private readonly accounts: Map<string, string>,
  ) {}

  /** Starts the fake on 127.0.0.1; `accounts` are the WABA ids it knows with their tokens. */
  static async start(
    accounts: { wabaId: string; accessToken: string }[],
  ): Promise<FakeTemplateReview> {
    const holder: { fake?: FakeTemplateReview } = {};
    const server = createServer((req, res) => void holder.fake?.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.fake = new FakeTemplateReview(
      server,
      `http://127.0.0.1:${port}/v23.0`,
      new Map(accounts.map((a) => [a.wabaId, a.accessToken])),
    );
    return holder.fake;
  }

  /** The next submission is refused with this user message (Graph code 100). */
  refuseNext(message: string): void {
    this.refusal = message;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '';
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const fail = (status: number, code: number, message: string) => {
      this.violations.push(`${req.method} ${path}: ${message}`);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message, type: 'OAuthException', code } }));
    };
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return fail(400, 100, 'body is not JSON');
    }
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json')
      return fail(400, 100, 'POST with application/json expected');
    const created = /^\/v23\.0\/(\d+)\/message_templates$/.exec(path);
    const edited = /^\/v23\.0\/(tpl_\d+)$/.exec(path);
    if (created) {
      if (this.accounts.get(created[1]) !== token) return fail(401, 190, 'invalid token');
      if (
        typeof body.name !== 'string' ||
        typeof body.language !== 'string' ||
        !['MARKETING', 'UTILITY', 'AUTHENTICATION'].includes(String(body.category)) ||
        !Array.isArray(body.components)
      )
        return fail(400, 100, `bad submission ${JSON.stringify(body)}`);
    } else if (edited) {
      if (![...this.accounts.values()].includes(token ?? ''))
        return fail(401, 190, 'invalid token');
      if (!Array.isArray(body.components)) return fail(400, 100, 'components expected');
    } else {
      return fail(404, 100, `unknown path ${path}`);
    }
    this.submissions.push({ path, token, body });
    if (this.refusal) {
      const message = this.refusal;
      this.refusal = null;
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: 'Invalid parameter',
            type: 'OAuthException',
            code: 100,
            error_user_msg: message,
          },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (created) {
      this.sequence += 1;
      res.end(
        JSON.stringify({ id: `tpl_${this.sequence}`, status: 'PENDING', category: body.category }),
      );
    } else {
      res.end(JSON.stringify({ success: true }));
    }
  }
}
