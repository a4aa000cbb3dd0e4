import fc from 'fast-check';
import type { AppError } from '../../errors';
import {
  canonicalJson,
  hashIdempotencyKey,
  identifyRequest,
  hashCredential,
  openResponse,
  parseIdempotencyKey,
  replayableHeaders,
  sealResponse,
  subjectIdsOf,
} from './idempotent-request';

describe('parseIdempotencyKey', () => {
  it.each([
    ['one character', 'a'],
    ['a UUID', '550e8400-e29b-41d4-a716-446655440000'],
    ['255 printable characters', '~ !'.padEnd(255, 'x')],
  ])('accepts %s', (_name, key) => {
    expect(parseIdempotencyKey(key)).toBe(key);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(256)],
    ['a tab', 'a\tb'],
    ['a newline', 'a\nb'],
    ['non-ASCII', 'clé'],
    ['DEL', 'a\x7f'],
  ])('refuses %s with VALIDATION_FAILED on the Idempotency-Key field', (_name, key) => {
    let refusal: AppError | undefined;
    try {
      parseIdempotencyKey(key);
    } catch (error) {
      refusal = error as AppError;
    }
    expect(refusal?.code).toBe('VALIDATION_FAILED');
    expect(refusal?.details).toEqual([{ field: 'Idempotency-Key', message: expect.any(String) }]);
  });

  it('reads repeated headers as Node joins them', () => {
    expect(parseIdempotencyKey(['a', 'b'])).toBe('a, b');
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
  });

  it('reads the same for any key order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
    );
  });
});

describe('identifyRequest', () => {
  const base: { method: string; originalUrl: string; body: unknown } = {
    method: 'POST',
    originalUrl: '/v1/contacts?b=2&a=1',
    body: { x: 1, y: 2 },
  };
  const fingerprint = (change: Partial<typeof base>) =>
    identifyRequest({ ...base, ...change }).fingerprint;

  it('keeps the path without the query', () => {
    expect(identifyRequest(base)).toMatchObject({ method: 'POST', path: '/v1/contacts' });
    expect(fingerprint({})).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores key order, query order and the apiKey parameter', () => {
    const same = fingerprint({});
    expect(fingerprint({ body: { y: 2, x: 1 } })).toBe(same);
    expect(fingerprint({ originalUrl: '/v1/contacts?a=1&b=2' })).toBe(same);
    expect(fingerprint({ originalUrl: '/v1/contacts?a=1&apiKey=pk_secret&b=2' })).toBe(same);
  });

  it('tells apart method, path, query and body', () => {
    const same = fingerprint({});
    for (const other of [
      fingerprint({ method: 'PUT' }),
      fingerprint({ originalUrl: '/v1/lists?b=2&a=1' }),
      fingerprint({ originalUrl: '/v1/contacts?b=2&a=2' }),
      fingerprint({ originalUrl: '/v1/contacts' }),
      fingerprint({ body: { x: 1, y: 3 } }),
      fingerprint({ body: { x: 1 } }),
      fingerprint({ body: undefined }),
    ])
      expect(other).not.toBe(same);
  });
});

describe('replayableHeaders', () => {
  it('keeps the outcome headers and drops those of one delivery', () => {
    expect(
      replayableHeaders({
        'content-type': 'application/json',
        'x-contact-created': 'true',
        location: '/v1/contacts/1',
        'content-length': 12,
        etag: 'W/"x"',
        'x-request-id': 'abc',
        'x-ratelimit-limit': 600,
        'x-ratelimit-remaining': 599,
        'x-ratelimit-reset': 60,
        'retry-after': '1',
      }),
    ).toEqual({
      'content-type': 'application/json',
      'x-contact-created': 'true',
      location: '/v1/contacts/1',
    });
  });
});

describe('sealResponse / openResponse', () => {
  const accountId = '7d3c2a4e-0000-4000-8000-000000000001';
  const credential = hashCredential('key:abc');
  const response = {
    headers: { 'content-type': 'application/json' },
    body: '{"apiKey":"pk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"}',
  };

  it('round-trips text and bytes', () => {
    const sealed = sealResponse('key-1', accountId, credential, response);
    expect(openResponse('key-1', accountId, credential, 201, sealed)).toEqual({
      status: 201,
      ...response,
    });
    const bytes = { headers: {}, body: Buffer.from([0, 255, 1]) };
    expect(
      openResponse(
        'key-1',
        accountId,
        credential,
        200,
        sealResponse('key-1', accountId, credential, bytes),
      ).body,
    ).toEqual(bytes.body);
  });

  it('hides the body and opens only with the same key, account and credential', () => {
    const sealed = sealResponse('key-1', accountId, credential, response);
    expect(sealed.toString('latin1')).not.toContain('pk_abcdefghijklmnop');
    expect(() => openResponse('key-2', accountId, credential, 201, sealed)).toThrow();
    expect(() =>
      openResponse('key-1', '7d3c2a4e-0000-4000-8000-000000000002', credential, 201, sealed),
    ).toThrow();
    expect(() =>
      openResponse('key-1', accountId, hashCredential('user:someone'), 201, sealed),
    ).toThrow();
  });

  it('stores the key and the credential only as their SHA-256', () => {
    expect(hashIdempotencyKey('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashCredential('abc')).toBe(hashIdempotencyKey('abc'));
  });
});

describe('subjectIdsOf', () => {
  it('finds every id a JSON answer names, once, in lower case', () => {
    const a = '3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f';
    const b = '0B6F3D2E-8C1A-4F5E-9A7B-2D4C6E8F0A1B';
    expect(
      subjectIdsOf(JSON.stringify({ id: a, added: [a, b], note: 'no id here', n: 12 })),
    ).toEqual([a, b.toLowerCase()]);
    expect(subjectIdsOf('{"ok":true}')).toEqual([]);
    expect(subjectIdsOf(Buffer.from(a))).toEqual([]);
  });
});
