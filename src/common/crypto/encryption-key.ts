import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { SECRET_BOX_KEY_BYTES } from './secret-box';

/** Name of the development key file in `DATA_DIR`. */
export const DEV_KEY_FILE = 'encryption-key';

/** The key that seals stored secrets, and where it came from (for the start-up log). */
export interface EncryptionKey {
  key: Buffer;
  source: 'ENCRYPTION_KEY' | 'development key file';
  /** The development key file, when that is the source. */
  file?: string;
}

/**
 * The encryption key (docs/channels.md#credentials-at-rest): `ENCRYPTION_KEY` (32 bytes, base64;
 * `loadConfig` has checked its length) when set; otherwise a development key of 32 random bytes
 * generated once into `DATA_DIR/encryption-key` (base64, file mode 0600) and read back on every
 * later start. Creation uses an exclusive open (`wx`), so two processes starting together on one
 * `DATA_DIR` end up with the same key.
 *
 * @throws Error when the key file exists but does not hold a 32-byte base64 key (it is never
 *   overwritten: secrets sealed with it would be lost).
 */
export function loadEncryptionKey(config: AppConfig): EncryptionKey {
  if (config.ENCRYPTION_KEY) {
    return { key: Buffer.from(config.ENCRYPTION_KEY, 'base64'), source: 'ENCRYPTION_KEY' };
  }
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, DEV_KEY_FILE);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(SECRET_BOX_KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_BOX_KEY_BYTES) {
    throw new Error(
      `${file} does not hold a ${SECRET_BOX_KEY_BYTES}-byte base64 key; restore it or set ENCRYPTION_KEY.`,
    );
  }
  return { key, source: 'development key file', file };
}
