/**
 * The benchmark's baseline: a bare `node:https` + `pg` server answering the benchmarked routes
 * with the same SQL as Parley (key lookup by SHA-256 hash, contact insert with ON CONFLICT,
 * lookups, list add with its outbox event in one transaction, an incoming custom-channel message
 * with its identity lock, contact, conversation, message and outbox event in one transaction)
 * and the same phone rules, but none of the framework: no Nest, no validation pipe, no guards,
 * no logging, no metrics.
 * It tells how much of Parley's time is the framework and the product's cross-cutting work.
 *
 * Usage: node dist/bench/bare-server.js <port> <postgresUrl> <poolSize> <certFile> <keyFile>
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { Pool } from 'pg';
import { alwaysPreparedPoolConfig } from '../src/database/prepared-statements';
import {
  normalisePhone,
  normalisePhoneForLookup,
} from '../src/modules/contacts/domain/phone-number';

const [port, url, poolSize, certFile, keyFile] = process.argv.slice(2);
// the same driver as Parley on PostgreSQL: named prepared statements (docs/performance.md#prepared-statements)
const pool = new Pool(alwaysPreparedPoolConfig({ connectionString: url, max: Number(poolSize) }));
const CONTACT = `id, first_name AS "firstName", last_name AS "lastName", phone, email,
  custom_fields AS "customFields", created_at AS "createdAt"`;
/** Parley's column lists of the rows the incoming-message route reads back (same row width). */
const CONTACT_ROW = `id, account_id AS "accountId", first_name AS "firstName", last_name AS "lastName",
  phone, email, email_key AS "emailKey", custom_fields AS "customFields", created_at AS "createdAt",
  opted_out_at AS "optedOutAt"`;
const CHANNEL = `id, account_id AS "accountId", name, delivery_url AS "deliveryUrl",
  signing_secret AS "signingSecret", previous_signing_secret AS "previousSigningSecret",
  previous_secret_expires_at AS "previousSecretExpiresAt", created_at AS "createdAt",
  updated_at AS "updatedAt"`;
const CONVERSATION = `id, account_id AS "accountId", contact_id AS "contactId", channel,
  custom_channel_id AS "customChannelId", campaign_id AS "campaignId", owner,
  last_message_at AS "lastMessageAt", created_at AS "createdAt"`;
const MESSAGE = `id, account_id AS "accountId", conversation_id AS "conversationId",
  contact_id AS "contactId", direction, channel, purpose, body, status, error_code AS "errorCode",
  error_message AS "errorMessage", campaign_id AS "campaignId", template_id AS "templateId",
  provider, external_id AS "externalId", send_started_at AS "sendStartedAt",
  sent_at AS "sentAt", delivered_at AS "deliveredAt", read_at AS "readAt",
  failed_at AS "failedAt", created_at AS "createdAt", message_type AS "messageType",
  reacts_to_message_id AS "reactsToMessageId", metadata`;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length
    ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
    : {};
}

