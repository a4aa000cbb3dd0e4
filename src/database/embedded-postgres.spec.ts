import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataDirInUseError, EmbeddedPostgres } from './embedded-postgres';

describe('EmbeddedPostgres', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'parley-pglite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves PGlite to the pg driver on 127.0.0.1 and records the address in DATA_DIR', async () => {
    const embedded = await EmbeddedPostgres.open(dir, { maxConnections: 4, role: 'test' });
    try {
      const info = JSON.parse(readFileSync(EmbeddedPostgres.lockFile(dir), 'utf8'));
      expect(info).toMatchObject({
        pid: process.pid,
        host: '127.0.0.1',
        role: 'test',
        url: embedded.url,
      });
      const clients = [
        new Client({ connectionString: embedded.url }),
        new Client({ connectionString: embedded.url }),
      ];
      for (const client of clients) await client.connect();
      const [a, b] = await Promise.all(clients.map((c) => c.query('SELECT 1 + 1 AS two')));
      expect(a.rows[0].two).toBe(2);
      expect(b.rows[0].two).toBe(2);
      for (const client of clients) await client.end();
    } finally {
      await embedded.close();
    }
    expect(existsSync(EmbeddedPostgres.lockFile(dir))).toBe(false);
  });

  it('refuses a second opener while the first holds the files, naming the holder', async () => {
    const embedded = await EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'api' });
    try {
      await expect(EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'cli' })).rejects.toThrow(
        DataDirInUseError,
      );
      await expect(EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'cli' })).rejects.toThrow(
        `in use by process ${process.pid} (api`,
      );
    } finally {
      await embedded.close();
    }
  });

  it('takes over a lock left by a dead process, keeping the data', async () => {
    const first = await EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'api' });
    const client = new Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await client.end();
    await first.close();
    const stale = {
      pid: 2 ** 22 + 12345,
      host: '127.0.0.1',
      port: 1,
      role: 'api',
      hostname: hostname(),
      startedAt: '',
      url: null,
    };
    writeFileSync(EmbeddedPostgres.lockFile(dir), JSON.stringify(stale));
    expect(await EmbeddedPostgres.findRunning(dir)).toBeNull();
    const second = await EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'api' });
    try {
      const again = new Client({ connectionString: second.url });
      await again.connect();
      expect((await again.query('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
      await again.end();
    } finally {
      await second.close();
    }
  });
});
