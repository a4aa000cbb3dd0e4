import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Response, Test } from 'supertest';
import { API_CSP, WEB_CSP } from '../../src/common/http/security-headers';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/**
 * The security headers (docs/security.md#headers): `Strict-Transport-Security` on every HTTPS
 * answer in both TLS modes, `nosniff` and `Cache-Control: no-store` on every `/v1` answer
 * (errors included), and a Content-Security-Policy with `frame-ancestors 'none'` on the app's
 * pages and on `/v1/docs`.
 */
describe('security headers (docs/security.md#headers)', () => {
  describe('direct TLS', () => {
    let t: TestApp;
    let acme: TestAccount;
    let asset: string;

    beforeAll(async () => {
      asset = readdirSync(join(process.cwd(), 'dist', 'web', 'assets')).find((name) =>
        name.endsWith('.js'),
      ) as string;
      t = await startTestApp();
      acme = await createAccount(t.app);
    });
    afterAll(() => t.close());

    /** Answers of every kind: pages, docs, JSON, errors before and after authentication. */
    function answers(): [string, () => Test][] {
      return [
        ['the app page', () => t.api.raw('get', '/')],
        ['an app route', () => t.api.raw('get', '/app/contacts')],
        ['an app asset', () => t.api.raw('get', `/assets/${asset}`)],
        ['the API reference', () => t.api.raw('get', '/v1/docs')],
        ['the OpenAPI document', () => t.api.raw('get', '/v1/openapi.json')],
        ['an authenticated answer', () => t.api.as(acme.apiKey).get('/v1/account')],
        ['a 401', () => t.api.raw('get', '/v1/account')],
        ['a 404 under /v1', () => t.api.as(acme.apiKey).get('/v1/nope')],
        [
          'a 415',
          () =>
            t.api.as(acme.apiKey).post('/v1/contacts').set('Content-Type', 'text/plain').send('x'),
        ],
        ['a 400', () => t.api.as(acme.apiKey).post('/v1/contacts', { phone: 12 })],
        ['/health', () => t.api.raw('get', '/health')],
        ['a 404 outside /v1', () => t.api.raw('get', '/nope')],
      ];
    }

    it('sends Strict-Transport-Security (one year, includeSubDomains) and nosniff on every answer', async () => {
      for (const [name, send] of answers()) {
        const res = await send();
        expect({ name, hsts: res.headers['strict-transport-security'] }).toEqual({
          name,
          hsts: HSTS,
        });
        expect({ name, nosniff: res.headers['x-content-type-options'] }).toEqual({
          name,
          nosniff: 'nosniff',
        });
        expect({ name, frame: res.headers['x-frame-options'] }).toEqual({ name, frame: 'DENY' });
      }
    });

    it('sends Cache-Control: no-store on every /v1 answer, errors included', async () => {
      const outsideV1 = [
        'the app page',
        'an app route',
        'an app asset',
        '/health',
        'a 404 outside /v1',
      ];
      for (const [name, send] of answers()) {
        if (outsideV1.includes(name)) continue;
        const res = await send();
        expect({ name, cache: res.headers['cache-control'] }).toEqual({ name, cache: 'no-store' });
      }
    });

    it("puts the app's pages and /v1/docs under a CSP that forbids framing and foreign scripts", async () => {
      const pages: Response[] = [
        await t.api.raw('get', '/').expect(200),
        await t.api.raw('get', '/app/lists').expect(200),
        await t.api.raw('get', '/v1/docs').expect(200),
      ];
      const docs = pages[2];
      expect(docs.headers['content-type']).toMatch(/^text\/html/);
      // the docs' own files (Swagger UI's script and style) load under the same policy
      const files = [...docs.text.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map(
        (m) => m[1],
      );
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const res = await t.api.raw('get', `/v1/docs/${file.replace(/^\/?v1\/docs\//, '')}`);
        expect({ file, status: res.status }).toEqual({ file, status: 200 });
        pages.push(res);
      }
      for (const res of pages) {
        expect(res.headers['content-security-policy']).toBe(WEB_CSP);
        const policy = directives(res.headers['content-security-policy']);
        expect(policy.get('frame-ancestors')).toBe("'none'");
        expect(policy.get('script-src')).toBe("'self'");
        expect(policy.get('object-src')).toBe("'none'");
      }
      // JSON answers get the strictest policy: nothing loads, nothing frames them
      const json = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
      expect(json.headers['content-security-policy']).toBe(API_CSP);
      expect(directives(API_CSP).get('frame-ancestors')).toBe("'none'");
    });

    it('keeps the referrer to the same origin (the CSRF rule needs the Origin of the app’s own writes)', async () => {
      for (const res of [await t.api.raw('get', '/'), await t.api.raw('get', '/v1/docs')])
        expect(res.headers['referrer-policy']).toBe('same-origin');
    });
  });

  describe('behind a TLS-terminating proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => t.close());

    it('sends Strict-Transport-Security on the answers the proxy carries over HTTPS', async () => {
      for (const path of ['/health', '/v1/account', '/v1/docs', '/']) {
        const res = await t.api.raw('get', path).set('X-Forwarded-Proto', 'https');
        expect({ path, hsts: res.headers['strict-transport-security'] }).toEqual({
          path,
          hsts: HSTS,
        });
        if (path.startsWith('/v1')) expect(res.headers['cache-control']).toBe('no-store');
      }
    });
  });
});
