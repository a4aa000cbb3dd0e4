import fc from 'fast-check';
import {
  FIRST_NAME_FALLBACK,
  parseTemplateBody,
  renderTemplate,
  TemplateBodyError,
  type TemplateContact,
  whatsAppParameters,
  WHATSAPP_EMPTY_PARAMETER,
  whatsAppReviewBody,
} from './template-body';

const ANN: TemplateContact = { firstName: 'Ann', lastName: 'Lee' };

describe('parseTemplateBody', () => {
  it.each([
    ['Hello!', []],
    ['', []],
    ['Hi {{firstName}}!', ['firstName']],
    ['Hi {{ firstName }} {{\tlastName\n}}', ['firstName', 'lastName']],
    ['{{lastName}}, {{firstName}} {{lastName}}', ['lastName', 'firstName', 'lastName']],
    ['{{firstName}}{{firstName}}', ['firstName', 'firstName']],
    ['{ firstName } and {single} braces and } { are text', []],
    ['{{{firstName}}}', ['firstName']], // single braces around a variable are text
  ])('%j → %j', (body, expected) => {
    expect(parseTemplateBody(body)).toEqual(expected);
  });

  it.each([
    ['Hi {{email}}', '{{email}}'],
    ['Hi {{1}}', '{{1}}'],
    ['Hi {{}}', '{{}}'],
    ['Hi {{ }}', '{{ }}'],
    ['Hi {{FirstName}}', '{{FirstName}}'],
    ['Hi {{first_name}}', '{{first_name}}'],
    ['Hi {{firstName}} {{ phone }}', '{{ phone }}'],
  ])('refuses %j naming %s', (body, named) => {
    let error: unknown;
    try {
      parseTemplateBody(body);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TemplateBodyError);
    expect((error as TemplateBodyError).fragment).toBe(named);
    expect((error as Error).message).toContain(named);
    expect((error as Error).message).toContain('only {{firstName}} and {{lastName}} are allowed');
  });

  it.each(['Hi {{firstName}', 'Hi {{firstName', 'Hi firstName}}', 'a {{ b {{firstName}}', '}}{{'])(
    'refuses the unmatched braces of %j',
    (body) => {
      expect(() => parseTemplateBody(body)).toThrow(/unmatched "(\{\{|\}\})"/);
    },
  );

  it('names at most 40 characters of a long unknown variable', () => {
    const body = `{{${'x'.repeat(100)}}}`;
    expect(() => parseTemplateBody(body)).toThrow(TemplateBodyError);
    try {
      parseTemplateBody(body);
    } catch (error) {
      expect([...(error as TemplateBodyError).fragment].length).toBeLessThanOrEqual(40);
    }
  });
});

describe('renderTemplate', () => {
  it.each<[string, TemplateContact, string]>([
    ['Hi {{firstName}}!', ANN, 'Hi Ann!'],
    ['Hi {{ firstName }} {{lastName}}!', ANN, 'Hi Ann Lee!'],
    ['No variables.', ANN, 'No variables.'],
    ['Hi {{firstName}}!', {}, `Hi ${FIRST_NAME_FALLBACK}!`],
    ['Hi {{firstName}}!', { firstName: null }, 'Hi there!'],
    ['Hi {{firstName}}!', { firstName: '   ' }, 'Hi there!'],
    ['Hi {{firstName}} {{lastName}}!', { firstName: 'Ann' }, 'Hi Ann!'],
    [
      'Hi {{firstName}} {{lastName}}, welcome',
      { firstName: 'Ann', lastName: '' },
      'Hi Ann, welcome',
    ],
    ['Dear {{lastName}} family', {}, 'Dear family'],
    ['{{lastName}} family', {}, 'family'],
    ['Hello {{lastName}}', {}, 'Hello'],
    ['Hi {{firstName}}{{lastName}}!', { firstName: 'Ann' }, 'Hi Ann!'],
    ['A\n{{lastName}} B', {}, 'A\nB'],
    ['A\r\n  {{lastName}} B', {}, 'A\r\n  B'],
    ['{{lastName}} {{lastName}} x', {}, 'x'],
    ['{{lastName}}   {{firstName}}', { firstName: 'Ann' }, 'Ann'],
    ['Hi {{firstName}} {{lastName}}!', {}, 'Hi there!'],
    ['Hi {{firstName}}', { firstName: ' Ann\t Marie \n' }, 'Hi Ann Marie'],
    // a value is never expanded again
    ['Hi {{firstName}}', { firstName: '{{lastName}}', lastName: 'Lee' }, 'Hi {{lastName}}'],
    ['Hi {{firstName}}', { firstName: '$& $1' }, 'Hi $& $1'],
    ['{{{firstName}}}', ANN, '{Ann}'],
  ])('%j with %j → %j', (body, contact, expected) => {
    expect(renderTemplate(body, contact)).toBe(expected);
  });

  it('throws TemplateBodyError for a body with an unknown variable', () => {
    expect(() => renderTemplate('Hi {{email}}', ANN)).toThrow(TemplateBodyError);
  });
});

