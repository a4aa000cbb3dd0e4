import { normaliseEmail, passwordProblems } from './password-policy';

describe('password rules (docs/security.md#passwords, NIST SP 800-63B)', () => {
  const context = { email: 'Ada@Acme.test', accountName: 'Acme Funnels', name: 'Ada Lovelace' };

  it.each([
    ['a passphrase of common words', 'correct horse battery'],
    ['128 characters', 'correct horse battery '.repeat(6).slice(0, 128)],
    ['128 code points of 2 UTF-16 units each (counted as characters)', '😀🐴🔋📎'.repeat(32)],
    ['words and symbols', 'Tr0ub4dour&3x-later'],
    ['a short account name elsewhere in it', 'a brand new passphrase'],
  ])('accepts %s', (_name, password) => {
    expect(passwordProblems(password, context)).toEqual([]);
  });

  it.each([
    ['9 characters', 'a'.repeat(9), 'must be 10-128 characters'],
    ['129 characters', 'a'.repeat(129), 'must be 10-128 characters'],
    ['129 emoji', '😀'.repeat(129), 'must be 10-128 characters'],
    ['only spaces', '          ', 'must not be only spaces: use words or other characters'],
    ['only whitespace of several kinds', ' \t \u00a0\u2003  \n  ', 'must not be only spaces'],
    ['the email', context.email, 'must not contain your email address'],
    [
      'the email in another case with spaces',
      ' ada@ACME.TEST ',
      'must not contain your email address',
    ],
    ['the email with a suffix', 'ada@acme.test!2026', 'must not contain your email address'],
    ['the account name', 'acme-funnels-2026!', 'must not contain the account name'],
    ['the person name', 'AdaLovelace#1815', 'must not contain your name'],
    [
      'password12 (common)',
      'password12',
      'is too easy to guess (This is a commonly used password)',
    ],
    ['1234567890 (common)', '1234567890', 'is too easy to guess'],
    ['aaaaaaaaaa (repeated)', 'aaaaaaaaaa', 'is too easy to guess'],
    ['qwertyuiop (a keyboard row)', 'qwertyuiop', 'is too easy to guess'],
    ['not a string', 12345678901, 'must be a string'],
  ])('refuses %s, saying why', (_name, password, message) => {
    const problems = passwordProblems(password, context, 'newPassword');
    expect(problems).toHaveLength(1);
    expect(problems[0].field).toBe('newPassword');
    expect(problems[0].message.startsWith(message)).toBe(true);
  });

  it('normalises emails to trimmed lower case', () => {
    expect(normaliseEmail('  Ada@Acme.TEST ')).toBe('ada@acme.test');
  });
});
