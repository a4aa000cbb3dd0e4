import { authorOf } from './author';

describe('authorOf', () => {
  it.each([
    ['inbound', 'contact'],
    ['opening', 'campaign'],
    ['follow_up', 'campaign'],
    ['bot', 'bot'],
    ['human', 'human'],
    ['manual', 'api'],
    ['system', 'system'],
    ['note', 'note'],
  ] as const)('%s → %s', (purpose, author) => {
    expect(authorOf(purpose)).toBe(author);
  });
});
