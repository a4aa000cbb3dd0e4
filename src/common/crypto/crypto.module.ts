import { Global, Logger, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { loadEncryptionKey } from './encryption-key';
import { SecretBox } from './secret-box';

/**
 * Builds the process's `SecretBox` from `ENCRYPTION_KEY`, or from the development key in
 * `DATA_DIR` (with a warning: that key must be backed up with the database, and set explicitly
 * when several processes or machines share one database).
 */
export function createSecretBox(config: AppConfig): SecretBox {
  const loaded = loadEncryptionKey(config);
  const box = new SecretBox(loaded.key);
  if (loaded.file) {
    new Logger('SecretBox').warn(
      { keyFile: loaded.file, keyId: box.keyId },
      'ENCRYPTION_KEY is not set: stored secrets are sealed with the development key file; set ENCRYPTION_KEY in production',
    );
  }
  return box;
}

/** Encryption at rest (`SecretBox`), available to every module. */
@Global()
@Module({
  providers: [{ provide: SecretBox, inject: [AppConfig], useFactory: createSecretBox }],
  exports: [SecretBox],
})
export class CryptoModule {}
