import { escapeControlCharacters, isNameText, isStorableText } from './plain-text';

describe('isStorableText', () => {
  it.each(['', 'Ana', 'a\tb\nc\r\n', 'bell\u0007', 'del\u007f', 'C1\u0085', '😀', '李'])(
    'accepts %j',
    (value) => {
      expect(isStorableText(value)).toBe(true);
    },
  );

  it.each(['\u0000', 'a\u0000b', 'a\ud800', '\udfffa', '😀'.slice(0, 1), '😀'.slice(1)])(
    'refuses %j (NUL or an unpaired surrogate)',
    (value) => {
      expect(isStorableText(value)).toBe(false);
    },
  );
});

describe('isNameText', () => {
  it.each(['Ana', 'Ana María', 'a\tb', 'a\nb', 'a\r\nb', 'del\u007f', '😀'])('accepts %j', (v) => {
    expect(isNameText(v)).toBe(true);
  });

  it.each([
    ...Array.from({ length: 32 }, (_, code) => code)
      .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
      .map((code) => `a${String.fromCharCode(code)}b`),
    'a\ud800',
  ])('refuses %j', (value) => {
    expect(isNameText(value)).toBe(false);
  });
});

describe('escapeControlCharacters', () => {
  it('writes control characters and unpaired surrogates as \\uXXXX and keeps the rest', () => {
    expect(escapeControlCharacters('a\u0000b\u001f\u007f\ud800 😀 é')).toBe(
      'a\\u0000b\\u001F\\u007F\\uD800 😀 é',
    );
  });
});
