import { normaliseEmail, passwordProblems } from './password-policy';

describe('password rules', () => {
  const email = 'Ada@Acme.test';

  it.each([
    ['10 characters', 'a'.repeat(10)],
    ['128 characters', 'a'.repeat(128)],
    ['128 code points of 2 UTF-16 units each (counted as characters)', '😀'.repeat(128)],
    ['the email with a suffix', `${email}!`],
  ])('accepts %s', (_name, password) => {
    expect(passwordProblems(password, email)).toEqual([]);
  });

  it.each([
    ['9 characters', 'a'.repeat(9), 'must be 10-128 characters'],
    ['129 characters', 'a'.repeat(129), 'must be 10-128 characters'],
    ['129 emoji', '😀'.repeat(129), 'must be 10-128 characters'],
    ['the email', email, 'must not be your email address'],
    ['the email in another case with spaces', ' ada@ACME.TEST ', 'must not be your email address'],
    ['not a string', 12345678901, 'must be a string'],
  ])('refuses %s', (_name, password, message) => {
    expect(passwordProblems(password, email, 'newPassword')).toEqual([
      { field: 'newPassword', message },
    ]);
  });

  it('normalises emails to trimmed lower case', () => {
    expect(normaliseEmail('  Ada@Acme.TEST ')).toBe('ada@acme.test');
  });
});
