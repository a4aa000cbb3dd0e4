import { DataSource } from 'typeorm';
import { MAX_PREPARED_PER_CONNECTION } from '../../src/database/prepared-statements';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { RUNTIME } from '../support/runtime';

/** The named statements of the connection `runner` holds. */
async function preparedOn(runner: { query(sql: string): Promise<{ name: string }[]> }) {
  const rows = await runner.query(`SELECT name FROM pg_prepared_statements ORDER BY name`);
  return rows.map((row) => row.name);
}

/**
 * Parameterised statements run as named prepared statements of their connection on a PostgreSQL
 * server, never on the embedded database, whose connections share one session
 * (docs/performance.md#prepared-statements).
 */
describe('Prepared statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`are ${RUNTIME === 'postgres' ? 'used on PostgreSQL' : 'not used on the embedded database'}, and answers are the same`, async () => {
    const account = await createAccount(t.app);
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.connect();
    try {
      const sql = `SELECT name FROM accounts WHERE id = $1`;
      for (let i = 0; i < 3; i++) {
        expect(await runner.query(sql, [account.id])).toEqual([{ name: expect.any(String) }]);
      }
      await runner.query(`SELECT 1 AS one`);
      const names = await preparedOn(runner);
      if (RUNTIME === 'postgres') {
        // one named statement for the text, however often it ran; none for a text without parameters
        const statements = await runner.query(
          `SELECT name, statement FROM pg_prepared_statements WHERE statement = $1`,
          [sql],
        );
        expect(statements).toHaveLength(1);
        expect(statements[0].name).toMatch(/^p_[0-9a-f]{24}$/);
        expect(names.filter((name: string) => name.startsWith('p_')).length).toBeGreaterThan(0);
        expect(
          await runner.query(
            `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = 'SELECT 1 AS one'`,
          ),
        ).toEqual([{ n: 0 }]);
      } else {
        expect(names).toEqual([]);
      }
    } finally {
      await runner.release();
    }
  });

  it('are at most MAX_PREPARED_PER_CONNECTION per connection; texts past the bound still run', async () => {
    const runner = t.app.get(DataSource).createQueryRunner();
    await runner.connect();
    try {
      const texts = MAX_PREPARED_PER_CONNECTION + 1;
      for (let i = 0; i < texts; i++) {
        expect(await runner.query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: 1 + i }]);
      }
      const [{ n }] = await runner.query(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'p\\_%'`,
      );
      expect(n).toBe(RUNTIME === 'postgres' ? MAX_PREPARED_PER_CONNECTION : 0);
    } finally {
      await runner.release();
    }
  });

  it(`are ${RUNTIME === 'postgres' ? 'used' : 'not used'} by a second process reaching the database through its URL`, async () => {
    // on the embedded runtime the URL leads to this app's PGlite, whose connections share one session
    const second = await startTestApp({ env: { APP_ROLE: 'api', DATABASE_URL: t.databaseUrl } });
    const runner = second.app.get(DataSource).createQueryRunner();
    await runner.connect();
    try {
      const sql = `SELECT count(*)::int AS n FROM accounts WHERE id = $1`;
      for (let i = 0; i < 3; i++) {
        expect(await runner.query(sql, ['00000000-0000-4000-8000-000000000000'])).toEqual([
          { n: 0 },
        ]);
      }
      const [{ n }] = await runner.query(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1`,
        [sql],
      );
      expect(n).toBe(RUNTIME === 'postgres' ? 1 : 0);
    } finally {
      await runner.release();
      await second.close();
    }
  });

  it('work through the API: a contact written and read back on one key', async () => {
    const account = await createAccount(t.app);
    for (let i = 0; i < 3; i++) {
      const created = await t.api
        .as(account.apiKey)
        .post('/v1/contacts', { firstName: `P${i}`, phone: `+1415555${String(1000 + i)}` })
        .expect(201);
      const found = await t.api
        .as(account.apiKey)
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(`+1415555${String(1000 + i)}`)}`)
        .expect(200);
      expect(found.body.id).toBe(created.body.id);
    }
  });
});
