import { Controller, Get, Post } from '@nestjs/common';
import { Public } from '../../src/common/http/public-route';
import { RefuseQueryApiKey } from '../../src/modules/accounts/auth/auth.decorators';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/** A route that refuses the query placement, as the agency credits endpoint will. */
@Controller('test-header-only')
class HeaderOnlyController {
  @Post()
  @RefuseQueryApiKey()
  grant() {
    return { ok: true };
  }

  @Get('public')
  @Public()
  open() {
    return { ok: true };
  }
}

describe('Authentication (docs/api.md#authentication)', () => {
  let t: TestApp;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ controllers: [HeaderOnlyController] });
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  it.each(['query', 'bearer', 'header'] as const)(
    'accepts the key in the %s placement',
    async (placement) => {
      const res = await t.api.as(acme.apiKey, placement).get('/v1/account').expect(200);
      expect(res.body).toMatchObject({ id: acme.id, type: 'standard' });
    },
  );

  it('accepts the same key in all three placements at once', async () => {
    await t.api
      .raw('get', `/v1/account?apiKey=${acme.apiKey}`)
      .set('Authorization', `Bearer ${acme.apiKey}`)
      .set('x-api-key', acme.apiKey)
      .expect(200);
  });

  it('answers 401 API_KEY_MISSING without a key', async () => {
    const res = await t.api.raw('get', '/v1/account').expect(401);
    expect(res.body.error.code).toBe('API_KEY_MISSING');
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it.each([
    ['an unknown key', 'pk_' + 'x'.repeat(43)],
    ['a malformed key', 'not-a-key'],
  ])('answers 401 API_KEY_INVALID for %s', async (_name, key) => {
    for (const placement of ['query', 'bearer', 'header'] as const) {
      const res = await t.api.as(key, placement).get('/v1/account').expect(401);
      expect(res.body.error.code).toBe('API_KEY_INVALID');
    }
  });

  it('answers 401 API_KEY_INVALID for a non-Bearer Authorization header', async () => {
    const res = await t.api
      .raw('get', '/v1/account')
      .set('Authorization', `Basic ${acme.apiKey}`)
      .expect(401);
    expect(res.body.error.code).toBe('API_KEY_INVALID');
  });

  it('answers 401 API_KEY_CONFLICT when two placements carry different keys', async () => {
    const res = await t.api
      .raw('get', `/v1/account?apiKey=${acme.apiKey}`)
      .set('x-api-key', other.apiKey)
      .expect(401);
    expect(res.body.error.code).toBe('API_KEY_CONFLICT');
  });

  it('answers 401 API_KEY_PLACEMENT_NOT_ALLOWED for a query key where the route refuses it', async () => {
    const refused = await t.api.as(acme.apiKey, 'query').post('/v1/test-header-only').expect(401);
    expect(refused.body.error.code).toBe('API_KEY_PLACEMENT_NOT_ALLOWED');
    await t.api.as(acme.apiKey, 'header').post('/v1/test-header-only').expect(201);
    await t.api.as(acme.apiKey, 'bearer').post('/v1/test-header-only').expect(201);
  });

  it('lets public routes through without a key', async () => {
    await t.api.raw('get', '/v1/test-header-only/public').expect(200);
    await t.api.raw('get', '/health').expect(200, { status: 'ok' });
  });

  it('shows each account only itself', async () => {
    const res = await t.api.as(other.apiKey).get('/v1/account').expect(200);
    expect(res.body.id).toBe(other.id);
  });

  describe('key rotation', () => {
    it('returns a new pk_ key once and refuses the old one from that instant', async () => {
      const account = await createAccount(t.app);
      const res = await t.api.as(account.apiKey).post('/v1/account/api-key').expect(201);
      expect(res.body.apiKey).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
      expect(res.body.apiKey).not.toBe(account.apiKey);
      const old = await t.api.as(account.apiKey).get('/v1/account').expect(401);
      expect(old.body.error.code).toBe('API_KEY_INVALID');
      await t.api.as(res.body.apiKey).get('/v1/account').expect(200);
    });

    it('refuses the old key in another app instance on the same database at once', async () => {
      const second = await startTestApp({
        database: t.database,
        env: { DATABASE_URL: t.databaseUrl },
      });
      try {
        const account = await createAccount(t.app);
        await second.api.as(account.apiKey).get('/v1/account').expect(200);
        const rotated = await t.api.as(account.apiKey).post('/v1/account/api-key').expect(201);
        await second.api.as(account.apiKey).get('/v1/account').expect(401);
        await second.api.as(rotated.body.apiKey).get('/v1/account').expect(200);
      } finally {
        await second.close();
      }
    });

    it('leaves exactly one working key after concurrent rotations', async () => {
      const account = await createAccount(t.app);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => t.api.as(account.apiKey).post('/v1/account/api-key')),
      );
      const issued = results.filter((r) => r.status === 201).map((r) => r.body.apiKey as string);
      expect(issued.length).toBeGreaterThanOrEqual(1);
      const working = [];
      for (const key of [account.apiKey, ...issued]) {
        if ((await t.api.as(key).get('/v1/account')).status === 200) working.push(key);
      }
      expect(working).toHaveLength(1);
    });
  });
});
