import request from 'supertest';
import type { Test } from 'supertest';

/** Where a test puts the API key. */
export type KeyPlacement = 'query' | 'bearer' | 'header';

/**
 * A small typed client for e2e tests over supertest: HTTPS against the test certificate, the
 * key in the chosen placement, JSON bodies. Each method returns supertest's `Test`, so tests can
 * still `.set()` headers or `.send()` raw bodies.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly ca: string,
  ) {}

  /** A request with no key. */
  raw(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): Test {
    return request(this.baseUrl)[method](path).ca(this.ca);
  }

  /** A request carrying `key` in `placement` (default: Bearer). */
  as(key: string, placement: KeyPlacement = 'bearer') {
    const withKey = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string): Test => {
      if (placement === 'query') {
        const separator = path.includes('?') ? '&' : '?';
        return this.raw(method, `${path}${separator}apiKey=${encodeURIComponent(key)}`);
      }
      const req = this.raw(method, path);
      return placement === 'bearer'
        ? req.set('Authorization', `Bearer ${key}`)
        : req.set('x-api-key', key);
    };
    return {
      get: (path: string) => withKey('get', path),
      post: (path: string, body?: object) =>
        body === undefined ? withKey('post', path) : withKey('post', path).send(body),
      patch: (path: string, body: object) => withKey('patch', path).send(body),
      delete: (path: string) => withKey('delete', path),
    };
  }
}
