import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process, on a registry of its own (so several app instances in one
 * process, as in tests, never collide): Node's default metrics and
 * `http_request_duration_seconds{method,route,status_code}`. Later modules register their
 * own (queue depth, messages by status) on `registry`.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
  }

  /**
   * Records one answered request: `seconds` from its arrival, the route label being the matched
   * pattern (`unmatched` when no route matched).
   */
  observeHttp(req: Request, statusCode: number, seconds: number): void {
    const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
    this.httpDuration.observe(
      { method: req.method, route, status_code: String(statusCode) },
      seconds,
    );
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
