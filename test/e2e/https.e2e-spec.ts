import { request as httpRequest } from 'node:http';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

describe('HTTPS only (docs/api.md#transport)', () => {
  describe('behind a TLS-terminating proxy (TRUST_PROXY)', () => {
    let t: TestApp;
    let acme: TestAccount;

    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
      acme = await createAccount(t.app);
    });
    afterAll(() => t.close());

    it('refuses a plain HTTP request with 403 HTTPS_REQUIRED before authentication', async () => {
      const res = await t.api.raw('get', '/v1/account').expect(403);
      expect(res.body.error.code).toBe('HTTPS_REQUIRED');
      const withKey = await t.api.as(acme.apiKey).get('/v1/account').expect(403);
      expect(withKey.body.error.code).toBe('HTTPS_REQUIRED');
    });

    it('refuses X-Forwarded-Proto: http, and answers before reading a (malformed) body', async () => {
      await t.api.as(acme.apiKey).get('/v1/account').set('X-Forwarded-Proto', 'http').expect(403);
      const res = await t.api
        .raw('post', '/v1/account/api-key')
        .set('Content-Type', 'application/json')
        .send('{not json')
        .expect(403);
      expect(res.body.error.code).toBe('HTTPS_REQUIRED');
    });

    it('serves requests the proxy marks X-Forwarded-Proto: https', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .get('/v1/account')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(res.body.id).toBe(acme.id);
      const missing = await t.api
        .raw('get', '/v1/account')
        .set('X-Forwarded-Proto', 'https')
        .expect(401);
      expect(missing.body.error.code).toBe('API_KEY_MISSING');
    });
  });

  describe('behind a proxy that is not trusted', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: '10.9.8.7' } });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-Proto from an address that is not the configured proxy', async () => {
      const res = await t.api.raw('get', '/health').set('X-Forwarded-Proto', 'https').expect(403);
      expect(res.body.error.code).toBe('HTTPS_REQUIRED');
    });
  });

  describe('direct TLS (default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('serves HTTPS', async () => {
      expect(t.baseUrl).toMatch(/^https:/);
      await t.api.raw('get', '/health').expect(200);
    });

    it('never answers plain HTTP on the TLS port as if it were HTTPS', async () => {
      const port = new URL(t.baseUrl).port;
      const outcome = await new Promise<string>((resolve) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/health', timeout: 3000 },
          (res) => resolve(`status ${res.statusCode}`),
        );
        req.on('error', (error) => resolve(`error ${error.message}`));
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.end();
      });
      expect(outcome).not.toMatch(/^status 2/);
    });
  });
});
