import type { Logger } from '@nestjs/common';

/**
 * A task a worker process repeats on a timer to recover what a lost job or a crash left behind
 * (re-enqueue due rows, take back expired leases): at most one run at a time in this process;
 * `run()` starts one now or joins the one in progress; errors are logged, never thrown. The
 * timer is `unref`'d, and `stop()` waits for a run in progress (shutdown).
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  /**
   * @param name what is swept, for the log line of a failed run.
   * @param task one sweep; the database is the source of truth, so it must be idempotent.
   */
  constructor(
    private readonly name: string,
    private readonly task: () => Promise<void>,
    private readonly logger: Logger,
  ) {}

  /** Runs the task every `intervalMs` (ms) until `stop()`. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  /** One sweep now (or the one in progress). Never rejects. */
  run(): Promise<void> {
    this.running ??= this.task()
      .catch((error: unknown) => this.logger.warn({ err: error }, `${this.name} sweep failed`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
