import fc from 'fast-check';
import { ProviderRejectedError, ProviderRetryableError } from '../../channel-adapter';
import type { ProviderResponse } from '../provider-http';
import { classifyMetaError, META_TEXT_LIMIT, metaSendBody, splitMetaText } from './meta-graph';

const response = (
  status: number,
  error: unknown,
  headers: Record<string, string> = {},
): ProviderResponse => ({
  status,
  headers,
  text: JSON.stringify({ error }),
  json: { error },
});

describe('splitMetaText (Meta’s 2,000-character limit)', () => {
  it('keeps a short text whole', () => {
    expect(splitMetaText('hello')).toEqual(['hello']);
    expect(splitMetaText('x'.repeat(2000))).toEqual(['x'.repeat(2000)]);
  });

  it('splits 2,001 characters into 2,000 + 1', () => {
    expect(splitMetaText('x'.repeat(2001)).map((part) => part.length)).toEqual([2000, 1]);
  });

  it('prefers to break after a space near the end', () => {
    const text = `${'a'.repeat(1900)} ${'b'.repeat(300)}`;
    expect(splitMetaText(text)).toEqual([`${'a'.repeat(1900)} `, 'b'.repeat(300)]);
  });

  it('never splits a surrogate pair', () => {
    const text = `${'a'.repeat(1999)}😀tail`;
    const parts = splitMetaText(text);
    expect(parts[0]).toBe('a'.repeat(1999));
    expect(parts[1]).toBe('😀tail');
  });

  it('property: parts are within the limit and join back to the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 6000 }),
        fc.integer({ min: 10, max: 2000 }),
        (text, limit) => {
          const parts = splitMetaText(text, limit);
          expect(parts.join('')).toBe(text);
          for (const part of parts) expect(part.length).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: 200 },
    );
    expect(META_TEXT_LIMIT).toBe(2000);
  });
});

describe('metaSendBody (Meta "Send API")', () => {
  it('a response within the window', () => {
    expect(metaSendBody('2468', 'Hi', { messagingType: 'RESPONSE' }, 'parley:m1')).toEqual({
      recipient: { id: '2468' },
      messaging_type: 'RESPONSE',
      message: { text: 'Hi', metadata: 'parley:m1' },
    });
  });

  it('a person’s reply with the HUMAN_AGENT tag', () => {
    expect(
      metaSendBody('2468', 'Hi', { messagingType: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' }, 'parley:m1'),
    ).toEqual({
      recipient: { id: '2468' },
      messaging_type: 'MESSAGE_TAG',
      tag: 'HUMAN_AGENT',
      message: { text: 'Hi', metadata: 'parley:m1' },
    });
  });

  it('a private reply to a comment', () => {
    expect(
      metaSendBody('2468', 'Hi', { messagingType: 'RESPONSE', commentId: '1786' }, 'parley:m1'),
    ).toEqual({
      recipient: { comment_id: '1786' },
      message: { text: 'Hi', metadata: 'parley:m1' },
    });
  });
});

describe('classifyMetaError', () => {
  it.each([
    [
      '10 / 2018278: outside the window',
      400,
      { code: 10, error_subcode: 2018278 },
      'WINDOW_CLOSED',
    ],
    ['551: person unavailable', 400, { code: 551 }, 'RECIPIENT_UNAVAILABLE'],
    [
      'subcode 1545041: person unavailable',
      400,
      { code: 100, error_subcode: 1545041 },
      'RECIPIENT_UNAVAILABLE',
    ],
    ['190: token expired', 401, { code: 190, error_subcode: 463 }, 'CHANNEL_AUTH_FAILED'],
    ['100: invalid parameter', 400, { code: 100 }, '100'],
    ['10 without the window subcode', 400, { code: 10 }, '10'],
    ['no Graph error', 403, undefined, 'HTTP_403'],
  ])('%s → rejected %s', (_name, status, error, code) => {
    const classified = classifyMetaError(response(status, error));
    expect(classified).toBeInstanceOf(ProviderRejectedError);
    expect(classified.code).toBe(code);
  });

  it.each([
    ['4: app rate limit', 400, { code: 4 }, '4', 60_000],
    ['613: page rate limit', 400, { code: 613 }, '613', 60_000],
    ['80006: Send API rate limit', 400, { code: 80006 }, '80006', 60_000],
    ['2: temporary service error', 500, { code: 2 }, '2', 5000],
    ['HTTP 429 without code', 429, undefined, 'HTTP_429', 1000],
    ['HTTP 503 without code', 503, undefined, 'HTTP_503', 5000],
  ])('%s → retryable %s after %i ms', (_name, status, error, code, wait) => {
    const classified = classifyMetaError(response(status, error));
    expect(classified).toBeInstanceOf(ProviderRetryableError);
    expect(classified.code).toBe(code);
    expect((classified as ProviderRetryableError).retryAfterMs).toBe(wait);
  });

  it('honours Retry-After', () => {
    const classified = classifyMetaError(response(400, { code: 613 }, { 'retry-after': '7' }));
    expect((classified as ProviderRetryableError).retryAfterMs).toBe(7000);
  });
});
