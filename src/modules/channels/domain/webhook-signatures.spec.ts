import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  acceptHubChallenge,
  constantTimeEquals,
  parseFormParams,
  twilioSignature,
  twilioUrlVariants,
  verifyTwilioSignature,
  verifyWhatsAppSignature,
  whatsAppSignature,
} from './webhook-signatures';

describe('WhatsApp X-Hub-Signature-256', () => {
  const secret = '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a';
  // bytes as Meta sends them: escaped non-ASCII, its own spacing (a re-serialised body differs)
  const raw = Buffer.from(
    '{"object":"whatsapp_business_account", "entry":[{"id":"1","x":"caf\\u00e9"}]}',
  );
  const hmac = (body: Buffer, key: string) =>
    `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

  it('accepts the hex HMAC-SHA256 of the raw bytes with the app secret', () => {
    expect(whatsAppSignature(raw, secret)).toBe(hmac(raw, secret));
    expect(verifyWhatsAppSignature(raw, hmac(raw, secret), secret)).toBe(true);
    expect(
      verifyWhatsAppSignature(
        raw,
        hmac(raw, secret).toUpperCase().replace('SHA256', 'sha256'),
        secret,
      ),
    ).toBe(true);
  });

  it('refuses a signature of the re-serialised JSON (the raw bytes are what is signed)', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(verifyWhatsAppSignature(raw, hmac(reserialised, secret), secret)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without the sha256= prefix', createHmac('sha256', secret).update(raw).digest('hex')],
    ['sha1', `sha1=${createHmac('sha1', secret).update(raw).digest('hex')}`],
    ['truncated', hmac(raw, secret).slice(0, -2)],
    ['another secret', hmac(raw, 'another-secret')],
    ['not hex', `sha256=${'z'.repeat(64)}`],
  ])('refuses a %s header', (_name, header) => {
    expect(verifyWhatsAppSignature(raw, header, secret)).toBe(false);
  });

  it('refuses any change of the body (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.nat(), (bytes, at) => {
        const body = Buffer.from(bytes);
        const signature = hmac(body, secret);
        const changed = Buffer.from(body);
        changed[at % changed.length] ^= 0x01;
        return (
          verifyWhatsAppSignature(body, signature, secret) &&
          !verifyWhatsAppSignature(changed, signature, secret)
        );
      }),
    );
  });
});

describe('Twilio X-Twilio-Signature', () => {
  // Twilio's documented example ("Webhooks security"): auth token 12345.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = parseFormParams(
    'CallSid=CA1234567890ABCDE&Caller=%2B14158675310&Digits=1234&From=%2B14158675310&To=%2B18005551212',
  );

  it("matches Twilio's documented example", () => {
    expect(twilioSignature(url, params, '12345')).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    expect(verifyTwilioSignature('GvWf1cFY/Q7PnoempGyD5oXAezc=', [url], params, '12345')).toBe(
      true,
    );
  });

  it('sorts parameters by name, whatever order they were posted in', () => {
    const reordered = parseFormParams(
      'To=%2B18005551212&From=%2B14158675310&Digits=1234&Caller=%2B14158675310&CallSid=CA1234567890ABCDE',
    );
    expect(twilioSignature(url, reordered, '12345')).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('decodes the form (+ is a space) before signing', () => {
    const form = parseFormParams('Body=Hello+there%21&From=%2B1');
    expect(form.get('Body')).toEqual(['Hello there!']);
    const expected = createHmac('sha1', 'tok')
      .update('https://x.test/hookBodyHello there!From+1')
      .digest('base64');
    expect(twilioSignature('https://x.test/hook', form, 'tok')).toBe(expected);
  });

  it('refuses another URL, another token, a changed parameter, or no header', () => {
    const good = twilioSignature(url, params, '12345');
    expect(
      verifyTwilioSignature(good, ['https://mycompany.com/other.php?foo=1&bar=2'], params, '12345'),
    ).toBe(false);
    expect(verifyTwilioSignature(good, [url], params, '54321')).toBe(false);
    const changed = new Map(params);
    changed.set('Digits', ['4321']);
    expect(verifyTwilioSignature(good, [url], changed, '12345')).toBe(false);
    const added = new Map(params);
    added.set('Extra', ['1']);
    expect(verifyTwilioSignature(good, [url], added, '12345')).toBe(false);
    expect(verifyTwilioSignature(undefined, [url], params, '12345')).toBe(false);
  });

  it('accepts a signature over the URL with or without the standard port, and any candidate URL', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    expect(twilioUrlVariants(url)).toEqual([url, withPort]);
    const signedWithPort = twilioSignature(withPort, params, '12345');
    expect(verifyTwilioSignature(signedWithPort, [url], params, '12345')).toBe(true);
    expect(
      verifyTwilioSignature(
        twilioSignature(url, params, '12345'),
        ['https://elsewhere.test/x', url],
        params,
        '12345',
      ),
    ).toBe(true);
  });

  it('signs a repeated parameter with each of its values, sorted', () => {
    const form = parseFormParams('b=2&a=z&a=y');
    const expected = createHmac('sha1', 't')
      .update('https://h.test/' + 'ay' + 'az' + 'b2')
      .digest('base64');
    expect(twilioSignature('https://h.test/', form, 't')).toBe(expected);
  });
});

describe('constantTimeEquals', () => {
  it('compares strings of any lengths', () => {
    expect(constantTimeEquals('token', 'token')).toBe(true);
    expect(constantTimeEquals('token', 'token2')).toBe(false);
    expect(constantTimeEquals('', '')).toBe(true);
  });
});

describe('acceptHubChallenge (Meta verification requests: WhatsApp, Messenger, Instagram)', () => {
  const ok = { mode: 'subscribe', token: 'verify-me', challenge: '1158201444' };
  it('echoes the challenge for subscribe with the right token', () => {
    expect(acceptHubChallenge(ok, 'verify-me')).toBe('1158201444');
  });
  it.each([
    ['no such connection', ok, null],
    ['wrong token', { ...ok, token: 'verify-you' }, 'verify-me'],
    ['another mode', { ...ok, mode: 'unsubscribe' }, 'verify-me'],
    ['a repeated token (array)', { ...ok, token: ['verify-me'] }, 'verify-me'],
    ['no challenge', { ...ok, challenge: undefined }, 'verify-me'],
    ['a challenge over 256 characters', { ...ok, challenge: 'x'.repeat(257) }, 'verify-me'],
  ])('refuses %s', (_case, query, verifyToken) => {
    expect(acceptHubChallenge(query, verifyToken)).toBeNull();
  });
});
