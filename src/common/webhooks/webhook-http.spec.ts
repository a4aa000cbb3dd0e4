import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookHttpClient, webhookUrlProblem } from './webhook-http';

describe('webhookUrlProblem', () => {
  it.each([
    ['https://hooks.example.com/x', false, null],
    ['http://hooks.example.com/x', false, 'must be an https URL'],
    ['http://127.0.0.1:4000/x', true, null],
    ['https://127.0.0.1/x', false, 'must not point to a private or local address'],
    ['https://10.1.2.3/x', false, 'must not point to a private or local address'],
    ['https://[::1]/x', false, 'must not point to a private or local address'],
    ['https://[::127.0.0.1]/x', false, 'must not point to a private or local address'],
    ['https://[::ffff:10.0.0.1]/x', false, 'must not point to a private or local address'],
    ['https://localhost./x', false, 'must not point to this machine'],
    ['https://LOCALHOST../x', false, 'must not point to this machine'],
    ['https://a.localhost./x', false, 'must not point to this machine'],
    ['https://127.0.0.1./x', false, 'must not point to a private or local address'],
    [
      'https://169.254.169.254/latest/meta-data',
      false,
      'must not point to a private or local address',
    ],
    ['https://localhost/x', false, 'must not point to this machine'],
    ['https://api.localhost/x', false, 'must not point to this machine'],
    ['https://user:pw@hooks.example.com/x', false, 'must not contain credentials'],
    ['ftp://hooks.example.com/x', true, 'must be an http(s) URL'],
    ['not a url', false, 'must be an absolute http(s) URL'],
  ])('%s (private allowed: %p) → %p', (url, allowPrivate, problem) => {
    expect(webhookUrlProblem(url, allowPrivate)).toBe(problem);
  });
});

describe('WebhookHttpClient', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits += 1;
      res.writeHead(503, { 'retry-after': '7' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reports the status, duration and Retry-After of an answer', async () => {
    const client = new WebhookHttpClient(2000, true);
    const result = await client.post(`http://127.0.0.1:${port}/`, {}, '{}');
    await client.close();
    expect(result).toMatchObject({
      status: 503,
      error: 'HTTP 503',
      retryAfterMs: 7000,
      final: false,
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('never connects to a private address when they are refused, by literal or by name', async () => {
    const client = new WebhookHttpClient(2000, false);
    const before = hits;
    const literal = await client.post(`https://127.0.0.1:${port}/`, {}, '{}');
    expect(literal).toMatchObject({ status: null, final: true });
    expect(literal.error).toMatch(/^INVALID_URL/);
    const byName = await client.post(`https://localtest.me.localhost:${port}/`, {}, '{}');
    expect(byName).toMatchObject({ status: null, final: true });
    await client.close();
    expect(hits).toBe(before);
  });

  it('times out a receiver that does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const client = new WebhookHttpClient(300, true);
    const result = await client.post(
      `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`,
      {},
      '{}',
    );
    await client.close();
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    expect(result).toMatchObject({ status: null, error: 'TIMEOUT', final: false });
  });
});
