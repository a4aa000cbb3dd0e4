import { mkdtempSync, rmSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { loadTlsMaterial } from './tls';

describe('loadTlsMaterial (docs/api.md#transport)', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'parley-tls-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a self-signed localhost certificate once into DATA_DIR and reuses it', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = await loadTlsMaterial(config);
    expect(first?.source).toContain('generated now');
    const cert = new X509Certificate(first!.cert);
    expect(cert.subject).toContain('CN=localhost');
    expect(cert.subjectAltName).toContain('DNS:localhost');
    expect(cert.subjectAltName).toContain('IP Address:127.0.0.1');
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    const second = await loadTlsMaterial(config);
    expect(second?.cert).toBe(first?.cert);
    expect(second?.source).not.toContain('generated now');
  });

  it('uses TLS_CERT_FILE/TLS_KEY_FILE when given', async () => {
    const generated = await loadTlsMaterial(loadConfig({ DATA_DIR: dir }));
    const material = await loadTlsMaterial(
      loadConfig({
        DATA_DIR: '/nonexistent',
        TLS_CERT_FILE: join(dir, 'tls-cert.pem'),
        TLS_KEY_FILE: join(dir, 'tls-key.pem'),
      }),
    );
    expect(material?.cert).toBe(generated?.cert);
    expect(material?.source).toContain('certificate');
  });

  it('serves no certificate behind a proxy', async () => {
    expect(await loadTlsMaterial(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }))).toBeNull();
  });
});
