/**
 * The benchmark's baseline: a bare `node:https` + `pg` server answering the benchmarked routes
 * with the same SQL as Parley (key lookup by SHA-256 hash, contact insert with ON CONFLICT,
 * lookups, list add with its outbox event in one transaction) and the same phone rules, but
 * none of the framework: no Nest, no validation pipe, no guards, no logging, no metrics.
 * It tells how much of Parley's time is the framework and the product's cross-cutting work.
 *
 * Usage: node dist/bench/bare-server.js <port> <postgresUrl> <poolSize> <certFile> <keyFile>
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { Pool } from 'pg';
import {
  normalisePhone,
  normalisePhoneForLookup,
} from '../src/modules/contacts/domain/phone-number';

const [port, url, poolSize, certFile, keyFile] = process.argv.slice(2);
const pool = new Pool({ connectionString: url, max: Number(poolSize) });
const CONTACT = `id, first_name AS "firstName", last_name AS "lastName", phone, email,
  custom_fields AS "customFields", created_at AS "createdAt"`;

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
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
      [accountId, phone],
    );
    return send(res, 200, existing.rows[0]);
  }
  if (req.method === 'GET' && path.pathname === '/v1/contacts') {
    const phone = normalisePhoneForLookup(path.searchParams.get('phoneNumber') ?? '');
    const found = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
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
        `SELECT id FROM contacts WHERE account_id = $1 AND id = $2`,
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
  send(res, 404, { error: { code: 'NOT_FOUND' } });
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
