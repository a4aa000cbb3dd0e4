import { Controller, Get } from '@nestjs/common';
import { RUNTIME } from '../support/runtime';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

@Controller('test-observability')
class FailingController {
  @Get('boom')
  boom(): never {
    throw new Error('deliberate failure');
  }
}

describe('Logs, health and metrics (docs/operations.md#observability)', () => {
  let t: TestApp;
  let acme: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ controllers: [FailingController] });
    acme = await createAccount(t.app);
  });
  afterAll(() => t.close());

  it('answers GET /health with 200 {"status":"ok"} without a key', async () => {
    const res = await t.api.raw('get', '/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('exposes Prometheus metrics with request durations by route pattern and status', async () => {
    await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    await t.api.raw('get', '/v1/account').expect(401);
    const res = await t.api.raw('get', '/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/account",status_code="200"\} [1-9]/,
    );
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/account",status_code="401"\} [1-9]/,
    );
    expect(res.text).toContain('process_cpu_seconds_total');
  });

  it('never writes an API key to the log, whatever the placement or outcome', async () => {
    const victim = await createAccount(t.app);
    await t.api.as(victim.apiKey, 'query').get('/v1/account').expect(200);
    await t.api.as(victim.apiKey, 'bearer').get('/v1/account').expect(200);
    await t.api.as(victim.apiKey, 'header').get('/v1/account').expect(200);
    await t.api.as(victim.apiKey, 'query').get('/v1/test-observability/boom').expect(500);
    await t.api
      .raw('get', `/v1/account?apiKey=${victim.apiKey}`)
      .set('x-api-key', acme.apiKey)
      .expect(401);
    // an encoded parameter name authenticates too (Express decodes names): it is redacted as well
    await t.api.raw('get', `/v1/account?api%4Bey=${victim.apiKey}`).expect(200);
    const unknown = await t.api.raw('get', `/v1/no-such-route?apiKey=${victim.apiKey}`).expect(404);
    expect(JSON.stringify(unknown.body)).not.toContain(victim.apiKey);
    const rotated = await t.api.as(victim.apiKey, 'query').post('/v1/account/api-key').expect(201);
    const last = await t.api.as(victim.apiKey, 'header').get('/v1/account').expect(401);
    await t.waitForLog(
      (line) => line.requestId === last.headers['x-request-id'] && Boolean(line.res),
    );
    const logs = t.rawLogs();
    expect(logs.length).toBeGreaterThan(0);
    for (const key of [victim.apiKey, rotated.body.apiKey, acme.apiKey]) {
      expect(logs).not.toContain(key);
      expect(logs).not.toContain(key.slice(3));
    }
    expect(logs).toContain('apiKey=[redacted]');
  });

  it('never writes a phone, email or name a lookup carries in its query to the log', async () => {
    const phone = '+14155550876';
    const email = 'grace.hopper.lookup@example.com';
    await t.api
      .as(acme.apiKey)
      .post('/v1/contacts', { phone, email, firstName: 'Gracelookup' })
      .expect(201);
    const lookups = [
      `/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`,
      `/v1/contacts?phone_number=${encodeURIComponent(phone)}`,
      `/v1/contacts?phone=${phone.slice(1)}`,
      `/v1/contacts?email=${encodeURIComponent(email)}`,
      `/v1/contacts?email=${email}`,
      `/v1/contacts?q=Gracelookup&limit=5`,
      `/v1/contacts?PHONE=${encodeURIComponent(phone)}`,
      `/v1/contacts?e%6Dail=${encodeURIComponent(email)}`,
      `/v1/contacts?phoneNumber=${encodeURIComponent('+14155550877')}`, // unknown: 404
    ];
    let last = '';
    for (const path of lookups) {
      const res = await t.api.as(acme.apiKey).get(path);
      expect(res.status).toBeLessThan(500);
      last = res.headers['x-request-id'];
    }
    await t.waitForLog((line) => line.requestId === last && Boolean(line.res));
    const logs = t.rawLogs();
    for (const secret of [
      phone,
      phone.slice(1),
      '4155550876',
      '4155550877',
      email,
      encodeURIComponent(email),
      'grace.hopper.lookup',
      'Gracelookup',
    ]) {
      expect({ secret, found: logs.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(logs).toContain('phoneNumber=[redacted]');
    expect(logs).toContain('limit=5');
  });

  it('puts the request id on every request log line', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .get('/v1/account')
      .set('X-Request-Id', 'trace-me-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('trace-me-123');
    const line = await t.waitForLog(
      (l) => (l.req as { id?: string } | undefined)?.id === 'trace-me-123',
    );
    expect(line.requestId).toBe('trace-me-123');
    const requestLines = t.logs.filter((l) => l.req);
    expect(requestLines.length).toBeGreaterThan(1);
    for (const l of requestLines) expect(l.requestId).toEqual(expect.any(String));
  });

  it("writes Nest's own log lines through the same JSON logger, with their context", () => {
    const started = t.logs.find(
      (l) => l.context === 'NestApplication' && l.msg === 'Nest application successfully started',
    );
    expect(started).toMatchObject({ level: 30, role: t.config.APP_ROLE });
    expect(t.logs.some((l) => l.context === 'RouterExplorer')).toBe(true);
  });

  if (RUNTIME === 'postgres' && process.env.TEST_REDIS_URL) {
    it('checks Redis too when it is configured', async () => {
      expect(t.config.REDIS_URL).toBeTruthy();
      await t.api.raw('get', '/health').expect(200, { status: 'ok' });
    });
  }
});
