import { type AppError } from '../../../common/errors';
import { checkSameOrigin, type OriginEvidence, originOf } from './same-origin';

const SERVICE = 'https://app.parley.test';

function outcome(evidence: Partial<OriginEvidence>): string {
  try {
    checkSameOrigin({
      method: 'POST',
      origin: undefined,
      secFetchSite: undefined,
      expectedOrigin: SERVICE,
      ...evidence,
    });
    return 'ok';
  } catch (error) {
    return (error as AppError).code;
  }
}

describe('checkSameOrigin (docs/sessions-and-app.md#cross-site-requests)', () => {
  it.each([
    ['GET without any header', { method: 'GET' }],
    ['HEAD from another site', { method: 'HEAD', origin: 'https://evil.test' }],
    ['OPTIONS', { method: 'options' }],
    ['POST from its own origin', { origin: SERVICE }],
    ['POST from its own origin with the default port', { origin: 'https://app.parley.test:443' }],
    [
      'DELETE with Sec-Fetch-Site same-origin and no Origin',
      { method: 'DELETE', secFetchSite: 'same-origin' },
    ],
    [
      'its own origin when PUBLIC_BASE_URL has a path',
      { origin: SERVICE, expectedOrigin: `${SERVICE}/parley/` },
    ],
  ])('accepts %s', (_name, evidence) => {
    expect(outcome(evidence)).toBe('ok');
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.test' }],
    ['the same host over http', { origin: 'http://app.parley.test' }],
    ['another port', { origin: 'https://app.parley.test:8443' }],
    ['a sub-domain', { origin: 'https://evil.app.parley.test' }],
    ['Origin: null', { origin: 'null' }],
    [
      'a foreign Origin with Sec-Fetch-Site same-origin',
      { origin: 'https://evil.test', secFetchSite: 'same-origin' },
    ],
    ['no header at all', {}],
    ['Sec-Fetch-Site same-site', { secFetchSite: 'same-site' }],
    ['Sec-Fetch-Site none (typed URL) on a cookie write', { secFetchSite: 'none' }],
    ['PATCH from another site', { method: 'PATCH', origin: 'https://evil.test' }],
  ])('refuses %s with CSRF_ORIGIN_MISMATCH', (_name, evidence) => {
    expect(outcome(evidence)).toBe('CSRF_ORIGIN_MISMATCH');
  });

  it('lets sign-in without browser headers through, but never a foreign browser request', () => {
    expect(outcome({ requireEvidence: false })).toBe('ok');
    expect(outcome({ requireEvidence: false, secFetchSite: 'none' })).toBe('ok');
    expect(outcome({ requireEvidence: false, origin: SERVICE })).toBe('ok');
    expect(outcome({ requireEvidence: false, origin: 'https://evil.test' })).toBe(
      'CSRF_ORIGIN_MISMATCH',
    );
    expect(outcome({ requireEvidence: false, secFetchSite: 'cross-site' })).toBe(
      'CSRF_ORIGIN_MISMATCH',
    );
  });

  it('reads origins of http(s) URLs only', () => {
    expect(originOf('HTTPS://App.Parley.test:443/x?y')).toBe(SERVICE);
    expect(originOf('null')).toBeNull();
    expect(originOf('file:///etc/passwd')).toBeNull();
  });
});
