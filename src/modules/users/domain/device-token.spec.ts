import { SecretBox } from '../../../common/crypto/secret-box';
import { deviceCookieValue, deviceOf } from './device-token';

describe('device cookie values', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));
  const device = '3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f';
  const ada = '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b';
  const eve = '7d3c2a4e-0000-4000-8000-000000000001';

  it('names its device for the person it was made for, and for nobody else', () => {
    const value = deviceCookieValue(box, device, ada);
    expect(deviceOf(box, value, ada)).toBe(device);
    expect(deviceOf(box, value, eve)).toBeNull();
  });

  it('refuses forged, altered and malformed values without a lookup', () => {
    const value = deviceCookieValue(box, device, ada);
    const otherDevice = value.replace(/^3c/, '4c');
    for (const forged of [
      otherDevice,
      `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`,
      deviceCookieValue(new SecretBox(Buffer.alloc(32, 2)), device, ada),
      '',
      'junk',
      `${device}.`,
    ])
      expect(deviceOf(box, forged, ada)).toBeNull();
    expect(deviceOf(box, null, ada)).toBeNull();
  });
});
