import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { writeSelfSignedCertificate } from '../../src/bootstrap/tls';
import { ensureWebBuilt } from './browser';
import { preparePgliteTemplate } from './pglite-template';
import { assertTestDatabase, RUNTIME, TEST_TLS_DIR } from './runtime';

/**
 * Runs once before the suite: makes the shared self-signed certificate, and on the PostgreSQL
 * runtime checks that TEST_DATABASE_URL names a test database and answers (each test file then
 * creates a database of its own there). Builds the web app (dist/web) when it is missing or
 * stale, once, before test files that serve it run in parallel. On the embedded runtime, makes
 * the migrated PGlite template that each test app's DATA_DIR starts from (pglite-template.ts).
 */
export default async function globalSetup(): Promise<void> {
  ensureWebBuilt();
  if (!existsSync(join(TEST_TLS_DIR, 'tls-cert.pem')))
    await writeSelfSignedCertificate(TEST_TLS_DIR);
  if (RUNTIME === 'embedded') preparePgliteTemplate(process.cwd());
  if (RUNTIME === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    assertTestDatabase(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.end();
  }
}