describe('whatsAppParameters', () => {
  it.each<[string, TemplateContact, string[]]>([
    ['No variables', ANN, []],
    ['Hi {{firstName}} {{lastName}}, {{firstName}}', ANN, ['Ann', 'Lee', 'Ann']],
    ['Hi {{firstName}} {{lastName}}', {}, [FIRST_NAME_FALLBACK, WHATSAPP_EMPTY_PARAMETER]],
    ['Hi {{firstName}}', { firstName: 'Ann\n\tMarie     Lee' }, ['Ann Marie Lee']],
  ])('%j with %j → %j', (body, contact, expected) => {
    expect(whatsAppParameters(body, contact)).toEqual(expected);
  });

  it('throws TemplateBodyError for a body with an unknown variable', () => {
    expect(() => whatsAppParameters('Hi {{1}}', ANN)).toThrow(TemplateBodyError);
  });
});

// Properties (fast-check v4)

/** Text without braces: never a variable. */
const plainText = fc.string({ maxLength: 20 }).map((text) => text.replace(/[{}]/g, ''));
const variable = fc.constantFrom('firstName', 'lastName');
const spaces = fc.constantFrom('', ' ', '  ', '\t');
/** A body from plain pieces and variables (with optional whitespace inside the braces). */
const body = fc
  .array(
    fc.oneof(
      plainText.map((text) => ({ text, variable: null as string | null })),
      fc
        .tuple(spaces, variable, spaces)
        .map(([before, name, after]) => ({ text: `{{${before}${name}${after}}}`, variable: name })),
    ),
    { maxLength: 8 },
  )
  .map((pieces) => ({
    body: pieces.map((piece) => piece.text).join(''),
    variables: pieces.flatMap((piece) => (piece.variable ? [piece.variable] : [])),
  }));
/** A name without braces (so a rendering holds no variable), possibly blank or absent. */
const name = fc.option(plainText, { nil: undefined });

describe('template body properties', () => {
  it('parseTemplateBody finds exactly the variables written, in order', () => {
    fc.assert(
      fc.property(body, ({ body, variables }) => {
        expect(parseTemplateBody(body)).toEqual(variables);
      }),
    );
  });

  it('one WhatsApp parameter per variable, none empty, no tab or new line', () => {
    fc.assert(
      fc.property(body, name, name, ({ body, variables }, firstName, lastName) => {
        const parameters = whatsAppParameters(body, { firstName, lastName });
        expect(parameters).toHaveLength(variables.length);
        for (const parameter of parameters) {
          expect(parameter.length).toBeGreaterThan(0);
          expect(parameter).not.toMatch(/[\t\n\r]| {5}/);
        }
      }),
    );
  });

  it('a rendering has no variable left and contains each given name', () => {
    fc.assert(
      fc.property(body, name, name, ({ body, variables }, firstName, lastName) => {
        const text = renderTemplate(body, { firstName, lastName });
        expect(text).not.toMatch(/\{\{[^{}]*\}\}/);
        const first = firstName?.replace(/\s+/g, ' ').trim() || FIRST_NAME_FALLBACK;
        if (variables.includes('firstName')) expect(text).toContain(first);
        const last = lastName?.replace(/\s+/g, ' ').trim();
        if (variables.includes('lastName') && last) expect(text).toContain(last);
      }),
    );
  });

  it('a body without variables renders as itself', () => {
    fc.assert(
      fc.property(plainText, name, (text, firstName) => {
        expect(renderTemplate(text, { firstName })).toBe(text);
      }),
    );
  });

  it('a missing last name leaves no doubled space where the body had none', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            plainText.map((t) => t.replace(/ {2,}/g, ' ')),
            fc.constant('{{lastName}}'),
          ),
          {
            maxLength: 6,
          },
        ),
        (pieces) => {
          const joined = pieces.join(' ');
          fc.pre(!/ {2}/.test(joined.replace(/\{\{lastName\}\}/g, 'X')));
          expect(renderTemplate(joined, {})).not.toMatch(/ {2}/);
        },
      ),
    );
  });
});

describe('whatsAppReviewBody (docs/templates.md#review-by-meta)', () => {
  it('numbers the variables in order, with an example for each', () => {
    expect(whatsAppReviewBody('Hi {{firstName}} {{ lastName }}, {{firstName}}!')).toEqual({
      text: 'Hi {{1}} {{2}}, {{3}}!',
      examples: ['Ada', 'Lovelace', 'Ada'],
    });
  });

  it('leaves a body without variables as is', () => {
    expect(whatsAppReviewBody('Thanks for signing up')).toEqual({
      text: 'Thanks for signing up',
      examples: [],
    });
  });
});
