import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Environment variable through which the global setup hands the template to the test workers. */
const TEMPLATE_ENV = 'PARLEY_TEST_PGLITE_TEMPLATE';

/**
 * Embedded runtime only, once per run (global setup, before the workers start and inherit the
 * environment): a DATA_DIR whose PGlite files hold every migration, made by the built CLI's
 * `db:migrate` (the same open-and-migrate path the service takes). Opening a fresh PGlite and
 * migrating it costs about 3.5 s of CPU; copying this template into each test app's DATA_DIR
 * costs a fraction of that. The migrations themselves still run here, and per database on the
 * PostgreSQL runtime.
 */
export function preparePgliteTemplate(root: string): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-test-template-'));
  const { PATH, HOME, TMPDIR } = process.env;
  execFileSync(process.execPath, [join(root, 'scripts', 'ensure-build.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(root, 'dist', 'src', 'cli.js'), 'db:migrate'], {
    cwd: root,
    env: { PATH, HOME, TMPDIR, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env[TEMPLATE_ENV] = dataDir;
}

/** Global teardown: removes the template made by `preparePgliteTemplate`, if any. */
export function removePgliteTemplate(): void {
  const dataDir = process.env[TEMPLATE_ENV];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Copies the migrated template's files into an empty `dataDir` when the global setup made one;
 * otherwise leaves it empty (the app then creates and migrates its PGlite itself).
 */
export function seedFromPgliteTemplate(dataDir: string): void {
  const template = process.env[TEMPLATE_ENV];
  if (template && existsSync(join(template, 'pglite')))
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}
