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
 * (docs/operations.md).
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

  if (RUNTIME === 'postgres') {
    /** `GET /v1/account` with `key` on a service behind a proxy (TRUST_PROXY=loopback): the status. */
    const accountStatus = (port: string, key: string) =>
      fetch(`http://127.0.0.1:${port}/v1/account`, {
        headers: { 'X-Forwarded-Proto': 'https', Authorization: `Bearer ${key}` },
      }).then((res) => res.status);
    const listeningPort = (service: ServiceProcess) =>
      /listening on http:\/\/localhost:(\d+)/.exec(service.output)?.[1] as string;

    it('refuses a rotated key in the rotating process at once and in another process within 1 s', async () => {
      const proxied = { ...env, PORT: '0', TRUST_PROXY: 'loopback' };
      const first = ServiceProcess.spawn(proxied);
      const second = ServiceProcess.spawn(proxied);
      try {
        await first.waitFor('Parley is listening on');
        await second.waitFor('Parley is listening on');
        const [a, b] = [listeningPort(first), listeningPort(second)];
        const created = JSON.parse(
          (await runCli(['accounts:create', '--name', 'Two'], env)).stdout,
        );
        // both processes resolve (and cache) the key
        for (const port of [a, b, a, b])
          expect(await accountStatus(port, created.apiKey)).toBe(200);
        const rotation = await fetch(`http://127.0.0.1:${a}/v1/account/api-key`, {
          method: 'POST',
          headers: { 'X-Forwarded-Proto': 'https', Authorization: `Bearer ${created.apiKey}` },
        });
        const rotatedAt = Date.now();
        expect(rotation.status).toBe(201);
        const { apiKey } = (await rotation.json()) as { apiKey: string };
        expect(await accountStatus(a, created.apiKey)).toBe(401);
        let status = 200;
        while (status === 200 && Date.now() - rotatedAt < 5000)
          status = await accountStatus(b, created.apiKey);
        expect(status).toBe(401);
        expect(Date.now() - rotatedAt).toBeLessThan(1000);
        expect(await accountStatus(b, apiKey)).toBe(200);
        expect(await accountStatus(a, apiKey)).toBe(200);
      } finally {
        first.child.kill('SIGTERM');
        second.child.kill('SIGTERM');
        expect(await first.exited()).toBe(0);
        expect(await second.exited()).toBe(0);
      }
    });

    it('runs API_PROCESSES processes on one port with Redis, and stops them all on SIGTERM', async () => {
      const service = ServiceProcess.spawn({
        ...env,
        PORT: '0',
        TRUST_PROXY: 'loopback',
        API_PROCESSES: '2',
        REDIS_URL: process.env.TEST_REDIS_URL as string,
        REDIS_KEY_PREFIX: `parley-test-cluster-${process.pid}`,
      });
      try {
        await service.waitFor('Parley runs 2 API processes', 90_000);
        // Each process buffers its log lines (flushed every 500 ms), so the primary's summary can
        // reach the pipe before a worker's own start-up line: wait for both of those too.
        const listening = /"pid":(\d+)[^\n]*Parley is listening on/g;
        await service.waitFor((output) => [...output.matchAll(listening)].length >= 2, 5_000);
        const port = listeningPort(service);
        const pids = new Set([...service.output.matchAll(listening)].map((m) => m[1]));
        expect(pids.size).toBe(2);
        const created = JSON.parse(
          (await runCli(['accounts:create', '--name', 'Two'], env)).stdout,
        );
        for (let i = 0; i < 4; i++) expect(await accountStatus(port, created.apiKey)).toBe(200);
      } finally {
        service.child.kill('SIGTERM');
        expect(await service.exited()).toBe(0);
      }
      expect(service.output).toContain('all API processes stopped');
    }, 120_000);
  }

  it('says at start-up that the embedded database or a missing REDIS_URL keeps one process', async () => {
    const service = ServiceProcess.spawn({ ...env, PORT: '0', API_PROCESSES: '2' });
    try {
      await service.waitFor('Parley is listening on');
      expect(service.output).toContain(
        database.url
          ? 'API_PROCESSES=2 ignored: several processes need REDIS_URL to share rate limits'
          : 'API_PROCESSES=2 ignored: the embedded database serves one process',
      );
    } finally {
      service.child.kill('SIGTERM');
      expect(await service.exited()).toBe(0);
    }
  });

  it("writes Nest's own log lines as JSON in a worker process too", async () => {
    const worker = ServiceProcess.spawn({ ...env, APP_ROLE: 'worker' });
    try {
      await worker.waitFor('Parley worker started');
      await worker.waitFor('"context":"InstanceLoader"', 5000);
      const line = worker.output.split('\n').find((l) => l.includes('"context":"InstanceLoader"'));
      expect(JSON.parse(line!)).toMatchObject({ level: 30, role: 'worker' });
    } finally {
      worker.child.kill('SIGTERM');
      expect(await worker.exited()).toBe(0);
    }
  });

  it('starts over HTTPS, drains an in-flight request on SIGTERM, and exits cleanly', async () => {
    const service = ServiceProcess.spawn({ ...env, PORT: '0', SHUTDOWN_GRACE_MS: '10000' });
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
