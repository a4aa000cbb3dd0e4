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
  return createDatabaseOn(adminUrl);
}

/** The machine's PostgreSQL (TEST_DATABASE_URL's server, else 127.0.0.1:5432 as `postgres`). */
export const LOCAL_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates `parley_test_<random>` on the machine's PostgreSQL whatever the runtime: for fault
 * tests that need several processes on one database (PGlite is one process's).
 */
export function createLocalPostgresDatabase(): Promise<TestDatabase> {
  return createDatabaseOn(LOCAL_POSTGRES_URL);
}

async function createDatabaseOn(adminUrl: string): Promise<TestDatabase> {
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