async function accountOf(req: IncomingMessage): Promise<string | null> {
  const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!key) return null;
  const hash = createHash('sha256').update(key).digest('hex');
  const { rows } = await pool.query(
    `SELECT a.id FROM accounts a JOIN api_keys k ON k.account_id = a.id WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
    [hash],
  );
  return rows[0]?.id ?? null;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const accountId = await accountOf(req);
  if (!accountId) return send(res, 401, { error: { code: 'API_KEY_INVALID' } });
  const path = new URL(req.url ?? '/', 'https://bare');
  if (req.method === 'POST' && path.pathname === '/v1/contacts') {
    const body = await readJson(req);
    const phone = normalisePhone(String(body.phone ?? body.phone_number));
    const inserted = await pool.query(
      `INSERT INTO contacts (account_id, first_name, last_name, phone, custom_fields) VALUES ($1, $2, $3, $4, '{}')
       ON CONFLICT (account_id, phone) WHERE phone IS NOT NULL DO NOTHING RETURNING ${CONTACT}`,
      [accountId, body.firstName ?? null, body.lastName ?? null, phone],
    );
    if (inserted.rows[0]) return send(res, 201, inserted.rows[0]);
    const existing = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = (SELECT $1::uuid) AND phone = $2`,
      [accountId, phone],
    );
    return send(res, 200, existing.rows[0]);
  }
  if (req.method === 'GET' && path.pathname === '/v1/contacts') {
    const phone = normalisePhoneForLookup(path.searchParams.get('phoneNumber') ?? '');
    const found = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = (SELECT $1::uuid) AND phone = $2`,
      [accountId, phone],
    );
    return found.rows[0]
      ? send(res, 200, found.rows[0])
      : send(res, 404, { error: { code: 'CONTACT_NOT_FOUND' } });
  }
  const listAdd = /^\/v1\/lists\/([0-9a-f-]{36})\/contacts$/.exec(path.pathname);
  if (req.method === 'POST' && listAdd) {
    const listId = listAdd[1];
    const body = await readJson(req);
    const contactId = String(body.contactId ?? body.contact_id);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const list = await client.query(`SELECT 1 FROM lists WHERE account_id = $1 AND id = $2`, [
        accountId,
        listId,
      ]);
      const contact = await client.query(
        `SELECT id FROM contacts WHERE account_id = (SELECT $1::uuid) AND id = $2`,
        [accountId, contactId],
      );
      if (!list.rows[0] || !contact.rows[0]) {
        await client.query('ROLLBACK');
        return send(res, 404, { error: { code: 'NOT_FOUND' } });
      }
      const operationId = randomUUID();
      const added = await client.query(
        `INSERT INTO list_members (list_id, contact_id, account_id, operation_id) VALUES ($2, $3, $1, $4)
         ON CONFLICT (list_id, contact_id) DO NOTHING RETURNING contact_id`,
        [accountId, listId, contactId, operationId],
      );
      if (added.rows.length > 0) {
        await client.query(
          `INSERT INTO outbox_events (account_id, type, payload) VALUES ($1, 'ContactsAddedToList', $2)`,
          [accountId, JSON.stringify({ listId, contactIds: [contactId], operationId })],
        );
      }
      await client.query('COMMIT');
      const added1 = added.rows.length > 0;
      return send(res, added1 ? 201 : 200, {
        listId,
        added: added1 ? [contactId] : [],
        alreadyMembers: added1 ? [] : [contactId],
        notFound: [],
        campaigns: [],
      });
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  if (req.method === 'POST' && path.pathname === '/v1/incoming_custom_channel_message') {
    return incomingCustomChannelMessage(accountId, await readJson(req), res);
  }
  send(res, 404, { error: { code: 'NOT_FOUND' } });
}

/**
 * `POST /v1/incoming_custom_channel_message` with Parley's statements in Parley's order: the
 * channel by the `toId` name (outside the transaction), then in one transaction the identity's
 * advisory lock, its lookup, the contact (found by id, or inserted without phone or email with
 * its identity), the conversation upsert, the message insert `ON CONFLICT DO NOTHING`, and the
 * outbox event (new) or the first recording's id (repeat). Only the path the bench drives: a
 * `fromId` that is neither a phone nor an email, a `toId` naming a channel, a text message.
 */
async function incomingCustomChannelMessage(
  accountId: string,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const data = (body.customData ?? {}) as Record<string, unknown>;
  const messageSid = String(data.messageSid ?? data.id);
  const fromId = String(data.fromId);
  const toId = String(data.toId);
  const channels = await pool.query(
    `SELECT ${CHANNEL} FROM custom_channels
      WHERE account_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL`,
    [accountId, toId],
  );
  const channelId: string | null = channels.rows[0]?.id ?? null;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7))`, [
      `identity:${accountId}:${channelId ?? '-'}:${fromId}`,
    ]);
    const identity = await client.query(
      `SELECT contact_id AS "contactId" FROM contact_identities
        WHERE account_id = $1 AND custom_channel_id IS NOT DISTINCT FROM $2 AND external_id = $3`,
      [accountId, channelId, fromId],
    );
    const known: string | undefined = identity.rows[0]?.contactId;
    let contactId: string;
    const existing = known
      ? await client.query(
          `SELECT ${CONTACT_ROW} FROM contacts WHERE account_id = (SELECT $1::uuid) AND id = $2`,
          [accountId, known],
        )
      : null;
    if (existing?.rows[0]) {
      contactId = existing.rows[0].id;
    } else {
      const inserted = await client.query(
        `INSERT INTO contacts (account_id, first_name, last_name, custom_fields)
         VALUES ($1, $2, $3, $4::jsonb) RETURNING ${CONTACT_ROW}`,
        [accountId, null, null, '{}'],
      );
      contactId = inserted.rows[0].id;
      await client.query(
        `INSERT INTO contact_identities (account_id, custom_channel_id, external_id, contact_id)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id, custom_channel_id, external_id) DO NOTHING`,
        [accountId, channelId, fromId, contactId],
      );
    }
    const conversation = (
      await client.query(
        `INSERT INTO conversations (account_id, contact_id, channel, campaign_id, custom_channel_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (account_id, contact_id, channel, custom_channel_id)
         DO UPDATE SET campaign_id = CASE WHEN $6 AND EXCLUDED.campaign_id IS NOT NULL
                                          THEN EXCLUDED.campaign_id
                                          ELSE COALESCE(conversations.campaign_id, EXCLUDED.campaign_id) END
         RETURNING ${CONVERSATION}`,
        [accountId, contactId, 'custom', null, channelId, false],
      )
    ).rows[0];
    const message = (
      await client.query(
        `WITH inserted AS (
           INSERT INTO messages (account_id, conversation_id, contact_id, direction, channel, purpose,
                                 body, status, provider, external_id, created_at, message_type,
                                 reacts_to_message_id, metadata)
           VALUES ($1, $2, $3, 'inbound', $4, 'inbound', $5, 'received', $6, $7, $8, $9, $10, $11)
           ON CONFLICT (account_id, provider, external_id) WHERE external_id IS NOT NULL DO NOTHING
           RETURNING ${MESSAGE}),
         touched AS (
           UPDATE conversations SET last_message_at = now()
            WHERE id = $2 AND account_id = $1 AND EXISTS (SELECT 1 FROM inserted))
         SELECT * FROM inserted`,
        [
          accountId,
          conversation.id,
          contactId,
          'custom',
          String(data.body),
          'custom',
          messageSid,
          new Date(),
          'text',
          null,
          JSON.stringify({ toId, status: data.status ?? 'received' }),
        ],
      )
    ).rows[0];
    let id: string;
    if (message) {
      id = message.id;
      await client.query(
        `INSERT INTO outbox_events (account_id, type, payload) VALUES ($1, $2, $3) RETURNING id`,
        [
          accountId,
          'InboundMessageRecorded',
          JSON.stringify({
            messageId: message.id,
            contactId,
            conversationId: conversation.id,
            channel: conversation.channel,
            receivedAt: new Date(message.createdAt).toISOString(),
            messageType: message.messageType,
          }),
        ],
      );
    } else {
      const first = await client.query(
        `SELECT id FROM messages WHERE account_id = $1 AND provider = $2 AND external_id = $3`,
        [accountId, 'custom', messageSid],
      );
      id = first.rows[0].id;
    }
    await client.query('COMMIT');
    return send(res, message ? 201 : 200, { id, duplicate: !message });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
  process.stdout.write(`bare server listening on ${port}\n`),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
