import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Which runtime the suite runs on: `postgres` when `TEST_DATABASE_URL` is set (CI sets it to the
 * machine's PostgreSQL, with `TEST_REDIS_URL` for Redis), `embedded` (PGlite, in-process queue) otherwise.
 */
export const RUNTIME: 'postgres' | 'embedded' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'embedded';

/** Where the global setup leaves the self-signed test certificate, shared by every test file. */
export const TEST_TLS_DIR = join(tmpdir(), `parley-test-tls-${process.getuid?.() ?? 'user'}`);

/**
 * Refuses a database URL whose database name lacks `test`, so a misconfigured
 * TEST_DATABASE_URL can never make the suite create, migrate or drop anything else.
 */
export function assertTestDatabase(url: string): void {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/test/i.test(name)) {
    throw new Error(
      `Refusing to run tests against database "${name}": its name must contain "test".`,
    );
  }
}
