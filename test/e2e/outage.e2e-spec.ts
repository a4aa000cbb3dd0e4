import { Database } from '../../src/database/database';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { PrivatePostgres, PrivateRedis } from '../support/private-servers';
import { RUNTIME } from '../support/runtime';

function expectUnavailable(res: {
  status: number;
  body: { error: { code: string; message: string } };
  headers: Record<string, string>;
}) {
  expect(res.status).toBe(503);
  expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('Backing services unreachable: 503 SERVICE_UNAVAILABLE (docs/api.md#errors)', () => {
  if (RUNTIME === 'embedded') {
    it('answers 503 with Retry-After when the embedded database stops serving', async () => {
      const t = await startTestApp();
      try {
        const acme = await createAccount(t.app);
        await t.api.as(acme.apiKey).get('/v1/account').expect(200);
        await t.app.get(Database).embedded?.stopServing();
        expectUnavailable(await t.api.as(acme.apiKey).get('/v1/account'));
        const health = await t.api.raw('get', '/health');
        expectUnavailable(health);
        expect(health.body.error.message).toMatch(/database/);
      } finally {
        await t.close();
      }
    });
  }

  // On the PostgreSQL runtime the fault tests start servers of their own (never the shared ones).
  if (RUNTIME === 'embedded') return;

  describe('a PostgreSQL server that stops and comes back', () => {
    let pg: PrivatePostgres;
    let t: TestApp;

    beforeAll(async () => {
      pg = await PrivatePostgres.start();
      t = await startTestApp({
        env: { DATABASE_URL: pg.url },
        database: { url: pg.url, drop: async () => undefined },
      });
    });
    afterAll(async () => {
      await t?.close();
      pg?.destroy();
    });

    it('answers 503 while it is down and recovers when it is back', async () => {
      const acme = await createAccount(t.app);
      await t.api.as(acme.apiKey).get('/v1/account').expect(200);
      pg.stop();
      expectUnavailable(await t.api.as(acme.apiKey).get('/v1/account'));
      const health = await t.api.raw('get', '/health');
      expectUnavailable(health);
      expect(health.body.error.message).toMatch(/database/);
      await pg.resume();
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
        status = (await t.api.as(acme.apiKey).get('/v1/account')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    });
  });

  describe('a Redis server that dies', () => {
    it('reports Redis down on /health with 503', async () => {
      const redis = await PrivateRedis.start();
      const t = await startTestApp({ env: { REDIS_URL: redis.url } });
      try {
        await t.api.raw('get', '/health').expect(200);
        await redis.kill();
        const health = await t.api.raw('get', '/health');
        expectUnavailable(health);
        expect(health.body.error.message).toMatch(/redis/);
        expect(health.body.error.details).toEqual([{ field: 'redis', message: 'down' }]);
      } finally {
        await t.close();
        await redis.kill();
      }
    });
  });
});
