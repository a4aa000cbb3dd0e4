import { mergeCustomFields } from './contact-lifecycle.service';

describe('mergeCustomFields (PATCH /v1/contacts/{id})', () => {
  it.each([
    ['absent keeps the stored fields', { a: 1 }, undefined, { a: 1 }],
    ['null keeps the stored fields', { a: 1 }, null, { a: 1 }],
    [
      'adds and overwrites key by key',
      { a: 1, b: 'x' },
      { b: 'y', c: true },
      { a: 1, b: 'y', c: true },
    ],
    ['a key set to null is removed', { a: 1, b: 2 }, { a: null }, { b: 2 }],
    ['removing an unknown key changes nothing', { a: 1 }, { z: null }, { a: 1 }],
    ['an empty patch changes nothing', { a: 1 }, {}, { a: 1 }],
  ])('%s', (_name, current, patch, expected) => {
    expect(mergeCustomFields(current, patch)).toEqual(expected);
  });

  it('hands a value that is not a plain object back for the create rules to refuse', () => {
    expect(mergeCustomFields({ a: 1 }, 'text')).toBe('text');
    expect(mergeCustomFields({ a: 1 }, [1])).toEqual([1]);
  });

  it('never touches the prototype through a __proto__ key', () => {
    const patch = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    const merged = mergeCustomFields({}, patch) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(merged, '__proto__')).toBe(true);
  });
});
