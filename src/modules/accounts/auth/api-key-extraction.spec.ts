import { type AppError } from '../../../common/errors';
import { extractApiKey } from './api-key-extraction';

const KEY = 'pk_' + 'a'.repeat(43);
const OTHER = 'pk_' + 'b'.repeat(43);

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return 'none';
}

describe('extractApiKey', () => {
  const allow = { allowQuery: true };

  it.each([
    ['query', { query: { apiKey: KEY }, headers: {} }],
    ['bearer', { query: {}, headers: { authorization: `Bearer ${KEY}` } }],
    ['bearer, lower-case scheme', { query: {}, headers: { authorization: `bearer ${KEY}` } }],
    ['x-api-key', { query: {}, headers: { 'x-api-key': KEY } }],
    [
      'all three, same key',
      { query: { apiKey: KEY }, headers: { authorization: `Bearer ${KEY}`, 'x-api-key': KEY } },
    ],
    ['repeated query parameter, same key', { query: { apiKey: [KEY, KEY] }, headers: {} }],
    ['surrounding spaces', { query: {}, headers: { 'x-api-key': `  ${KEY} ` } }],
  ])('finds the key in %s', (_name, sources) => {
    expect(extractApiKey(sources, allow)).toBe(KEY);
  });

  it.each([
    ['nothing', { query: {}, headers: {} }, 'API_KEY_MISSING'],
    ['an empty query parameter', { query: { apiKey: '' }, headers: {} }, 'API_KEY_MISSING'],
    ['an empty x-api-key', { query: {}, headers: { 'x-api-key': ' ' } }, 'API_KEY_MISSING'],
    [
      'a non-string query value',
      { query: { apiKey: { nested: KEY } }, headers: {} },
      'API_KEY_MISSING',
    ],
    [
      'Basic authorization',
      { query: {}, headers: { authorization: 'Basic dXNlcjpwYXNz' } },
      'API_KEY_INVALID',
    ],
    ['a bare Bearer', { query: {}, headers: { authorization: 'Bearer' } }, 'API_KEY_INVALID'],
    [
      'query and bearer differ',
      { query: { apiKey: KEY }, headers: { authorization: `Bearer ${OTHER}` } },
      'API_KEY_CONFLICT',
    ],
    [
      'bearer and x-api-key differ',
      { query: {}, headers: { authorization: `Bearer ${KEY}`, 'x-api-key': OTHER } },
      'API_KEY_CONFLICT',
    ],
    [
      'two query values differ',
      { query: { apiKey: [KEY, OTHER] }, headers: {} },
      'API_KEY_CONFLICT',
    ],
  ])('answers %s with the right code', (_name, sources, code) => {
    expect(codeOf(() => extractApiKey(sources, allow))).toBe(code);
  });

  it('refuses the query placement where the route forbids it, even alongside a header', () => {
    const refuse = { allowQuery: false };
    expect(codeOf(() => extractApiKey({ query: { apiKey: KEY }, headers: {} }, refuse))).toBe(
      'API_KEY_PLACEMENT_NOT_ALLOWED',
    );
    expect(
      codeOf(() =>
        extractApiKey({ query: { apiKey: KEY }, headers: { 'x-api-key': KEY } }, refuse),
      ),
    ).toBe('API_KEY_PLACEMENT_NOT_ALLOWED');
    expect(extractApiKey({ query: {}, headers: { 'x-api-key': KEY } }, refuse)).toBe(KEY);
    expect(extractApiKey({ query: {}, headers: { authorization: `Bearer ${KEY}` } }, refuse)).toBe(
      KEY,
    );
  });
});
