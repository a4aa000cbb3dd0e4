import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_CSP, WEB_CSP } from '../../src/common/http/security-headers';
import { startTestApp, type TestApp } from '../support/app-factory';

/**
 * How the service serves the built web app (docs/sessions-and-app.md#the-app): the page for `/`
 * and every `/app/*` route, immutable hashed assets, one Content-Security-Policy, and nothing
 * changed for `/v1`, `/health` or the 404 envelope.
 */
describe('serving the web app', () => {
  let t: TestApp;
  let bundle: string;
  let scripts: string[];
  let stylesheet: string;

  beforeAll(async () => {
    const assets = readdirSync(join(process.cwd(), 'dist', 'web', 'assets'));
    scripts = assets.filter((name) => name.endsWith('.js'));
    // the entry script is the one index.html loads; chunks may sit beside it
    const html = readFileSync(join(process.cwd(), 'dist', 'web', 'index.html'), 'utf8');
    bundle = scripts.find((name) => html.includes(`/assets/${name}`)) as string;
    stylesheet = assets.find((name) => name.endsWith('.css')) as string;
    t = await startTestApp();
  }, 180_000);
  afterAll(() => t?.close());

  it.each(['/', '/index.html', '/app', '/app/contacts', '/app/campaigns/3c1f7a2e/stats?x=1'])(
    'answers %s with index.html, never cached, under the CSP',
    async (path) => {
      const res = await t.api.raw('get', path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(WEB_CSP);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain(`/assets/${bundle}`);
      // no inline script: the CSP allows only files of this origin
      expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    },
  );

  it('answers hashed assets as immutable for a year, under the CSP', async () => {
    for (const name of [bundle, stylesheet]) {
      expect(name).toMatch(/-[\w-]{8}\.(js|css)$/);
      const res = await t.api.raw('get', `/assets/${name}`).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toBe(WEB_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('allows only its own origin: no other host, no inline script, no framing', () => {
    expect(WEB_CSP).toContain("default-src 'self'");
    expect(WEB_CSP).toContain("script-src 'self'");
    expect(WEB_CSP).toContain("connect-src 'self'");
    expect(WEB_CSP).toContain("frame-ancestors 'none'");
    expect(WEB_CSP).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(WEB_CSP.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"]);
    expect(WEB_CSP).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('ships no API key and no way to send one in the page or any script of the bundle', async () => {
    expect(bundle).toBeDefined();
    const page = await t.api.raw('get', '/').expect(200);
    const texts: [string, string][] = [['index.html', page.text]];
    for (const name of scripts) {
      const js = await t.api.raw('get', `/assets/${name}`).expect(200);
      texts.push([name, js.text]);
    }
    expect(texts.length).toBeGreaterThan(1);
    for (const [name, text] of texts) {
      // a key is pk_ and 43 base64url characters; no shorter run of them after pk_ either
      expect({ name, key: text.match(/pk_[A-Za-z0-9_-]{8,}/)?.[0] }).toEqual({
        name,
        key: undefined,
      });
      expect({ name, header: text.match(/x-api-key|apiKey=/i)?.[0] }).toEqual({
        name,
        header: undefined,
      });
    }
  });

  it('leaves /v1, /health and unknown paths to the API: the 404 envelope, not the page', async () => {
    await t.api.raw('get', '/health').expect(200, { status: 'ok' });
    for (const path of [
      '/v1/nope',
      '/assets/missing-abcdefgh.js',
      '/apps',
      '/nope',
      '/favicon.ico',
    ]) {
      const res = await t.api.raw('get', path).expect(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
    // only GET and HEAD reach the page
    const post = await t.api.raw('post', '/app/contacts').send({}).expect(404);
    expect(post.body.error.code).toBe('NOT_FOUND');
    const head = await request(t.baseUrl).head('/app/lists').ca(t.ca).expect(200);
    expect(head.headers['cache-control']).toBe('no-store');
    const icon = await t.api.raw('get', '/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
