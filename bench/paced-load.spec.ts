import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pacedLoad } from './paced-load';

/**
 * `pacedLoad` starts requests on its schedule, not when earlier ones answer, and counts the wait
 * for a free connection in the latency. Lower bounds only: a slow machine makes latencies
 * longer, never shorter, so these hold however loaded it is.
 */
describe('pacedLoad', () => {
  let server: Server;
  let url: string;
  const arrivals: number[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      arrivals.push(performance.now());
      // every answer takes 100 ms; /fail answers 503
      setTimeout(() => {
        res.statusCode = req.url === '/fail' ? 503 : 200;
        res.end('ok');
      }, 100);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (arrivals.length = 0));

  it('counts the wait for a connection: one connection, 20 req/s against 100 ms answers', async () => {
    const result = await pacedLoad({
      url,
      requests: [{ method: 'GET', path: '/' }],
      rate: 20,
      seconds: 0.5,
      connections: 1,
    });
    expect(result.requests).toBe(10);
    expect(result.non2xx).toBe(0);
    expect(result.errors).toBe(0);
    // the 10th is scheduled 450 ms after the start and cannot answer before 10 × 100 ms
    expect(result.maxMs).toBeGreaterThanOrEqual(540);
    // half of them waited for the connection: at least (k × 100 − k × 50) ms for the k-th
    expect(result.p50Ms).toBeGreaterThanOrEqual(300);
    // a closed loop (autocannon) would report every one at about 100 ms
  });

  it('spreads requests over the second instead of sending them at its start', async () => {
    const before = performance.now();
    await pacedLoad({
      url,
      requests: [{ method: 'GET', path: '/' }],
      rate: 10,
      seconds: 1,
      connections: 10,
    });
    expect(arrivals).toHaveLength(10);
    // the k-th is not sent before k × 100 ms; a burst (autocannon's overallRate) sends all ten at once
    arrivals.forEach((at, k) => expect(at - before).toBeGreaterThanOrEqual(k * 100 - 1));
  });

  it('counts non-2xx answers and sends what setupRequest builds', async () => {
    const result = await pacedLoad({
      url,
      requests: [{ method: 'GET', path: '/', setupRequest: (req) => ({ ...req, path: '/fail' }) }],
      rate: 20,
      seconds: 0.2,
    });
    expect(result.requests).toBe(4);
    expect(result.non2xx).toBe(4);
  });
});
