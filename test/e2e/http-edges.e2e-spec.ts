import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/** Requests refused before routing still get the envelope (docs/api.md#errors). */
describe('HTTP edges answer in the error envelope', () => {
  let t: TestApp;
  let acme: TestAccount;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await createAccount(t.app);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const expectEnvelope = (
    res: { status: number; headers: Record<string, string>; body: unknown },
    status: number,
    code: string,
  ) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.body as { error: { code: string; requestId: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  };

  it.each([20 * 1024, 100 * 1024])(
    'a %d-byte URL is 431 HEADERS_TOO_LARGE in the envelope',
    async (size) => {
      const res = await t.api.as(acme.apiKey).get(`/v1/contacts?email=${'a'.repeat(size)}`);
      expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
    },
  );

  it('headers over 16 KB are 431 HEADERS_TOO_LARGE in the envelope', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .get('/v1/account')
      .set('X-Filler', 'f'.repeat(20 * 1024));
    expectEnvelope(res, 431, 'HEADERS_TOO_LARGE');
  });

  it('the service keeps answering afterwards', async () => {
    await t.api.as(acme.apiKey).get('/v1/account').expect(200);
  });

  it('an unknown route under /v1 is named with its /v1 prefix, without the query string', async () => {
    const res = await t.api.as(acme.apiKey).get('/v1/no-such-route?apiKey=secret').expect(404);
    expect(res.body.error.message).toBe('No route for GET /v1/no-such-route.');
  });

  describe('the OpenAPI document tells the media type of every error (defect 11)', () => {
    type Responses = Record<string, { content?: Record<string, unknown> }>;
    let paths: Record<string, Record<string, { responses: Responses }>>;
    beforeAll(async () => {
      paths = (await t.api.raw('get', '/v1/openapi.json').expect(200)).body.paths;
    });

    it('provider webhook errors are JSON envelopes, successes text/plain and text/xml', () => {
      const verify = paths['/v1/webhooks/whatsapp/{connectionId}'].get.responses;
      expect(Object.keys(verify['200'].content ?? {})).toEqual(['text/plain']);
      expect(Object.keys(verify['403'].content ?? {})).toEqual(['application/json']);
      const inbound = paths['/v1/webhooks/twilio/{connectionId}/inbound'].post.responses;
      expect(Object.keys(inbound['200'].content ?? {})).toEqual(['text/xml']);
      for (const status of ['401', '404']) {
        expect(Object.keys(inbound[status].content ?? {})).toEqual(['application/json']);
      }
    });

    it('every authenticated POST documents 400 (a malformed Idempotency-Key)', () => {
      const missing: string[] = [];
      for (const [path, item] of Object.entries(paths)) {
        const post = item.post as { responses: Responses; security?: unknown[] } | undefined;
        if (post && post.security?.length !== 0 && !post.responses['400']) missing.push(path);
      }
      expect(missing).toEqual([]);
    });

    it('a bodyless POST answers 400 for a malformed Idempotency-Key, as documented', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/account/api-key')
        .set('Idempotency-Key', 'k'.repeat(300))
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    });
  });
});
