/**
 * The Messenger webhook benchmark's baseline (bench/meta-webhooks.ts): a bare `node:https` + `pg`
 * server answering `POST /v1/webhooks/messenger/<connectionId>` by writing, before it answers,
 * the rows Parley ends with for one inbound text: the connection read by id, its sealed app
 * secret opened (the same `SecretBox`), `X-Hub-Signature-256` verified over the raw body, the
 * notification read (the same pure `parseMetaWebhook`), Meta's profile API asked for a PSID not
 * known yet, then in one transaction per message the identity's advisory lock, its lookup, the
 * contact and its scoped identity (when new), the conversation upsert, the message insert
 * `ON CONFLICT DO NOTHING` (by `mid`) and its `InboundMessageRecorded` outbox event. No Nest, no
 * validation, no guards, no logging, no outbox hop.
 *
 * Usage: ENCRYPTION_KEY=<base64> MESSENGER_API_BASE_URL=<url> \
 *   node dist/bench/bare-meta-server.js <port> <postgresUrl> <poolSize> <certFile> <keyFile>
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { Pool } from 'pg';
import { alwaysPreparedPoolConfig } from '../src/database/prepared-statements';
import { SecretBox } from '../src/common/crypto/secret-box';
import type { ChannelConnection } from '../src/modules/channels/channel-connection.entity';
import { openMetaSecrets } from '../src/modules/channels/connection-secrets';
import {
  type MetaMessageEvent,
  parseMetaWebhook,
} from '../src/modules/channels/adapters/meta/domain/meta-webhooks';
import { verifyWhatsAppSignature } from '../src/modules/channels/domain/webhook-signatures';

const [port, url, poolSize, certFile, keyFile] = process.argv.slice(2);
// the same driver as Parley on PostgreSQL: named prepared statements (docs/performance.md#prepared-statements)
const pool = new Pool(alwaysPreparedPoolConfig({ connectionString: url, max: Number(poolSize) }));
const box = new SecretBox(Buffer.from(process.env.ENCRYPTION_KEY ?? '', 'base64'));
const graph = (process.env.MESSENGER_API_BASE_URL ?? '').replace(/\/+$/, '');

const CONNECTION = `id, account_id AS "accountId", channel, provider, page_id AS "pageId",
  instagram_account_id AS "instagramAccountId", secrets`;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Meta's profile of a PSID (`first_name,last_name`), or nulls when it does not answer. */
async function profile(psid: string, token: string): Promise<[string | null, string | null]> {
  try {
    const res = await fetch(`${graph}/${encodeURIComponent(psid)}?fields=first_name,last_name`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) return [null, null];
    const json = (await res.json()) as { first_name?: string; last_name?: string };
    return [json.first_name ?? null, json.last_name ?? null];
  } catch {
    return [null, null];
  }
}

