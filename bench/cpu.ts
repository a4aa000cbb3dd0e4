/**
 * CPU time of the processes a benchmark run involves (Linux `/proc`), so a report can say where
 * the limit is (docs/performance.md#pipeline): each process's `utime + stime` from
 * `/proc/<pid>/stat` (clock ticks, `getconf CLK_TCK`), read before and after the measured window.
 * A process that started inside the window counts from zero; one that ended inside it is lost
 * (reported as `gone`). Redis is read from its own `INFO cpu` (`used_cpu_user + used_cpu_sys`),
 * which works wherever it runs.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import Redis from 'ioredis';
import type { Client } from 'pg';

let ticksPerSecond: number | null = null;
function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU seconds (user + system) `pid` has used so far, or null when it is gone or unreadable. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) in parentheses: utime is 14th, stime 15th
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return null;
  }
}

/** `pid` and all its descendants (e.g. Parley's `API_PROCESSES` children), from `/proc/<pid>/task/<tid>/children`. */
export function processTree(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${found[i]}/task`)) {
        const children = readFileSync(`/proc/${found[i]}/task/${tid}/children`, 'utf8').trim();
        if (children) found.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Pids of the processes named exactly `name` on this machine (`pgrep -x`); [] when none. */
export function pidsNamed(name: string): number[] {
  try {
    return execFileSync('pgrep', ['-x', name]).toString().trim().split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/** Pids of the PostgreSQL backends connected to the database `db` is connected to. */
export async function databaseBackends(db: Client): Promise<number[]> {
  const rows = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database()`,
  );
  return rows.rows.map((r) => r.pid);
}

/** Redis's own CPU seconds so far (`INFO cpu`), or null when it does not answer. */
export async function redisCpuSeconds(redisUrl: string | undefined): Promise<number | null> {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('cpu');
    const value = (key: string) => Number(new RegExp(`^${key}:([\\d.]+)`, 'm').exec(info)?.[1]);
    return value('used_cpu_user') + value('used_cpu_sys');
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

/** A snapshot of CPU seconds per named group of pids. */
export type CpuSnapshot = Map<string, Map<number, number>>;

/** Reads the CPU seconds of every pid of every group now. */
export function snapshot(groups: Record<string, number[]>): CpuSnapshot {
  const taken: CpuSnapshot = new Map();
  for (const [group, pids] of Object.entries(groups)) {
    const seconds = new Map<number, number>();
    for (const pid of pids) {
      const s = cpuSecondsOf(pid);
      if (s !== null) seconds.set(pid, s);
    }
    taken.set(group, seconds);
  }
  return taken;
}

/** CPU used by one group over a window: seconds, share of one core, and processes counted. */
export interface CpuUse {
  seconds: number;
  /** seconds / the window's wall seconds: 1.0 = one core busy throughout. */
  cores: number;
  processes: number;
  /** Processes seen at the start and gone at the end (their last part is not counted). */
  gone: number;
}

/**
 * CPU used per group between two snapshots over `wallSeconds` (a pid only in `after` started
 * inside the window and counts from zero).
 */
export function cpuBetween(
  before: CpuSnapshot,
  after: CpuSnapshot,
  wallSeconds: number,
): Record<string, CpuUse> {
  const use: Record<string, CpuUse> = {};
  for (const [group, end] of after) {
    const start = before.get(group) ?? new Map<number, number>();
    let seconds = 0;
    for (const [pid, s] of end) seconds += s - (start.get(pid) ?? 0);
    const gone = [...start.keys()].filter((pid) => !end.has(pid)).length;
    use[group] = {
      seconds: Number(seconds.toFixed(2)),
      cores: Number((seconds / wallSeconds).toFixed(2)),
      processes: end.size,
      gone,
    };
  }
  return use;
}

/** The whole machine's CPU counters (`/proc/stat`, first line): busy and total ticks. */
export function machineTicks(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const values = fields.map(Number);
    const total = values.reduce((sum, v) => sum + v, 0);
    // idle and iowait are the 4th and 5th
    return { busy: total - values[3] - (values[4] ?? 0), total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * The machine over a window: how busy all its CPUs were (0-1, everyone's work: the machine may be
 * shared) and the 1-minute load average at the end (`/proc/loadavg`).
 */
export function machineBetween(
  before: { busy: number; total: number },
  after: { busy: number; total: number },
): { busy: number | null; loadAverage1m: number | null } {
  const total = after.total - before.total;
  let loadAverage1m: number | null = null;
  try {
    loadAverage1m = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    // not Linux
  }
  return {
    busy: total > 0 ? Number(((after.busy - before.busy) / total).toFixed(2)) : null,
    loadAverage1m,
  };
}
