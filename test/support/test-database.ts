import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { assertTestDatabase, RUNTIME } from './runtime';

/** A database made for one test file: its URL and how to drop it. */
export interface TestDatabase {
  /** PostgreSQL URL, or null on the embedded runtime (the app opens PGlite in its own DATA_DIR). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * On the PostgreSQL runtime, creates `parley_test_<random>` on the TEST_DATABASE_URL server
 * (migrations run when the app opens it) and drops it afterwards; both names are checked to
 * contain `test`. On the embedded runtime there is nothing to create.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (RUNTIME === 'embedded') return { url: null, drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  assertTestDatabase(adminUrl);
  const name = `parley_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  assertTestDatabase(url.toString());
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
