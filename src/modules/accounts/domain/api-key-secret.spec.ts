import { API_KEY_BYTES, generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('generates pk_-prefixed keys carrying 32 random bytes', () => {
    const key = generateApiKey();
    expect(key.plaintext).toMatch(/^pk_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.plaintext.slice(3), 'base64url')).toHaveLength(API_KEY_BYTES);
    expect(key.displayPrefix).toBe(key.plaintext.slice(0, 7));
  });

  it('never generates the same key twice in 10,000 draws', () => {
    const keys = new Set(Array.from({ length: 10_000 }, () => generateApiKey().plaintext));
    expect(keys.size).toBe(10_000);
  });

  it('stores a SHA-256 hex digest, not the key', () => {
    const key = generateApiKey();
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(hashApiKey(key.plaintext));
    expect(key.hash).not.toContain(key.plaintext.slice(3, 20));
  });

  it.each([
    ['', false],
    ['pk_short', false],
    ['sk_' + 'a'.repeat(43), false],
    ['pk_' + 'a'.repeat(42) + '=', false],
    ['pk_' + 'a'.repeat(44), false],
    ['pk_' + 'A-_9'.repeat(10) + 'abc', true],
  ])('recognises the key shape of %j as %s', (candidate, expected) => {
    expect(looksLikeApiKey(candidate)).toBe(expected);
  });
});
