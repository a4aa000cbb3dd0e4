import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fresh WhatsApp message id (`wamid.` and random characters). */
export const newWamid = (): string => `wamid.${randomBytes(18).toString('base64url')}`;

/**
 * A fixture of `test/fixtures/whatsapp-2026` (Meta's documented 2026 shapes) with its
 * placeholders replaced (see the fixtures' README): `PHONE_NUMBER_ID` is the connection's,
 * `TIMESTAMP` now and `WAMID` a fresh id unless `values` says otherwise.
 * @throws Error when a placeholder has no value.
 */
export function loadWhatsAppFixture(
  name: string,
  phoneNumberId: string,
  values: Record<string, string>,
): Record<string, unknown> {
  let raw = readFileSync(join(process.cwd(), 'test/fixtures/whatsapp-2026', name), 'utf8');
  const all: Record<string, string> = {
    PHONE_NUMBER_ID: phoneNumberId,
    TIMESTAMP: String(Math.floor(Date.now() / 1000)),
    WAMID: newWamid(),
    ...values,
  };
  raw = raw.replace(/<([A-Z_]+)>/g, (match, key: string) => all[key] ?? match);
  const unreplaced = /<[A-Z_]+>/.exec(raw);
  if (unreplaced) throw new Error(`fixture ${name}: no value for ${unreplaced[0]}`);
  return JSON.parse(raw);
}
