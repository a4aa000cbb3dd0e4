import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** Name of the device cookie (docs/security.md#device-cookies). */
export const DEVICE_COOKIE = 'parley_device';
/** The routes the device cookie is sent to: sign-in and the other password checks, nothing else. */
const DEVICE_COOKIE_PATH = '/v1/auth';

/**
 * Sets the device cookie (`domain/device-token.ts`): `HttpOnly`, `Secure`, `SameSite=Strict`
 * (never sent on a request another site starts), `Path=/v1/auth`, `Max-Age` = the device's trust.
 *
 * @param maxAgeMs how long the device stays trusted, in ms.
 */
export function setDeviceCookie(res: Response, value: string, maxAgeMs: number): void {
  res.cookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: maxAgeMs,
  });
}

/** The device cookie of the request, or null. */
export function readDeviceCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parse(header)[DEVICE_COOKIE] || null;
}
