import fc from 'fast-check';

/**
 * fast-check arbitraries built from an OpenAPI 3 document, for the fuzz suite
 * (test/e2e/fuzz.e2e-spec.ts): every schema node yields either a value that fits it (type,
 * enum, format, bounds) or, one time in four, a value from the hostile dictionary. Requests
 * generated this way reach both the validation layer and, when they pass it, the services.
 */

/** A JSON schema as the document carries it (only the keywords used here). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
}

/** Nested `depth` arrays: `[[[…]]]`. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

/**
 * The hostile dictionary: wrong types, nulls, NUL, lone surrogates, RTL and zero-width marks,
 * 4-byte emoji, huge and special numbers, prototype keys, deep nesting (past the 32 limit and
 * just under it) and large strings well within the 1 MiB body limit.
 */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.5,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202eevil\u202c',
  '\u200b\u200f\ufeff',
  '😀👩‍👩‍👧‍👦',
  '𝕏'.repeat(300),
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '99999999999999999999',
  '1e400',
  '2026-02-30T25:61:00Z',
  '+00000000000000',
  '../../etc/passwd',
  "'; DROP TABLE contacts; --",
  '<script>alert(1)</script>',
  '%00',
  '{{firstName}}',
  'http://127.0.0.1/',
  'https://[::127.0.0.1]/',
  'https://localhost./',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  'y'.repeat(300_000),
  [],
  [null],
  [[]],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  { toString: 'x', hasOwnProperty: 1 },
  nested(31),
  nested(40),
];

/** `#/components/schemas/X` resolved against `document`. */
export function resolve(document: Record<string, unknown>, schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 10; i += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)?.[key],
      document,
    ) as Schema;
  }
  return current ?? {};
}

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date(0), max: new Date(Date.UTC(9999, 0)), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (typeof schema.example === 'string') {
    return fc.oneof(
      fc.constant(schema.example),
      fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 80),
      }),
    );
  }
  return fc.string({
    unit: 'binary',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 80),
  });
}

/**
 * An arbitrary for `schema`: a fitting value three times in four, a hostile one otherwise, at
 * every level. `depth` bounds recursion through self-referencing schemas.
 */
export function arbitraryFor(
  document: Record<string, unknown>,
  input: Schema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(document, input);
  const fitting = fittingFor(document, schema, depth);
  return fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: hostile });
}

function fittingFor(
  document: Record<string, unknown>,
  schema: Schema,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 6) return hostile;
  const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (parts && parts.length > 0) {
    if (schema.allOf) {
      const merged: Schema = { type: 'object', properties: {}, required: [] };
      for (const part of schema.allOf.map((p) => resolve(document, p))) {
        Object.assign(merged.properties as object, part.properties);
        merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
      }
      return fittingFor(document, merged, depth);
    }
    return fc.oneof(...parts.map((part) => arbitraryFor(document, part, depth + 1)));
  }
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(document, schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        shape[name] = arbitraryFor(document, property, depth + 1);
      }
      const names = Object.keys(shape);
      if (names.length === 0) {
        return fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor')),
          hostile,
          {
            maxKeys: 3,
          },
        );
      }
      return fc.record(shape, {
        requiredKeys: names.filter((name) => required.has(name)),
      });
    }
    default:
      return hostile;
  }
}
