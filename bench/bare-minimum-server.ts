/**
 * The proxy-topology benchmark's floor (docs/performance.md): a bare `node:http` + `pg` server that
 * does only each operation's own SQL, as plain HTTP behind a TLS-terminating proxy would see it. No
 * key lookup (a constant key compare: the one account id is given), no rate limit, no phone parsing
 * (the bench sends E.164 numbers), no logging: JSON in, one statement (or the list add's
 * transaction), JSON out. What is left is the physical minimum of the operation on this machine.
 *
 * Routes: `POST /v1/contacts` (one account-scoped `INSERT … ON CONFLICT DO NOTHING RETURNING`,
 * then the `SELECT` of the existing row on a conflict), `GET /v1/contacts?phoneNumber=` (one
 * indexed `SELECT`), `POST /v1/lists/{id}/contacts` (Parley's transaction: list and contact
 * checks, the member insert, the outbox event when added).
 *
 * Usage: node dist/bench/bare-minimum-server.js <port> <postgresUrl> <poolSize> <apiKey> <accountId>
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'pg';
import { alwaysPreparedPoolConfig } from '../src/database/prepared-statements';

const [port, url, poolSize, apiKey, accountId] = process.argv.slice(2);
// the same driver as Parley on PostgreSQL: named prepared statements (docs/performance.md#prepared-statements)
const pool = new Pool(alwaysPreparedPoolConfig({ connectionString: url, max: Number(poolSize) }));
const expectedAuthorization = `Bearer ${apiKey}`;
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

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.headers.authorization !== expectedAuthorization)
    return send(res, 401, { error: { code: 'API_KEY_INVALID' } });
  const path = new URL(req.url ?? '/', 'http://bare');
  if (req.method === 'POST' && path.pathname === '/v1/contacts') {
    const body = await readJson(req);
    const inserted = await pool.query(
      `INSERT INTO contacts (account_id, first_name, last_name, phone, custom_fields) VALUES ($1, $2, $3, $4, '{}')
       ON CONFLICT (account_id, phone) WHERE phone IS NOT NULL DO NOTHING RETURNING ${CONTACT}`,
      [accountId, body.firstName ?? null, body.lastName ?? null, body.phone],
    );
    if (inserted.rows[0]) return send(res, 201, inserted.rows[0]);
    const existing = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
      [accountId, body.phone],
    );
    return send(res, 200, existing.rows[0]);
  }
  if (req.method === 'GET' && path.pathname === '/v1/contacts') {
    const found = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
      [accountId, path.searchParams.get('phoneNumber')],
    );
    return found.rows[0]
      ? send(res, 200, found.rows[0])
      : send(res, 404, { error: { code: 'CONTACT_NOT_FOUND' } });
  }
  const listAdd = /^\/v1\/lists\/([0-9a-f-]{36})\/contacts$/.exec(path.pathname);
  if (req.method === 'POST' && listAdd) {
    const listId = listAdd[1];
    const body = await readJson(req);
    const contactId = String(body.contactId);
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
      const isNew = added.rows.length > 0;
      return send(res, isNew ? 201 : 200, {
        listId,
        added: isNew ? [contactId] : [],
        alreadyMembers: isNew ? [] : [contactId],
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

const server = createServer((req, res) => {
  handle(req, res).catch((error) =>
    send(res, 500, { error: { code: 'INTERNAL_ERROR', message: String(error) } }),
  );
});
server.listen(Number(port), '127.0.0.1', () =>
  process.stdout.write(`bare minimum server listening on ${port}\n`),
);
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
