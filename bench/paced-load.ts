import autocannon, { type Request as CannonRequest } from 'autocannon';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** What `pacedLoad` runs. */
export interface PacedLoadOptions {
  /** `http://` or `https://` origin (self-signed certificates are accepted). */
  url: string;
  /** Sent in turn, as autocannon does: `setupRequest` (if any) is called for each. */
  requests: CannonRequest[];
  headers?: Record<string, string>;
  /** Requests started per second. */
  rate: number;
  /** How long requests are started for (s); the result waits for the last answers. */
  seconds: number;
  /** Connections at most (default 16). */
  connections?: number;
  /** Stops starting requests when it settles (before `seconds` have passed). */
  until?: Promise<unknown>;
}

/** What a paced run measured; latencies in ms from the scheduled start. */
export interface PacedLoadResult {
  requests: number;
  /** Answers per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers with a status outside 2xx. */
  non2xx: number;
  /** Requests without an answer (connection errors, timeouts of 30 s). */
  errors: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/**
 * Latency at a fixed rate, the way a service sees real traffic: requests start evenly spaced
 * (one every `1 / rate` s), whether or not earlier ones have answered, over at most
 * `connections` keep-alive connections; each latency runs from the request's scheduled start,
 * so time spent waiting for a free connection counts (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its quota for the second as
 * fast as it can at the start of the second, then idle (mcollina/autocannon#174, "50 requests
 * in 100 ms then 900 ms of nothing"), and corrects coordinated omission with an expected
 * interval of `ceil(1 / rate)` = 1 ms, which adds `L - 1` made-up samples for every answer of
 * `L` ms. Its "p99 at half the peak" is the p99 of a burst at the peak, inflated again; the
 * closed-loop measurements (peak rate) still use autocannon. docs/performance.md#how-it-is-measured.
 *
 * Runs `options.rate` requests/s for `options.seconds` s; never throws for a failed request.
 */
export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const origin = new URL(options.url);
  const https = origin.protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: options.connections ?? 16 };
  const agent = https
    ? new HttpsAgent({ ...agentOptions, rejectUnauthorized: false })
    : new HttpAgent(agentOptions);
  const send = https ? httpsRequest : httpRequest;
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;

  const one = (index: number, scheduledAt: number): Promise<void> => {
    const template = options.requests[index % options.requests.length];
    const setup = template.setupRequest;
    const req = typeof setup === 'function' ? setup({ ...template }, {}) : template;
    return new Promise((resolve) => {
      const outgoing = send(
        {
          agent,
          hostname: origin.hostname,
          port: origin.port,
          method: req.method ?? 'GET',
          path: req.path ?? '/',
          headers: { ...options.headers, ...(req.headers as Record<string, string>) },
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - scheduledAt);
            if (!res.statusCode || res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(req.body);
    });
  };

  let stopped = false;
  void options.until?.finally(() => (stopped = true));
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  while (next < total && !stopped) {
    const now = performance.now();
    while (next < total && started + next * intervalMs <= now) {
      inFlight.push(one(next, started + next * intervalMs));
      next += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: next,
    requestsPerSecond: Math.round(latencies.length / elapsedS),
    p50Ms: round(percentile(sorted, 0.5)),
    p90Ms: round(percentile(sorted, 0.9)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    non2xx,
    errors,
  };
}

/** One measurement of a server: answers per second, latency (ms), failures, requests made. */
export type LoadMeasurement = Pick<
  PacedLoadResult,
  'requestsPerSecond' | 'p50Ms' | 'p99Ms' | 'errors' | 'non2xx' | 'requests'
>;

/**
 * The benchmarks' one way to load a server: with no `rate`, its peak (autocannon's closed loop,
 * `connections` requests always in flight); with a `rate`, latency at that rate (`pacedLoad`).
 */
export async function measureLoad(options: {
  url: string;
  requests: CannonRequest[];
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  rate?: number;
}): Promise<LoadMeasurement> {
  const { url, requests, headers, seconds, connections, rate } = options;
  if (rate) {
    const {
      requestsPerSecond,
      p50Ms,
      p99Ms,
      errors,
      non2xx,
      requests: made,
    } = await pacedLoad({
      url,
      requests,
      headers,
      rate,
      seconds,
      connections,
    });
    return { requestsPerSecond, p50Ms, p99Ms, errors, non2xx, requests: made };
  }
  const r = await autocannon({ url, connections, duration: seconds, headers, requests });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}
