import fc from 'fast-check';
import {
  normaliseLanguage,
  normaliseTemplateInput,
  TEMPLATE_NAME_MAX_LENGTH,
  TemplateInputError,
  type TemplateInputFields,
} from './template-input';

const VALID: TemplateInputFields = {
  name: 'welcome_lead',
  channel: 'whatsapp',
  language: 'en_US',
  body: 'Hi {{firstName}}!',
};

/** The problems `fields` produce, or [] when they pass. */
function problems(fields: Partial<TemplateInputFields>) {
  try {
    normaliseTemplateInput({ ...VALID, ...fields });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateInputError);
    return (error as TemplateInputError).problems;
  }
}

describe('normaliseTemplateInput', () => {
  it('normalises a valid template and lists its variables', () => {
    expect(
      normaliseTemplateInput({
        name: '  welcome_lead_2 ',
        channel: 'sms',
        language: 'pt-br',
        body: 'Olá {{ firstName }} {{lastName}}',
      }),
    ).toEqual({
      name: 'welcome_lead_2',
      channel: 'sms',
      language: 'pt_BR',
      body: 'Olá {{ firstName }} {{lastName}}',
      variables: ['firstName', 'lastName'],
    });
  });

  it.each([
    'a',
    'welcome',
    'welcome_lead',
    '2026_offer',
    '_',
    'x'.repeat(TEMPLATE_NAME_MAX_LENGTH),
  ])('accepts the name %j', (name) => {
    expect(problems({ name })).toEqual([]);
  });

  it.each([
    ['', 'must be 1-512 characters'],
    ['   ', 'must be 1-512 characters'],
    ['x'.repeat(TEMPLATE_NAME_MAX_LENGTH + 1), 'must be 1-512 characters'],
    ['Welcome', 'lowercase letters'],
    ['welcome-lead', 'lowercase letters'],
    ['welcome lead', 'lowercase letters'],
    ['café', 'lowercase letters'],
    ['welcome.lead', 'lowercase letters'],
  ])('refuses the name %j', (name, message) => {
    expect(problems({ name })).toEqual([
      { field: 'name', message: expect.stringContaining(message) },
    ]);
  });

  it.each([
    ['en', 'en'],
    ['en_US', 'en_US'],
    ['pt_BR', 'pt_BR'],
    ['en-US', 'en_US'],
    ['EN_us', 'en_US'],
    [' fil ', 'fil'],
    ['es_419', 'es_419'],
  ])('accepts the language %j as %j', (language, stored) => {
    expect(normaliseTemplateInput({ ...VALID, language }).language).toBe(stored);
  });

  it.each(['', 'e', 'english', 'en_', 'en_USA', 'en__US', 'e1', 'en_U1', 'en US', 'en_US_x'])(
    'refuses the language %j',
    (language) => {
      expect(problems({ language })).toEqual([
        { field: 'language', message: 'must be a language code such as en, en_US or pt_BR' },
      ]);
    },
  );

  it('limits the body to 1024 characters on WhatsApp and 1600 on SMS (code points)', () => {
    expect(problems({ body: 'é'.repeat(1024) })).toEqual([]);
    expect(problems({ body: '😀'.repeat(1024) })).toEqual([]);
    expect(problems({ body: 'a'.repeat(1025) })).toEqual([
      { field: 'body', message: 'must be at most 1024 characters for whatsapp templates' },
    ]);
    expect(problems({ channel: 'sms', body: 'a'.repeat(1600) })).toEqual([]);
    expect(problems({ channel: 'sms', body: 'a'.repeat(1601) })).toEqual([
      { field: 'body', message: 'must be at most 1600 characters for sms templates' },
    ]);
  });

  it.each(['messenger', 'instagram'] as const)(
    'limits a %s body to Meta’s 2,000-character text limit',
    (channel) => {
      expect(problems({ channel, body: 'a'.repeat(2000) })).toEqual([]);
      expect(problems({ channel, body: 'Hi {{firstName}}!' })).toEqual([]);
      expect(problems({ channel, body: 'a'.repeat(2001) })).toEqual([
        { field: 'body', message: `must be at most 2000 characters for ${channel} templates` },
      ]);
    },
  );

  it.each(['', ' ', '\n\t '])('refuses the blank body %j', (body) => {
    expect(problems({ body })).toEqual([{ field: 'body', message: 'must not be empty' }]);
  });

  it.each(['a\u0000b', 'bell\u0007', 'lone \ud800'])('refuses control characters in %j', (body) => {
    expect(problems({ body })).toEqual([
      { field: 'body', message: expect.stringContaining('control characters') },
    ]);
  });

  it('keeps tabs and line breaks in a body', () => {
    expect(problems({ body: 'Hi\t{{firstName}}\r\nBye' })).toEqual([]);
  });

  it('refuses another variable, naming it', () => {
    expect(problems({ body: 'Hi {{ email }}' })).toEqual([
      { field: 'body', message: expect.stringContaining('{{ email }}') },
    ]);
  });

  it('lists every broken field at once', () => {
    expect(
      problems({ name: 'Bad Name', language: 'english', body: '' }).map((p) => p.field),
    ).toEqual(['name', 'language', 'body']);
  });
});

describe('normaliseLanguage', () => {
  it('is idempotent and always yields the WhatsApp spelling', () => {
    const code = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z]{2,3}$/),
        fc.option(fc.tuple(fc.constantFrom('_', '-'), fc.stringMatching(/^([A-Za-z]{2}|\d{3})$/))),
      )
      .map(([language, region]) => (region ? `${language}${region[0]}${region[1]}` : language));
    fc.assert(
      fc.property(code, (value) => {
        const once = normaliseLanguage(value);
        expect(once).toMatch(/^[a-z]{2,3}(_([A-Z]{2}|\d{3}))?$/);
        expect(normaliseLanguage(once as string)).toBe(once);
      }),
    );
  });
});
