import fc from 'fast-check';
import {
  campaignForTrigger,
  campaignShapeProblems,
  entryLinks,
  entryPointOperationId,
  type EntryPointTrigger,
  hasEntryPoint,
  matchesEntryPoint,
  normaliseEntryPoints,
} from './entry-points';

const referral = (ref: string | null, adId: string | null = null): EntryPointTrigger => ({
  kind: 'referral',
  ref,
  adId,
  source: adId ? 'ADS' : 'SHORTLINK',
});
const comment = (text: string, mediaId: string | null = '1801'): EntryPointTrigger => ({
  kind: 'comment',
  commentId: '17865799348089039',
  text,
  mediaId,
  commentedAt: '2026-11-23T12:00:00.000Z',
});

describe('normaliseEntryPoints', () => {
  it('trims, drops empties, de-duplicates (keywords case-insensitively) and leaves out empty fields', () => {
    expect(
      normaliseEntryPoints({
        ref: ' spring ',
        adIds: ['120', '120', ' '],
        commentKeywords: ['Spring', ' spring', 'DEAL'],
        mediaIds: [],
      }),
    ).toEqual({ ref: 'spring', adIds: ['120'], commentKeywords: ['Spring', 'DEAL'] });
    expect(normaliseEntryPoints({ ref: ' ', adIds: [] })).toEqual({});
  });
});

describe('campaignShapeProblems (docs/campaigns.md#entry-points)', () => {
  const shape = (change: Record<string, unknown>) =>
    campaignShapeProblems({
      channel: 'messenger',
      type: 'combined',
      listId: null,
      entryPoints: { ref: 'spring' },
      ...change,
    }).map((p) => p.field);

  it('an entry-point campaign on Messenger or Instagram holds', () => {
    expect(shape({})).toEqual([]);
    expect(shape({ channel: 'instagram', entryPoints: { commentKeywords: ['deal'] } })).toEqual([]);
    expect(shape({ entryPoints: null })).toEqual([]); // a draft without entry points yet
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ listId: '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90' }, ['listId']],
    [{ type: 'incoming' }, ['type']],
    [{ entryPoints: { commentKeywords: ['deal'] } }, ['entryPoints.commentKeywords']],
    [{ channel: 'instagram', entryPoints: { mediaIds: ['1801'] } }, ['entryPoints.mediaIds']],
    [{ channel: 'whatsapp', listId: null }, ['entryPoints']],
    [{ channel: 'sms', type: 'incoming', entryPoints: null, listId: 'x' }, []],
  ])('%j breaks %j', (change, fields) => {
    expect(shape(change)).toEqual(fields);
  });
});

describe('hasEntryPoint (launch needs one)', () => {
  it.each<[object | null, boolean]>([
    [null, false],
    [{}, false],
    [{ ref: 'spring' }, true],
    [{ adIds: ['120'] }, true],
    [{ commentKeywords: ['deal'] }, true],
  ])('%j → %s', (entryPoints, expected) => {
    expect(hasEntryPoint(entryPoints)).toBe(expected);
  });
});

describe('matchesEntryPoint', () => {
  it('a referral matches the exact ref or one of the ad ids', () => {
    expect(matchesEntryPoint({ ref: 'spring' }, referral('spring'))).toBe(true);
    expect(matchesEntryPoint({ ref: 'spring' }, referral('Spring'))).toBe(false);
    expect(matchesEntryPoint({ ref: 'spring' }, referral(null))).toBe(false);
    expect(matchesEntryPoint({ adIds: ['120', '121'] }, referral(null, '121'))).toBe(true);
    expect(matchesEntryPoint({ adIds: ['120'] }, referral('ad-ref', '999'))).toBe(false);
    expect(matchesEntryPoint({ commentKeywords: ['spring'] }, referral('spring'))).toBe(false);
  });

  it('a comment matches a keyword it contains, case-insensitively, on any media when none are named', () => {
    expect(
      matchesEntryPoint({ commentKeywords: ['spring'] }, comment('I want the SPRING deal')),
    ).toBe(true);
    expect(matchesEntryPoint({ commentKeywords: ['ÉTÉ'] }, comment('les soldes d’été !'))).toBe(
      true,
    );
    expect(matchesEntryPoint({ commentKeywords: ['spring'] }, comment('nice photo'))).toBe(false);
    expect(matchesEntryPoint({ ref: 'spring' }, comment('spring'))).toBe(false);
  });

  it('with mediaIds, only comments on those media count', () => {
    const points = { commentKeywords: ['deal'], mediaIds: ['1801'] };
    expect(matchesEntryPoint(points, comment('deal?', '1801'))).toBe(true);
    expect(matchesEntryPoint(points, comment('deal?', '1802'))).toBe(false);
    expect(matchesEntryPoint(points, comment('deal?', null))).toBe(false);
  });

  it('property: a comment containing a keyword in any letter case matches', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zA-Z]{1,20}$/),
        fc.stringMatching(/^[a-z0-9 !?.]{0,20}$/),
        fc.stringMatching(/^[a-z0-9 !?.]{0,20}$/),
        (keyword, before, after) => {
          const text = `${before}${keyword.toUpperCase()}${after}`;
          expect(matchesEntryPoint({ commentKeywords: [keyword] }, comment(text, null))).toBe(true);
        },
      ),
    );
  });
});

describe('campaignForTrigger: one event starts one campaign', () => {
  it('the first matching campaign in the given order, or null', () => {
    const campaigns = [
      { id: 'a', entryPoints: { ref: 'autumn' } },
      { id: 'b', entryPoints: null },
      { id: 'c', entryPoints: { ref: 'spring' } },
      { id: 'd', entryPoints: { ref: 'spring' } },
    ];
    expect(campaignForTrigger(campaigns, referral('spring'))?.id).toBe('c');
    expect(campaignForTrigger(campaigns, referral('winter'))).toBeNull();
  });
});

describe('entryLinks', () => {
  it('m.me with the Page id, ig.me with the username (when known), the ref encoded', () => {
    expect(entryLinks('messenger', { ref: 'spring' }, { pageId: '1234', username: null })).toEqual([
      'https://m.me/1234?ref=spring',
    ]);
    expect(
      entryLinks('instagram', { ref: 'a+b=c' }, { pageId: null, username: 'acme.shop' }),
    ).toEqual(['https://ig.me/m/acme.shop?ref=a%2Bb%3Dc']);
    expect(entryLinks('instagram', { ref: 'spring' }, { pageId: '1', username: null })).toEqual([]);
    expect(entryLinks('messenger', { adIds: ['120'] }, { pageId: '1', username: null })).toEqual(
      [],
    );
    expect(entryLinks('messenger', { ref: 'spring' }, null)).toEqual([]);
  });
});

describe('entryPointOperationId', () => {
  it('is a stable version-5-layout UUID per key', () => {
    const id = entryPointOperationId('instagram:1784:comment:1786');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(entryPointOperationId('instagram:1784:comment:1786')).toBe(id);
    expect(entryPointOperationId('instagram:1784:comment:1787')).not.toBe(id);
  });
});
