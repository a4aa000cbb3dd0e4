import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generate } from 'selfsigned';
import { type AppConfig } from '../config/app-config';

/** PEM certificate and key for the HTTPS server. */
export interface TlsMaterial {
  cert: string;
  key: string;
  /** Where they came from, for the start-up log. */
  source: string;
}

/**
 * Creates a self-signed certificate for `localhost` and 127.0.0.1 (RSA 2048, SHA-256, valid one
 * year) with the `selfsigned` library, and writes it to `dir` as `tls-cert.pem`/`tls-key.pem`
 * (key mode 0600). Returns the paths.
 */
export async function writeSelfSignedCertificate(
  dir: string,
): Promise<{ certFile: string; keyFile: string }> {
  mkdirSync(dir, { recursive: true });
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const certFile = join(dir, 'tls-cert.pem');
  const keyFile = join(dir, 'tls-key.pem');
  writeFileSync(keyFile, pems.private, { mode: 0o600 });
  writeFileSync(certFile, pems.cert);
  return { certFile, keyFile };
}

/**
 * The TLS material for direct-TLS mode: `TLS_CERT_FILE`/`TLS_KEY_FILE` when set, else the
 * self-signed `localhost` certificate in `DATA_DIR`, generated on first use and reused after.
 * Returns null behind a proxy (`TRUST_PROXY`), where the proxy terminates TLS.
 */
export async function loadTlsMaterial(config: AppConfig): Promise<TlsMaterial | null> {
  if (config.tlsMode === 'proxy') return null;
  if (config.TLS_CERT_FILE && config.TLS_KEY_FILE) {
    return {
      cert: readFileSync(config.TLS_CERT_FILE, 'utf8'),
      key: readFileSync(config.TLS_KEY_FILE, 'utf8'),
      source: `certificate ${config.TLS_CERT_FILE}`,
    };
  }
  const dir = resolve(config.DATA_DIR);
  let certFile = join(dir, 'tls-cert.pem');
  let keyFile = join(dir, 'tls-key.pem');
  let source = `self-signed localhost certificate ${certFile}`;
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    ({ certFile, keyFile } = await writeSelfSignedCertificate(dir));
    source = `self-signed localhost certificate generated now in ${certFile}`;
  }
  return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8'), source };
}
