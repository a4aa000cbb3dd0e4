import { decodeCursor, encodeCursor, toPage } from './pagination';

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

  it('gives a next cursor only when there is a further row', () => {
    const rows = [row(1), row(2), row(3)];
    const first = toPage(rows, 2, (r) => r.id);
    expect(first.data).toEqual([rows[0].id, rows[1].id]);
    expect(decodeCursor(first.nextCursor as string)).toEqual(rows[1]);
    expect(toPage(rows.slice(0, 2), 2, (r) => r.id).nextCursor).toBeNull();
  });
});
