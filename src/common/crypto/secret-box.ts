import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/** Key length of AES-256, in bytes. */
export const SECRET_BOX_KEY_BYTES = 32;
/** GCM nonce length (NIST SP 800-38D recommends 96 bits), in bytes. */
const IV_BYTES = 12;
/** GCM authentication tag length, in bytes. */
const TAG_BYTES = 16;
/** Format marker of a sealed value: `v1.<keyId>.<base64url(iv ‖ tag ‖ ciphertext)>`. */
const VERSION = 'v1';

/**
 * Raised when a sealed value cannot be opened: it was sealed with another key (`ENCRYPTION_KEY`
 * changed, or the development key in `DATA_DIR` was lost), sealed for another context, altered in
 * the database, or is not a sealed value at all. The message never carries the value.
 */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * Encryption at rest for provider credentials and signing secrets
 * (docs/channels.md#credentials-at-rest, `ENCRYPTION_KEY`): AES-256-GCM with a random 96-bit nonce
 * per value, so equal secrets never give equal ciphertexts, and the GCM tag makes any change to a
 * stored value detectable.
 *
 * Each value is sealed for a `context` string (for example `channel-connection:<accountId>:sms`)
 * passed as GCM additional authenticated data: a ciphertext copied into another row or account
 * does not open there.
 *
 * A sealed value is `v1.<keyId>.<base64url(iv ‖ tag ‖ ciphertext)>`, where `keyId` is the first
 * 8 hex characters of SHA-256 over a label and the key: not secret, and it lets `open` say "sealed
 * with another key" rather than a bare authentication failure.
 */
export class SecretBox {
  /** Identifies the key in sealed values (8 hex characters). */
  readonly keyId: string;

  /** @throws SecretBoxError unless `key` is exactly 32 bytes. */
  constructor(private readonly key: Buffer) {
    if (key.length !== SECRET_BOX_KEY_BYTES) {
      throw new SecretBoxError(`An encryption key must be ${SECRET_BOX_KEY_BYTES} bytes.`);
    }
    this.keyId = createHash('sha256')
      .update('parley-secret-box-key-id\0')
      .update(key)
      .digest('hex')
      .slice(0, 8);
  }

  /** Encrypts `plaintext` (UTF-8) for `context`. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
    return `${VERSION}.${this.keyId}.${packed.toString('base64url')}`;
  }

  /**
   * Decrypts a value sealed by `seal` for the same `context`.
   *
   * @throws SecretBoxError when the value is malformed, was sealed with another key or for
   *   another context, or was altered.
   */
  open(sealed: string, context: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) {
      throw new SecretBoxError('The stored secret is not a sealed value.');
    }
    if (parts[1] !== this.keyId) {
      throw new SecretBoxError(
        `The stored secret was sealed with another encryption key (key id ${parts[1]}, this process has ${this.keyId}): ` +
          'set ENCRYPTION_KEY to the key it was sealed with.',
      );
    }
    const packed = Buffer.from(parts[2], 'base64url');
    if (packed.length < IV_BYTES + TAG_BYTES) {
      throw new SecretBoxError('The stored secret is truncated.');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, packed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(packed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(packed.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new SecretBoxError(
        'The stored secret does not authenticate: it was altered or sealed for another record.',
      );
    }
  }

  /**
   * A MAC of `message` (HMAC-SHA256, base64url, 43 characters) under a key derived (HKDF-SHA256)
   * from this key for `context`: what a signed cookie carries (a device cookie), so the service
   * can tell its own values from forged ones without storing them.
   */
  sign(message: string, context: string): string {
    const key = Buffer.from(hkdfSync('sha256', this.key, '', `parley/sign/${context}`, 32));
    return createHmac('sha256', key).update(message, 'utf8').digest('base64url');
  }

  /** Whether `signature` is `sign(message, context)`, compared in constant time. */
  verify(message: string, signature: string, context: string): boolean {
    const expected = Buffer.from(this.sign(message, context), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
