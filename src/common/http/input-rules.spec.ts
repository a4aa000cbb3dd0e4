import { IsObject } from 'class-validator';
import { jsonNestingExceeds, RESERVED_KEYS, unacceptableText } from './input-rules';
import { createValidationPipe } from './validation';

describe('jsonNestingExceeds', () => {
  const buf = (text: string) => Buffer.from(text, 'utf8');

  it.each([
    ['32 levels', `${'['.repeat(32)}${']'.repeat(32)}`, false],
    ['33 levels', `${'['.repeat(33)}${']'.repeat(33)}`, true],
    ['objects and arrays mixed', `${'{"a":['.repeat(17)}${']}'.repeat(17)}`, true],
    ['brackets inside strings', `{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, false],
    [
      'an escaped backslash before the closing quote',
      `{"a":"\\\\","b":${'['.repeat(5)}${']'.repeat(5)}}`,
      false,
    ],
    ['multi-byte text', `{"a":"😀${'['.repeat(40)}"}`, false],
  ])('%s', (_title, text, expected) => {
    expect(jsonNestingExceeds(buf(text), 32)).toBe(expected);
  });
});

describe('unacceptableText', () => {
  it('names every field holding NUL or a lone surrogate, keys escaped', () => {
    const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
    expect(
      unacceptableText({
        ok: 'fine 😀 \u202e',
        bot: { faq: [{ question: 'a\u0000' }], instructions: '\ud800' },
        ['k\u0000']: 1,
      }).sort(byField),
    ).toEqual([
      { field: 'bot.faq.0.question', message: expect.stringContaining('NUL') },
      { field: 'bot.instructions', message: expect.stringContaining('surrogates') },
      { field: 'k\\u0000', message: expect.stringContaining('key') },
    ]);
  });

  it('refuses reserved keys only when asked', () => {
    const body = JSON.parse(
      '{"customFields":{"__proto__":{"x":1},"constructor":"y","toString":"z"}}',
    );
    expect(unacceptableText(body)).toEqual([]);
    expect(
      unacceptableText(body, '', true)
        .map((d) => d.field)
        .sort(),
    ).toEqual(['customFields.__proto__', 'customFields.constructor']);
  });

  it('refuses exactly the keys the validation pipe would delete, among every Object.prototype name', async () => {
    class Body {
      @IsObject()
      customFields!: Record<string, unknown>;
    }
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
    const customFields = JSON.parse(
      `{${names.map((name) => `${JSON.stringify(name)}:"x"`).join(',')}}`,
    ) as Record<string, unknown>;
    await createValidationPipe().transform({ customFields }, { type: 'body', metatype: Body });
    const deleted = names.filter((name) => !Object.hasOwn(customFields, name));
    expect(new Set(deleted)).toEqual(RESERVED_KEYS);
  });

  it('handles any depth without recursion and reports at most 20 fields', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unacceptableText(deep)).toHaveLength(1);
    expect(unacceptableText(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20);
  });
});
