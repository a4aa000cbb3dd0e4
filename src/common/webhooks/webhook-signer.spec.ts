import { Webhook } from 'standardwebhooks';
import { generateSigningSecret, signatureHeader } from './webhook-signer';

describe('signatureHeader', () => {
  const body = JSON.stringify({ type: 'message.status_changed', data: { id: 'm1' } });
  const now = new Date();

  it('verifies with the standardwebhooks library under each secret given', () => {
    const current = generateSigningSecret();
    const previous = generateSigningSecret();
    const header = signatureHeader([current, previous], 'msg_1', now, body);
    expect(header.split(' ')).toHaveLength(2);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': header,
    };
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateSigningSecret()).not.toBe(secret);
  });
});
