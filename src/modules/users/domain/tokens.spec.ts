import {
  generateToken,
  hashToken,
  looksLikeToken,
  SESSION_REFRESH_INTERVAL_MS,
  sessionNeedsRefresh,
} from './tokens';

describe('secret tokens (sessions, invitations, sign-up links)', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256', () => {
    const a = generateToken();
    const b = generateToken();
    expect(Buffer.from(a.plaintext, 'base64url')).toHaveLength(32);
    expect(looksLikeToken(a.plaintext)).toBe(true);
    expect(a.plaintext).not.toBe(b.plaintext);
    expect(a.hash).toBe(hashToken(a.plaintext));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses junk without a lookup', () => {
    for (const junk of ['', 'x', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`])
      expect(looksLikeToken(junk)).toBe(false);
  });

  it('slides the expiry at most once per refresh interval', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    expect(sessionNeedsRefresh(at(0), now)).toBe(false);
    expect(sessionNeedsRefresh(at(SESSION_REFRESH_INTERVAL_MS - 1), now)).toBe(false);
    expect(sessionNeedsRefresh(at(SESSION_REFRESH_INTERVAL_MS), now)).toBe(true);
  });
});
