import { ContactRuleViolation } from './contact-rules.errors';
import { normaliseConsent } from './consent';

const NOW = new Date('2026-11-26T12:00:00.000Z');

function fieldOf(value: unknown): string {
  try {
    normaliseConsent(value, NOW);
  } catch (error) {
    if (error instanceof ContactRuleViolation) return error.field;
    throw error;
  }
  throw new Error('expected a violation');
}

describe('normaliseConsent (docs/contacts.md#consent)', () => {
  it('absent is null', () => {
    expect(normaliseConsent(undefined, NOW)).toBeNull();
    expect(normaliseConsent(null, NOW)).toBeNull();
  });

  it('keeps every field, trimmed, with at in UTC and recordedAt now', () => {
    expect(
      normaliseConsent(
        {
          source: ' facebook_lead_form ',
          formUrl: 'https://acme.test/offer?utm=fb',
          ip: '2001:db8::7',
          text: ' I agree. ',
          at: '2026-11-02T09:08:57+01:00',
          extra: 'ignored',
        },
        NOW,
      ),
    ).toEqual({
      source: 'facebook_lead_form',
      formUrl: 'https://acme.test/offer?utm=fb',
      ip: '2001:db8::7',
      text: 'I agree.',
      at: '2026-11-02T08:08:57.000Z',
      recordedAt: NOW.toISOString(),
    });
  });

  it('shape B form_url; an empty object means consent now with nothing else known', () => {
    expect(normaliseConsent({ form_url: 'http://localhost:8080/f' }, NOW)?.formUrl).toBe(
      'http://localhost:8080/f',
    );
    expect(normaliseConsent({}, NOW)).toEqual({
      source: null,
      formUrl: null,
      ip: null,
      text: null,
      at: NOW.toISOString(),
      recordedAt: NOW.toISOString(),
    });
  });

  it.each([
    ['yes', 'consent'],
    [[], 'consent'],
    [true, 'consent'],
    [{ source: 5 }, 'consent.source'],
    [{ source: 'x'.repeat(65) }, 'consent.source'],
    [{ source: 'a\u0001b' }, 'consent.source'],
    [{ formUrl: 'not a url' }, 'consent.formUrl'],
    [{ formUrl: 'javascript:alert(1)' }, 'consent.formUrl'],
    [{ formUrl: 'ftp://acme.test/x' }, 'consent.formUrl'],
    [{ formUrl: 'acme.test/form' }, 'consent.formUrl'],
    [{ form_url: 42 }, 'consent.form_url'],
    [{ formUrl: 'https://a.test/', form_url: 'https://b.test/' }, 'consent.form_url'],
    [{ ip: '999.1.1.1' }, 'consent.ip'],
    [{ ip: 'localhost' }, 'consent.ip'],
    [{ ip: 7 }, 'consent.ip'],
    [{ text: 'x'.repeat(2001) }, 'consent.text'],
    [{ text: 'a\u0000b' }, 'consent.text'],
    [{ text: {} }, 'consent.text'],
    [{ at: 'yesterday' }, 'consent.at'],
    [{ at: '2026-13-01T00:00:00Z' }, 'consent.at'],
    [{ at: 1764158400000 }, 'consent.at'],
    [{ at: '2027-01-01T00:00:00Z' }, 'consent.at'],
  ])('%j → VALIDATION_FAILED on %s', (value, field) => {
    expect(fieldOf(value)).toBe(field);
  });

  it('accepts IPv4, a date without time, and at up to 5 minutes ahead (clock skew)', () => {
    expect(normaliseConsent({ ip: '203.0.113.7' }, NOW)?.ip).toBe('203.0.113.7');
    expect(normaliseConsent({ at: '2026-11-02' }, NOW)?.at).toBe('2026-11-02T00:00:00.000Z');
    expect(normaliseConsent({ at: '2026-11-26T12:04:00Z' }, NOW)?.at).toBe(
      '2026-11-26T12:04:00.000Z',
    );
  });
});
