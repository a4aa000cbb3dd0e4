import { ContactRuleViolation } from './contact-rules.errors';
import { normaliseEmail, normaliseEmailForLookup } from './email-address';

describe('normaliseEmailForLookup', () => {
  it.each([
    ['ana funnel@example.com', 'ana+funnel@example.com'], // ?email=ana+funnel@example.com unencoded
    ['ana+funnel@example.com', 'ana+funnel@example.com'], // encoded %2B
    ['  Ana.Khan@Example.COM ', 'ana.khan@example.com'],
    [' a b c@example.com', 'a+b+c@example.com'],
  ])('reads %j with the key %s', (raw, key) => {
    expect(normaliseEmailForLookup(raw).key).toBe(key);
  });

  it('agrees with normaliseEmail on input without inner spaces', () => {
    for (const raw of ['ana@example.com', ' Ana@EXAMPLE.com\t', 'x.y+z@sub.example.co.uk']) {
      expect(normaliseEmailForLookup(raw)).toEqual(normaliseEmail(raw));
    }
  });

  it.each([['not-an-email'], [''], ['   '], ['ana@example'], ['ana\t@example.com']])(
    'rejects %j with INVALID_EMAIL',
    (raw) => {
      let caught: unknown;
      try {
        normaliseEmailForLookup(raw);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ContactRuleViolation);
      expect((caught as ContactRuleViolation).code).toBe('INVALID_EMAIL');
    },
  );
});
