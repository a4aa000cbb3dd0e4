import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { DEV_KEY_FILE, loadEncryptionKey } from './encryption-key';
import { SecretBox, SecretBoxError } from './secret-box';

describe('SecretBox (AES-256-GCM at rest)', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, for the same context', () => {
    const sealed = box.seal('EAAG-token ✓', 'channel-connection:a:whatsapp');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('EAAG');
    expect(box.open(sealed, 'channel-connection:a:whatsapp')).toBe('EAAG-token ✓');
  });

  it('never gives the same ciphertext twice (random nonce)', () => {
    expect(box.seal('same', 'ctx')).not.toBe(box.seal('same', 'ctx'));
  });

  it('refuses another context (a value copied to another row or account)', () => {
    const sealed = box.seal('secret', 'channel-connection:a:sms');
    expect(() => box.open(sealed, 'channel-connection:b:sms')).toThrow(SecretBoxError);
  });

  it('refuses an altered value', () => {
    const sealed = box.seal('secret', 'ctx');
    const [version, keyId, data] = sealed.split('.');
    const bytes = Buffer.from(data, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(() => box.open(`${version}.${keyId}.${bytes.toString('base64url')}`, 'ctx')).toThrow(
      /does not authenticate/,
    );
  });

  it('says when a value was sealed with another key, without echoing the value', () => {
    const sealed = new SecretBox(randomBytes(32)).seal('topsecret', 'ctx');
    let error: unknown;
    try {
      box.open(sealed, 'ctx');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SecretBoxError);
    expect((error as Error).message).toMatch(/another encryption key/);
    expect((error as Error).message).not.toContain('topsecret');
  });

  it('refuses malformed values and keys of the wrong length', () => {
    expect(() => box.open('plain text', 'ctx')).toThrow(/not a sealed value/);
    expect(() => box.open(`v1.${box.keyId}.AAAA`, 'ctx')).toThrow(/truncated/);
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('loadEncryptionKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'parley-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses ENCRYPTION_KEY when set and writes no file', () => {
    const key = randomBytes(32);
    const loaded = loadEncryptionKey(
      loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: key.toString('base64') }),
    );
    expect(loaded.source).toBe('ENCRYPTION_KEY');
    expect(loaded.key.equals(key)).toBe(true);
    expect(() => statSync(join(dir, DEV_KEY_FILE))).toThrow();
  });

  it('generates a development key once into DATA_DIR (mode 0600) and reuses it', () => {
    const config = loadConfig({ DATA_DIR: join(dir, 'nested') });
    const first = loadEncryptionKey(config);
    const second = loadEncryptionKey(config);
    expect(first.source).toBe('development key file');
    expect(first.key).toHaveLength(32);
    expect(second.key.equals(first.key)).toBe(true);
    expect(statSync(first.file as string).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(first.file as string, 'utf8').trim(), 'base64')).toEqual(
      first.key,
    );
  });

  it('refuses a damaged key file instead of replacing it', () => {
    writeFileSync(join(dir, DEV_KEY_FILE), 'short\n');
    expect(() => loadEncryptionKey(loadConfig({ DATA_DIR: dir }))).toThrow(/32-byte base64 key/);
    expect(readFileSync(join(dir, DEV_KEY_FILE), 'utf8')).toBe('short\n');
  });
});

describe('SecretBox.sign / verify', () => {
  const box = new SecretBox(Buffer.alloc(32, 7));
  const other = new SecretBox(Buffer.alloc(32, 8));

  it('verifies its own signature only, for the same message and context', () => {
    const signature = box.sign('device.user', 'device-cookie');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(box.verify('device.user', signature, 'device-cookie')).toBe(true);
    expect(box.verify('device.other', signature, 'device-cookie')).toBe(false);
    expect(box.verify('device.user', signature, 'another-context')).toBe(false);
    expect(other.verify('device.user', signature, 'device-cookie')).toBe(false);
    expect(box.verify('device.user', signature.slice(1), 'device-cookie')).toBe(false);
    expect(box.verify('device.user', '', 'device-cookie')).toBe(false);
  });
});