/** One inbound text, recorded once per `mid`, with its contact, conversation and event. */
async function record(
  accountId: string,
  pageId: string,
  event: MetaMessageEvent,
  token: string,
): Promise<void> {
  const scope = `messenger:${pageId}`;
  const known = await pool.query(
    `SELECT contact_id FROM contact_identities
      WHERE account_id = $1 AND custom_channel_id IS NULL AND scope = $2 AND external_id = $3`,
    [accountId, scope, event.userId],
  );
  const [firstName, lastName] = known.rows[0] ? [null, null] : await profile(event.userId, token);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 11))`, [
      `message:${accountId}:messenger:${event.mid}`,
    ]);
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `identity:${accountId}:-:${scope}:${event.userId}`,
    ]);
    const identity = await client.query(
      `SELECT contact_id AS "contactId" FROM contact_identities
        WHERE account_id = $1 AND custom_channel_id IS NULL AND scope = $2 AND external_id = $3`,
      [accountId, scope, event.userId],
    );
    let contactId: string | undefined = identity.rows[0]?.contactId;
    if (!contactId) {
      const inserted = await client.query(
        `INSERT INTO contacts (account_id, first_name, last_name, custom_fields)
         VALUES ($1, $2, $3, '{}'::jsonb) RETURNING id`,
        [accountId, firstName, lastName],
      );
      contactId = inserted.rows[0].id as string;
      await client.query(
        `INSERT INTO contact_identities (account_id, custom_channel_id, external_id, contact_id, scope)
         VALUES ($1, NULL, $2, $3, $4)
         ON CONFLICT (account_id, custom_channel_id, scope, external_id) DO NOTHING`,
        [accountId, event.userId, contactId, scope],
      );
    }
    const conversation = (
      await client.query(
        `INSERT INTO conversations (account_id, contact_id, channel, campaign_id, custom_channel_id)
         VALUES ($1, $2, 'messenger', NULL, NULL)
         ON CONFLICT (account_id, contact_id, channel, custom_channel_id) WHERE contact_id IS NOT NULL
         DO UPDATE SET campaign_id = COALESCE(conversations.campaign_id, EXCLUDED.campaign_id)
         RETURNING id`,
        [accountId, contactId],
      )
    ).rows[0];
    const message = (
      await client.query(
        `WITH inserted AS (
           INSERT INTO messages (account_id, conversation_id, contact_id, direction, channel, purpose,
                                 body, status, provider, external_id, created_at, message_type)
           VALUES ($1, $2, $3, 'inbound', 'messenger', 'inbound', $4, 'received', 'messenger', $5, $6, 'text')
           ON CONFLICT (account_id, provider, external_id) WHERE external_id IS NOT NULL DO NOTHING
           RETURNING id, created_at),
         touched AS (
           UPDATE conversations
              SET last_message_at = date_trunc('milliseconds', now()),
                  updated_at = date_trunc('milliseconds', now()), unread_count = unread_count + 1,
                  last_inbound_at = GREATEST(last_inbound_at, (SELECT created_at FROM inserted))
            WHERE id = $2 AND account_id = $1 AND EXISTS (SELECT 1 FROM inserted))
         SELECT * FROM inserted`,
        [accountId, conversation.id, contactId, event.body, event.mid, new Date(event.occurredAt)],
      )
    ).rows[0];
    if (message) {
      await client.query(
        `INSERT INTO outbox_events (account_id, type, payload) VALUES ($1, 'InboundMessageRecorded', $2)`,
        [
          accountId,
          JSON.stringify({
            messageId: message.id,
            contactId,
            conversationId: conversation.id,
            channel: 'messenger',
            receivedAt: new Date(message.created_at).toISOString(),
            messageType: 'text',
          }),
        ],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = /^\/v1\/webhooks\/messenger\/([0-9a-f-]{36})$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !match) return send(res, 404, { error: { code: 'NOT_FOUND' } });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const found = await pool.query(
    `SELECT ${CONNECTION} FROM channel_connections WHERE id = $1 AND provider = 'messenger'`,
    [match[1]],
  );
  const connection = found.rows[0] as ChannelConnection | undefined;
  if (!connection) return send(res, 404, { error: { code: 'CHANNEL_NOT_FOUND' } });
  const { appSecret, accessToken } = openMetaSecrets(box, connection);
  const signature = req.headers['x-hub-signature-256'];
  if (
    !verifyWhatsAppSignature(raw, Array.isArray(signature) ? signature[0] : signature, appSecret)
  ) {
    return send(res, 401, { error: { code: 'INVALID_SIGNATURE' } });
  }
  const parsed = parseMetaWebhook(
    JSON.parse(raw.toString('utf8')),
    'messenger',
    connection.pageId!,
  );
  for (const event of parsed.events) {
    if (event.kind === 'message' && !event.echo) {
      await record(connection.accountId, connection.pageId!, event, accessToken);
    }
  }
  send(res, 200, { received: parsed.events.length });
}

const server = createServer(
  { cert: readFileSync(certFile), key: readFileSync(keyFile) },
  (req, res) => {
    handle(req, res).catch((error) =>
      send(res, 500, { error: { code: 'INTERNAL_ERROR', message: String(error) } }),
    );
  },
);
server.listen(Number(port), '127.0.0.1', () =>
  process.stdout.write(`bare meta server listening on ${port}\n`),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
