import fc from 'fast-check';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('ledger cursor', () => {
  it('round-trips every positive bigint sequence', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 9_223_372_036_854_775_807n }), (seq) => {
        expect(decodeLedgerCursor(encodeLedgerCursor(seq.toString()))).toBe(seq.toString());
      }),
    );
  });

  it.each([
    ['empty', ''],
    ['not a string', 42],
    ['another prefix', b64('pos:12')],
    ['zero', b64('seq:0')],
    ['leading zero', b64('seq:012')],
    ['negative', b64('seq:-1')],
    ['not digits', b64('seq:12a')],
    ['past bigint', b64('seq:9223372036854775808')],
    ['padding', `${b64('seq:12')}=`],
    ['stray characters', `${b64('seq:12')}!`],
    ['a contacts cursor', b64('2026-01-01T00:00:00.000Z|0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b')],
    ['very long', 'A'.repeat(100)],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeLedgerCursor(cursor)).toBeNull();
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (cursor) => {
        const seq = decodeLedgerCursor(cursor);
        if (seq !== null) expect(encodeLedgerCursor(seq)).toBe(cursor);
      }),
    );
  });
});
