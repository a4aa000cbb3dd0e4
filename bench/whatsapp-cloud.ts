/**
 * A local stand-in for the WhatsApp Cloud API's send endpoint, for the campaign benchmark's
 * WhatsApp mode (bench/campaign-dispatch.ts; docs/performance.md#pipeline): `node:http` on
 * 127.0.0.1, answering `POST /v23.0/{phone-number-id}/messages` as Meta does (200
 * `{messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid.…"}]}`) and recording
 * when each request's body had fully arrived (ms since the epoch, sub-millisecond) and to whom.
 * Anything else is answered 200 `{}` (nothing is checked: the Graph contract is the e2e tests'
 * fake's job). Parley is pointed at it with `WHATSAPP_API_BASE_URL` = `url`.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The stand-in while it runs. */
export interface WhatsAppCloudStandIn {
  /** The base URL with its version, e.g. `http://127.0.0.1:41234/v23.0`. */
  url: string;
  /** Arrival time of each send, ms since the epoch, in arrival order. */
  arrivals: number[];
  /** Sends per recipient (`to`, digits): more than one is a send doubled. */
  recipients: Map<string, number>;
  /** Sends per phone number id (from the path). */
  phoneNumberIds: Map<string, number>;
  /** Forgets what was recorded (between runs on one stand-in). */
  reset(): void;
  close(): Promise<void>;
}

const clock = () => performance.timeOrigin + performance.now();
const SEND_PATH = /^\/v[\d.]+\/(\d+)\/messages$/;

/** Starts the stand-in on a free port of 127.0.0.1. @returns it once it listens. */
export async function startWhatsAppCloudStandIn(): Promise<WhatsAppCloudStandIn> {
  const arrivals: number[] = [];
  const recipients = new Map<string, number>();
  const phoneNumberIds = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = clock();
      const send = req.method === 'POST' ? SEND_PATH.exec(req.url ?? '') : null;
      if (!send) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{}');
        return;
      }
      let to = '';
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          to?: string;
          recipient?: string;
        };
        to = body.to ?? body.recipient ?? '';
      } catch {
        // counted all the same: it reached the provider
      }
      arrivals.push(at);
      recipients.set(to, (recipients.get(to) ?? 0) + 1);
      phoneNumberIds.set(send[1], (phoneNumberIds.get(send[1]) ?? 0) + 1);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.${randomBytes(12).toString('base64url')}` }],
        }),
      );
    });
  });
  // Parley keeps connections alive; many workers' sockets stay open between sends.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v23.0`,
    arrivals,
    recipients,
    phoneNumberIds,
    reset() {
      arrivals.length = 0;
      recipients.clear();
      phoneNumberIds.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
