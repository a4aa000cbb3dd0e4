import { decodeCursor, encodeCursor, Keyset, toPage } from './pagination';

describe('cursor pagination', () => {
  const row = (n: number) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    createdAt: new Date(1_700_000_000_000 + n),
  });

  it('round-trips a position through an opaque cursor', () => {
    const position = row(7);
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'garbage',
    Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
    Buffer.from('nope|00000000-0000-4000-8000-000000000001').toString('base64url'),
  ])('refuses the cursor %j with VALIDATION_FAILED', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const ID = '00000000-0000-4000-8000-000000000001';

  it.each([
    ['36 dashes for the id', b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)],
    ['36 hex digits without dashes', b64(`2026-01-01T00:00:00.000Z|${'a'.repeat(36)}`)],
    [
      'dashes in the wrong places',
      b64('2026-01-01T00:00:00.000Z|0000-00000000-4000-8000-000000000001'),
    ],
    ['a non-hex id', b64('2026-01-01T00:00:00.000Z|0000000g-0000-4000-8000-000000000001')],
    ['an id with braces', b64('2026-01-01T00:00:00.000Z|{00000000-0000-4000-8000-000000000001}')],
    ['no id', b64('2026-01-01T00:00:00.000Z')],
    ['an empty id', b64('2026-01-01T00:00:00.000Z|')],
    ['the year +275760', b64(`+275760-09-13T00:00:00.000Z|${ID}`)],
    [
      'a year beyond 9999 (as toISOString writes it)',
      b64(`${new Date(Date.UTC(10000, 0, 1)).toISOString()}|${ID}`),
    ],
    ['a negative year', b64(`-000001-01-01T00:00:00.000Z|${ID}`)],
    ['a time before 1970', b64(`1969-12-31T23:59:59.999Z|${ID}`)],
    ['a date only', b64(`2026-01-01|${ID}`)],
    ['a time without milliseconds', b64(`2026-01-01T00:00:00Z|${ID}`)],
    ['a time with an offset', b64(`2026-01-01T00:00:00.000+01:00|${ID}`)],
    ['a date JS parses loosely', b64(`Jan 1 2026|${ID}`)],
    ['a number', b64(`0|${ID}`)],
    ['February 30th', b64(`2026-02-30T00:00:00.000Z|${ID}`)],
    ['hour 24', b64(`2026-01-01T24:00:00.000Z|${ID}`)],
    ['an extra field', b64(`2026-01-01T00:00:00.000Z|${ID}|x`)],
    ['a NUL byte', b64(`2026-01-01T00:00:00.000Z|${ID}\u0000`)],
  ])('refuses a cursor with %s', (_title, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it('refuses a cursor that is not in canonical base64url form', () => {
    const good = encodeCursor(row(7));
    expect(decodeCursor(good)).toEqual(row(7));
    const padded = Buffer.from(`${row(7).createdAt.toISOString()}|${row(7).id}`).toString('base64');
    expect(padded).not.toBe(good);
    expect(Buffer.from(padded, 'base64url').toString()).toBe(
      Buffer.from(good, 'base64url').toString(),
    );
    for (const variant of [
      `${good}=`,
      `${good}==`,
      padded, // standard base64 with padding, same bytes
      ` ${good}`,
      `${good.slice(0, 10)}.${good.slice(10)}`, // a character base64url decoding skips
      `${good.slice(0, 10)}\n${good.slice(10)}`,
      `${good}A`, // a dangling character that decodes to no whole byte
    ]) {
      expect(() => decodeCursor(variant)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED' }),
      );
    }
  });

  it('accepts the edges of the sane range and upper-case ids, round-tripping them', () => {
    for (const position of [
      { createdAt: new Date(0), id: ID },
      { createdAt: new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)), id: ID },
      { createdAt: new Date(1_700_000_000_000), id: ID.toUpperCase() },
    ]) {
      const cursor = encodeCursor(position);
      expect(decodeCursor(cursor)).toEqual(position);
      expect(encodeCursor(decodeCursor(cursor))).toBe(cursor);
    }
  });

  it('gives a next cursor only when there is a further row', () => {
    const rows = [row(1), row(2), row(3)];
    const first = toPage(rows, 2, (r) => r.id);
    expect(first.data).toEqual([rows[0].id, rows[1].id]);
    expect(decodeCursor(first.nextCursor as string)).toEqual(rows[1]);
    expect(toPage(rows.slice(0, 2), 2, (r) => r.id).nextCursor).toBeNull();
  });

  it("carries a row's exact time (microseconds) when it has one, and round-trips it", () => {
    const exact = {
      createdAt: new Date('2026-03-01T10:00:00.123Z'),
      id: ID,
      cursorAt: '2026-03-01T10:00:00.123456Z',
    };
    const cursor = encodeCursor(exact);
    expect(Buffer.from(cursor, 'base64url').toString()).toBe(`2026-03-01T10:00:00.123456Z|${ID}`);
    expect(decodeCursor(cursor)).toEqual(exact);
    expect(Keyset.params(decodeCursor(cursor))).toEqual(['2026-03-01T10:00:00.123456Z', ID]);
    // a millisecond cursor (older clients, lists not on Keyset yet) still reads as before
    const millis = encodeCursor({ createdAt: exact.createdAt, id: ID });
    expect(decodeCursor(millis)).toEqual({ createdAt: exact.createdAt, id: ID });
    expect(Keyset.params(decodeCursor(millis))).toEqual(['2026-03-01T10:00:00.123Z', ID]);
    expect(Keyset.params(null)).toEqual([null, null]);
  });

  it.each([
    ['4 digits', '2026-03-01T10:00:00.1234Z'],
    ['7 digits', '2026-03-01T10:00:00.1234567Z'],
    ['an impossible date with microseconds', '2026-02-30T10:00:00.123456Z'],
  ])('refuses a time with %s', (_name, time) => {
    expect(() => decodeCursor(b64(`${time}|${ID}`))).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it("toPage puts a row's cursorAt in the cursor and not in the data", () => {
    const rows = [1, 2, 3].map((n) => ({
      ...row(n),
      cursorAt: `2026-03-01T10:00:00.00000${n}Z`,
      name: `r${n}`,
    }));
    const page = toPage(rows, 2, (r) => r);
    expect(page.data).toEqual([
      { ...row(1), name: 'r1' },
      { ...row(2), name: 'r2' },
    ]);
    expect(decodeCursor(page.nextCursor as string).cursorAt).toBe('2026-03-01T10:00:00.000002Z');
  });

  it('Keyset writes the exact-time column, the predicate and the order, ascending or descending', () => {
    const keyset = new Keyset('created_at', 'id');
    expect(keyset.cursorColumn).toBe(
      `to_char((created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"`,
    );
    expect(keyset.after(2, 3)).toBe('(created_at, id) > ($2::timestamptz, $3::uuid)');
    expect(keyset.orderBy).toBe('created_at ASC, id ASC');
    const inbox = new Keyset('COALESCE(c.last_message_at, c.created_at)', 'c.id', true);
    expect(inbox.after(7, 8)).toBe(
      '(COALESCE(c.last_message_at, c.created_at), c.id) < ($7::timestamptz, $8::uuid)',
    );
    expect(inbox.orderBy).toBe('COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC');
  });
});
