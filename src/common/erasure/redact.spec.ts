import { ERASED_TEXT, redactJson } from './redact';

describe('redactJson (erasure of stored payloads)', () => {
  const keep = new Set(['id', 'channel', 'externalId', 'receivedAt', 'mids']);

  it('erases every string outside the kept keys, at any depth, and keeps the rest', () => {
    const payload = {
      channel: 'whatsapp',
      externalId: 'wamid.1',
      from: '+14155552671',
      body: 'My order 4411',
      profileName: null,
      receivedAt: '2026-11-02T08:08:57.350Z',
      count: 3,
      echo: false,
      contact: { id: 'c-1', firstName: 'Ana', tags: ['vip', 'x'] },
      mids: ['m1', 'm2'],
      attachments: [{ type: 'image', url: 'https://cdn.example/1.jpg' }],
    };
    expect(redactJson(payload, keep)).toEqual({
      channel: 'whatsapp',
      externalId: 'wamid.1',
      from: ERASED_TEXT,
      body: ERASED_TEXT,
      profileName: null,
      receivedAt: '2026-11-02T08:08:57.350Z',
      count: 3,
      echo: false,
      contact: { id: 'c-1', firstName: ERASED_TEXT, tags: [ERASED_TEXT, ERASED_TEXT] },
      mids: ['m1', 'm2'],
      attachments: [{ type: ERASED_TEXT, url: ERASED_TEXT }],
    });
    expect(payload.from).toBe('+14155552671'); // not changed in place
  });

  it('a bare string is erased; a __proto__ key stays an own property', () => {
    expect(redactJson('Ana', keep)).toBe(ERASED_TEXT);
    const parsed = JSON.parse('{"__proto__": {"id": "x", "name": "y"}}') as object;
    const out = redactJson(parsed, keep) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"id":"x","name":"[erased]"}}');
  });
});
