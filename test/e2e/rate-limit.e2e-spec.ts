import { Controller, Get, Post } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Public } from '../../src/common/http/public-route';
import { AppError } from '../../src/common/errors';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount } from '../support/factories';
import { PrivateRedis } from '../support/private-servers';

const LIMIT = 5;

/** Test-only routes: an authenticated route that fails with a 4xx, and a public one. */
@Controller('test-rate-limit')
class RateLimitTestController {
  @Post('missing')
  missing(): never {
    throw new AppError('NOT_FOUND', 'Nothing here, on purpose.');
  }

  @Get('public')
  @Public()
  open() {
    return { ok: true };
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: { error?: { code: string; message: string } };
}

function rateHeaders(res: Answer) {
  return {
    limit: Number(res.headers['x-ratelimit-limit']),
    remaining: Number(res.headers['x-ratelimit-remaining']),
    reset: Number(res.headers['x-ratelimit-reset']),
  };
}

/** The 429 of docs/api.md#rate-limits: the envelope, the three headers and Retry-After. */
function expectRateLimited(res: Answer) {
  expect(res.status).toBe(429);
  expect(res.body.error?.code).toBe('RATE_LIMITED');
  expect(res.body.error?.message).toMatch(/at most 5 requests per minute/);
  const { limit, remaining, reset } = rateHeaders(res);
  const retryAfter = Number(res.headers['retry-after']);
  expect(limit).toBe(LIMIT);
  expect(remaining).toBe(0);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(reset).toBe(retryAfter);
}

const unknownKey = () => 'pk_' + randomBytes(32).toString('base64url');

describe('Rate limiting (docs/api.md#rate-limits)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
      controllers: [RateLimitTestController],
    });
  });
  afterAll(() => t.close());

  it('allows RATE_LIMIT_PER_MINUTE requests per key, counting down in the headers, then answers 429', async () => {
    const acme = await createAccount(t.app);
    for (let i = 1; i <= LIMIT; i++) {
      const res = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
      const { limit, remaining, reset } = rateHeaders(res);
      expect(limit).toBe(LIMIT);
      expect(remaining).toBe(LIMIT - i);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expectRateLimited(await t.api.as(acme.apiKey).get('/v1/account'));
    // Every route shares the key's budget, and the refusal comes before the route runs.
    expectRateLimited(await t.api.as(acme.apiKey).post('/v1/test-rate-limit/missing'));
    expectRateLimited(await t.api.as(acme.apiKey, 'query').post('/v1/account/api-key'));
    await t.api.as(acme.apiKey).get('/v1/account').expect(429);
  });

  it('puts the headers on error responses of authenticated routes too', async () => {
    const acme = await createAccount(t.app);
    const res = await t.api.as(acme.apiKey).post('/v1/test-rate-limit/missing').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect(rateHeaders(res)).toEqual({
      limit: LIMIT,
      remaining: LIMIT - 1,
      reset: expect.any(Number),
    });
  });

  it('keeps a separate budget per key: one exhausted key leaves another untouched', async () => {
    const a = await createAccount(t.app);
    const b = await createAccount(t.app);
    for (let i = 0; i < LIMIT; i++) await t.api.as(a.apiKey).get('/v1/account').expect(200);
    expectRateLimited(await t.api.as(a.apiKey).get('/v1/account'));
    const res = await t.api.as(b.apiKey).get('/v1/account').expect(200);
    expect(res.body.id).toBe(b.id);
    expect(rateHeaders(res).remaining).toBe(LIMIT - 1);
  });

  it('keeps the budget across a key rotation (it belongs to the account)', async () => {
    const acme = await createAccount(t.app);
    for (let i = 0; i < LIMIT - 1; i++) await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    const rotated = await t.api.as(acme.apiKey).post('/v1/account/api-key').expect(201);
    expect(rateHeaders(rotated).remaining).toBe(0);
    expectRateLimited(await t.api.as(rotated.body.apiKey).get('/v1/account'));
  });

  it('counts requests without a valid key per client IP, 401s included, apart from valid keys', async () => {
    const acme = await createAccount(t.app);
    const refused: Answer[] = [
      await t.api.raw('get', '/v1/account'),
      await t.api.as(unknownKey()).get('/v1/account'),
      await t.api.as('not-a-key', 'query').get('/v1/account'),
      await t.api.raw('get', '/v1/account').set('Authorization', 'Basic abc'),
      await t.api.raw('get', `/v1/account?apiKey=${acme.apiKey}`).set('x-api-key', unknownKey()),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual([
      [401, 'API_KEY_MISSING'],
      [401, 'API_KEY_INVALID'],
      [401, 'API_KEY_INVALID'],
      [401, 'API_KEY_INVALID'],
      [401, 'API_KEY_CONFLICT'],
    ]);
    expect(refused.map((r) => rateHeaders(r).remaining)).toEqual([4, 3, 2, 1, 0]);
    expect(refused.every((r) => rateHeaders(r).limit === LIMIT)).toBe(true);
    // Key guessing is cut off, whatever is guessed next...
    expectRateLimited(await t.api.as(unknownKey()).get('/v1/account'));
    expectRateLimited(await t.api.raw('get', '/v1/account'));
    // ...while a valid key from the same address has its own budget.
    const ok = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    expect(rateHeaders(ok).remaining).toBe(LIMIT - 1);
  });

  it('does not limit public routes (health, metrics, docs, @Public)', async () => {
    for (let i = 0; i < LIMIT + 3; i++) {
      const health = await t.api.raw('get', '/health').expect(200);
      expect(health.headers['x-ratelimit-limit']).toBeUndefined();
      await t.api.raw('get', '/v1/test-rate-limit/public').expect(200);
    }
    await t.api.raw('get', '/metrics').expect(200);
    await t.api.raw('get', '/v1/openapi.json').expect(200);
  });

  describe('behind a proxy, the client IP is the forwarded one', () => {
    let proxied: TestApp;

    beforeAll(async () => {
      proxied = await startTestApp({
        env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'loopback' },
      });
    });
    afterAll(() => proxied.close());

    const from = (ip: string) =>
      proxied.api
        .raw('get', '/v1/account')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-For', ip)
        .set('x-api-key', unknownKey());

    it('gives each client IP its own budget for requests without a valid key', async () => {
      for (let i = 0; i < LIMIT; i++) await from('203.0.113.7').expect(401);
      expectRateLimited(await from('203.0.113.7'));
      const other = await from('198.51.100.23').expect(401);
      expect(rateHeaders(other).remaining).toBe(LIMIT - 1);
    });
  });

  // Redis runs only where TEST_REDIS_URL is set (CI); the embedded runtime has none, and there
  // the tests above exercise the in-memory counters.
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!redisUrl) return;

  describe('with Redis', () => {
    it('shares one budget between two app instances on the same Redis prefix', async () => {
      const env = {
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        REDIS_URL: redisUrl as string,
        REDIS_KEY_PREFIX: `parley-test-rl-${randomBytes(4).toString('hex')}`,
      };
      const first = await startTestApp({ env });
      const second = await startTestApp({
        database: first.database,
        env: { ...env, DATABASE_URL: first.databaseUrl },
      });
      try {
        const acme = await createAccount(first.app);
        const remaining: number[] = [];
        for (let i = 0; i < LIMIT; i++) {
          const app = i % 2 === 0 ? first : second;
          remaining.push(
            rateHeaders(await app.api.as(acme.apiKey).get('/v1/account').expect(200)).remaining,
          );
        }
        expect(remaining).toEqual([4, 3, 2, 1, 0]);
        expectRateLimited(await second.api.as(acme.apiKey).get('/v1/account'));
        expectRateLimited(await first.api.as(acme.apiKey).get('/v1/account'));
      } finally {
        await second.close();
        await first.close();
      }
    });

    it('keeps answering when Redis is unreachable, counting in memory meanwhile', async () => {
      const redis = await PrivateRedis.start();
      const app = await startTestApp({
        env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), REDIS_URL: redis.url },
      });
      try {
        const acme = await createAccount(app.app);
        await app.api.as(acme.apiKey).get('/v1/account').expect(200);
        await redis.kill();
        const started = Date.now();
        const remaining: number[] = [];
        for (let i = 0; i < LIMIT; i++) {
          const res = await app.api.as(acme.apiKey).get('/v1/account').expect(200);
          remaining.push(Number(res.headers['x-ratelimit-remaining']));
        }
        expect(Date.now() - started).toBeLessThan(3000 + LIMIT * 500);
        // The in-memory budget starts afresh and is enforced just the same.
        expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => LIMIT - 1 - i));
        expectRateLimited(await app.api.as(acme.apiKey).get('/v1/account'));
        const unknownKey = await app.api.raw('get', '/v1/account');
        expect(unknownKey.status).toBe(401);
        const health = await app.api.raw('get', '/health');
        expect(health.status).toBe(503);
      } finally {
        await app.close();
        await redis.kill();
      }
    });
  });
});
