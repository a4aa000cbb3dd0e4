import type { Response } from 'supertest';

/** The value of cookie `name` a response sets, or undefined. */
export function cookieOf(res: Response, name: string): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);
}

/** The attributes of cookie `name` a response sets, lower-cased (`httponly`, `path=/`…). */
export function cookieFlags(res: Response, name: string): string[] {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith(`${name}=`)) ?? '';
  return cookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}
