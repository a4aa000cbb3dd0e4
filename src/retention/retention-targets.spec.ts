import { RETENTION_TARGETS } from './retention-targets';

describe('RETENTION_TARGETS', () => {
  it('names each table once', () => {
    const tables = RETENTION_TARGETS.map((target) => target.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('purges webhook attempts before their deliveries', () => {
    const tables = RETENTION_TARGETS.map((target) => target.table);
    expect(tables.indexOf('webhook_attempts')).toBeLessThan(tables.indexOf('webhook_deliveries'));
  });

  it('bounds every batch by the window limit (each statement takes its LIMIT parameter)', async () => {
    const window = {
      limit: 17,
      now: new Date(),
      outboxBefore: new Date(),
      webhooksBefore: new Date(),
    };
    for (const target of RETENTION_TARGETS) {
      const calls: { sql: string; params: unknown[] }[] = [];
      const manager = {
        query: async (sql: string, params: unknown[]) => {
          calls.push({ sql, params });
          return [{ n: 0 }];
        },
      };
      await target.purgeBatch(manager as never, window);
      expect(calls).toHaveLength(1);
      expect(calls[0].sql).toMatch(/LIMIT \$\d/);
      expect(calls[0].params).toContain(17);
    }
  });
});
