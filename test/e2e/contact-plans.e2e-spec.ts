import { DataSource, type EntityManager } from 'typeorm';
import { ContactsRepository } from '../../src/modules/contacts/contacts.repository';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/** Every index a JSON plan (`EXPLAIN (FORMAT JSON)`) reads, in any of its nodes. */
function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as Record<string, unknown>;
  return [
    ...(typeof node['Index Name'] === 'string' ? [node['Index Name']] : []),
    ...Object.values(node).flatMap(indexesOf),
  ];
}

/**
 * A new account that grows before the next ANALYZE (docs/performance.md, "A new account"): the
 * planner's statistics know only the accounts that existed at the last ANALYZE, and while their
 * most-common-values list covers every row, it estimates the new one at a single row. The
 * contact lookups by phone and by id must still probe the index that holds the account and the
 * key, never scan every contact of the account.
 */
describe('Contact lookups in an account the statistics have not seen', () => {
  let t: TestApp;
  let db: DataSource;
  let known: TestAccount;
  let grown: TestAccount;
  let contactId: string;
  /** Runs the repository's statements under EXPLAIN: its "rows" are the plan. */
  let explaining: EntityManager;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_ROLE: 'api' } });
    db = t.app.get(DataSource);
    known = await createAccount(t.app);
    await db.query(
      `INSERT INTO contacts (account_id, phone, custom_fields)
       SELECT $1, '+1212' || (2000000 + g)::text, '{}' FROM generate_series(1, 2000) AS g`,
      [known.id],
    );
    await db.query('ANALYZE contacts');
    grown = await createAccount(t.app);
    await db.query(
      `INSERT INTO contacts (account_id, phone, custom_fields)
       SELECT $1, '+1646' || (2000000 + g)::text, '{}' FROM generate_series(1, 20000) AS g`,
      [grown.id],
    );
    [{ id: contactId }] = await db.query(
      `SELECT id FROM contacts WHERE account_id = $1 AND phone = '+16462010000'`,
      [grown.id],
    );
    explaining = {
      query: (sql: string, params?: unknown[]) => db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params),
    } as unknown as EntityManager;
  }, 120_000);
  afterAll(() => t.close());

  it('the account alone is estimated at one row, so the plain form scans the account (the case is real)', async () => {
    const [row] = await db.query(
      `EXPLAIN (FORMAT JSON) SELECT id FROM contacts WHERE account_id = $1 AND phone = ANY($2::text[])`,
      [grown.id, ['+16462010000']],
    );
    expect(indexesOf(row['QUERY PLAN'])).not.toContain('contacts_account_phone_key');
  });

  it('finds by phone through contacts_account_phone_key', async () => {
    const [row] = (await t.app
      .get(ContactsRepository)
      .findByPhones(grown.id, ['+16462010000'], explaining)) as unknown as Record<
      string,
      unknown
    >[];
    expect(indexesOf(row['QUERY PLAN'])).toEqual(['contacts_account_phone_key']);
  });

  it('finds by id through an index on the id', async () => {
    const row = (await t.app
      .get(ContactsRepository)
      .findById(grown.id, contactId, explaining)) as unknown as Record<string, unknown>;
    const indexes = indexesOf(row['QUERY PLAN']);
    expect(indexes).toHaveLength(1);
    expect(['contacts_account_id_id_key', 'contacts_pkey']).toContain(indexes[0]);
  });

  it('answers the lookup through the API', async () => {
    const res = await t.api
      .as(grown.apiKey)
      .get('/v1/contacts?phoneNumber=%2B16462010000')
      .expect(200);
    expect(res.body).toMatchObject({ id: contactId, phone: '+16462010000' });
  });
});
