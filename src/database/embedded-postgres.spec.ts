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

  it('takes over a lock that names this process when this process did not open the files (PID reuse)', async () => {
    const reused = {
      pid: process.pid,
      host: '127.0.0.1',
      port: 1,
      role: 'api',
      hostname: hostname(),
      startedAt: '',
      url: null,
    };
    writeFileSync(EmbeddedPostgres.lockFile(dir), JSON.stringify(reused));
    const embedded = await EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'api' });
    await embedded.close();
  });

  it('refuses a lock held from another machine sharing the directory', async () => {
    const remote = {
      pid: 1,
      host: '127.0.0.1',
      port: 5,
      role: 'api',
      hostname: `${hostname()}-elsewhere`,
      startedAt: '',
      url: null,
    };
    writeFileSync(EmbeddedPostgres.lockFile(dir), JSON.stringify(remote));
    await expect(EmbeddedPostgres.open(dir, { maxConnections: 2, role: 'api' })).rejects.toThrow(
      DataDirInUseError,
    );
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

  // electric-sql/pglite#1046: per-message scheduling across connections in pglite-socket 0.2.x

  it('keeps concurrent transactions and parameterised queries of several connections apart', async () => {
    const embedded = await EmbeddedPostgres.open(dir, { maxConnections: 8, role: 'test' });
    const clients = Array.from({ length: 6 }, () => new Client({ connectionString: embedded.url }));
    try {
      for (const client of clients) await client.connect();
      await clients[0].query('CREATE TABLE members (k int, c int, PRIMARY KEY (k, c))');
      // Half the clients run short transactions, half run parameterised queries of another
      // shape. With per-message scheduling (pglite-socket 0.2.x) a Bind lands on another
      // client's unnamed statement, or the queue stalls for good: wrong rows, errors or a hang.
      const work = Promise.all(
        clients.map(async (client, c) => {
          const problems: string[] = [];
          for (let i = 0; i < 30; i++) {
            if (c % 2 === 0) {
              await client.query('BEGIN');
              const inserted = await client.query(
                'INSERT INTO members (k, c) SELECT $1, x FROM unnest($2::int[]) x ON CONFLICT DO NOTHING RETURNING c',
                [i, [c, c + 100]],
              );
              const counted = await client.query(
                'SELECT count(*)::int AS n FROM members WHERE k = $1 AND c = ANY($2::int[])',
                [i, [c, c + 100]],
              );
              await client.query('COMMIT');
              if (inserted.rows.length !== 2 || counted.rows[0].n !== 2)
                problems.push(`tx ${c}/${i}`);
            } else {
              const { rows } = await client.query(
                "SELECT $2::text || '!' AS who, $1::int + 1000 AS n",
                [i, `client-${c}`],
              );
              if (rows[0]?.n !== i + 1000 || rows[0]?.who !== `client-${c}!`)
                problems.push(JSON.stringify(rows));
            }
          }
          return problems;
        }),
      );
      const stalled = new Promise<string[][]>((resolve) =>
        setTimeout(() => resolve([['stalled for 20 s']]), 20_000).unref(),
      );
      expect((await Promise.race([work, stalled])).flat()).toEqual([]);
    } finally {
      for (const client of clients) await client.end().catch(() => undefined);
      await embedded.close();
    }
  });
});
