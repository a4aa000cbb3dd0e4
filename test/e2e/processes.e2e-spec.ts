import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedPostgres } from '../../src/database/embedded-postgres';
import { startTestApp } from '../support/app-factory';
import { ensureBuilt, runCli, ServiceProcess } from '../support/processes';
import { RUNTIME } from '../support/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The product as an operator runs it: the built service and CLI as separate processes
 * (product.md sections 1 and 9).
 */
describe('Service and operator CLI processes', () => {
  let dataDir: string;
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
  });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'parley-proc-'));
    env = {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  afterAll(() => database.drop());

  it('accounts:create prints {id, name, type, email, apiKey} with no service running', async () => {
    const result = await runCli(['accounts:create', '--name', 'Acme'], env);
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout);
    expect(Object.keys(created).sort()).toEqual(['apiKey', 'email', 'id', 'name', 'type']);
    expect(created).toMatchObject({ name: 'Acme', type: 'standard', email: null });
    expect(created.apiKey).toMatch(/^pk_/);
    expect(existsSync(EmbeddedPostgres.lockFile(dataDir))).toBe(false);
  });

  it('creates agencies and sub-accounts, rotates keys, and reports errors as JSON on stderr', async () => {
    const agency = JSON.parse(
      (
        await runCli(
          ['accounts:create', '--name', 'Agency', '--type', 'agency', '--email', 'ops@agency.test'],
          env,
        )
      ).stdout,
    );
    expect(agency).toMatchObject({ type: 'agency', email: 'ops@agency.test' });
    const sub = JSON.parse(
      (
        await runCli(
          [
            'accounts:create',
            '--name',
            'Client',
            '--email',
            'client@agency.test',
            '--agency',
            agency.id,
          ],
          env,
        )
      ).stdout,
    );
    expect(sub).toMatchObject({ type: 'sub_account', email: 'client@agency.test' });
    const duplicate = await runCli(
      [
        'accounts:create',
        '--name',
        'Again',
        '--email',
        'CLIENT@agency.test',
        '--agency',
        agency.id,
      ],
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(JSON.parse(duplicate.stderr).error.code).toBe('CONFLICT');
    const rotated = await runCli(['accounts:rotate-key', '--account', sub.id], env);
    expect(JSON.parse(rotated.stdout).apiKey).toMatch(/^pk_/);
    const unknown = await runCli(
      ['accounts:rotate-key', '--account', '00000000-0000-4000-8000-000000000000'],
      env,
    );
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stderr).error.code).toBe('NOT_FOUND');
  });

  if (RUNTIME === 'embedded') {
    it('reaches the running service through its socket, and the new key works there at once', async () => {
      const t = await startTestApp({ env: { DATA_DIR: dataDir } });
      try {
        const result = await runCli(['accounts:create', '--name', 'While running'], env);
        expect(result.code).toBe(0);
        const created = JSON.parse(result.stdout);
        const res = await t.api.as(created.apiKey).get('/v1/account').expect(200);
        expect(res.body.id).toBe(created.id);
        const rotated = JSON.parse(
          (await runCli(['accounts:rotate-key', '--account', created.id], env)).stdout,
        );
        await t.api.as(created.apiKey).get('/v1/account').expect(401);
        await t.api.as(rotated.apiKey).get('/v1/account').expect(200);
      } finally {
        await t.close();
      }
    });

    it('refuses to open PGlite files another live process holds, naming it', async () => {
      const t = await startTestApp({ env: { DATA_DIR: dataDir } });
      try {
        const second = ServiceProcess.spawn({ ...env, PORT: '0' });
        expect(await second.exited()).toBe(1);
        expect(second.output).toContain(`in use by process ${process.pid}`);
      } finally {
        await t.close();
      }
    });
  }

  it('starts over HTTPS, drains an in-flight request on SIGTERM, and exits cleanly', async () => {
    const service = ServiceProcess.spawn({ ...env, PORT: '0', SHUTDOWN_GRACE_SECONDS: '10' });
    await service.waitFor('Parley is listening on');
    const port = /listening on https:\/\/localhost:(\d+)/.exec(service.output)?.[1];
    expect(port).toBeDefined();
    expect(service.output).toMatch(/"database":"(embedded PostgreSQL|PostgreSQL)/);
    expect(service.output).toContain('"queue":"in-process"');
    expect(service.output).toContain('self-signed localhost certificate generated now');
    expect(service.output).toContain(`curl -k https://localhost:${port}/health`);

    // An in-flight request: headers sent, body still arriving when SIGTERM lands.
    const response = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/account/api-key',
          rejectUnauthorized: false,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': 2,
            'x-api-key': 'pk_' + 'z'.repeat(43),
          },
        },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.write('{');
      setTimeout(() => {
        service.child.kill('SIGTERM');
        setTimeout(() => req.end('}'), 500);
      }, 300);
    });
    expect(await response).toBe(401);
    expect(await service.exited()).toBe(0);
    expect(service.output).toContain('shutdown complete');
    expect(existsSync(EmbeddedPostgres.lockFile(dataDir))).toBe(false);
  });
});
