import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** Name of the app's session cookie (docs/sessions-and-app.md#sessions). */
export const SESSION_COOKIE = 'parley_session';

/**
 * Sets the session cookie: `HttpOnly` (no script reads it), `Secure` (HTTPS only: the service
 * refuses plain HTTP anyway), `SameSite=Lax` (not sent on cross-site subrequests and forms
 * posted from other sites), `Path=/`, `Max-Age` = the session's remaining life.
 *
 * @param maxAgeMs the session's lifetime from now, in ms.
 */
export function setSessionCookie(res: Response, token: string, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeMs,
  });
}

/** Tells the browser to drop the session cookie (logout, or a session that has ended). */
export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
}

/** The session token of the request's `Cookie` header, or null when absent or empty. */
export function readSessionCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[SESSION_COOKIE];
  return value ? value : null;
}
