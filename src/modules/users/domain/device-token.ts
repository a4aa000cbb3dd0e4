/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in as a person carries `<deviceId>.<signature>`, the signature binding the device to
 * that person (`sign(deviceId.userId)`), so a cookie neither can be forged nor serves for
 * another person. Whether the device is still trusted (not revoked, not expired) is the
 * `trusted_devices` table's to say.
 */

/** A device stays trusted this long after the last sign-in from it: 180 days, in ms. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** What signs and verifies (the process's `SecretBox`). */
export interface Signer {
  sign(message: string, context: string): string;
  verify(message: string, signature: string, context: string): boolean;
}

const CONTEXT = 'device-cookie';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SHAPE = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`);

/** The cookie value of device `deviceId` of person `userId`. */
export function deviceCookieValue(signer: Signer, deviceId: string, userId: string): string {
  return `${deviceId}.${signer.sign(`${deviceId}.${userId}`, CONTEXT)}`;
}

/**
 * The device id in `value` when it is a device cookie of person `userId` (right shape, valid
 * signature for that person), else null. Constant time in the signature; no lookup.
 */
export function deviceOf(signer: Signer, value: string | null, userId: string): string | null {
  const match = value ? SHAPE.exec(value) : null;
  if (!match) return null;
  return signer.verify(`${match[1]}.${userId}`, match[2], CONTEXT) ? match[1] : null;
}
