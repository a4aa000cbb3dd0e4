import { Injectable } from '@nestjs/common';

/**
 * Whether this process is shutting down (SIGTERM received, `installGracefulShutdown`): `/health`
 * then answers 503 `draining`, so a load balancer stops sending it traffic while the requests
 * it has finish. Long-lived responses (the event streams) end when it begins (`onBegin`).
 */
@Injectable()
export class Draining {
  private since: Date | null = null;
  private readonly callbacks = new Set<() => void>();

  /** Whether the process is draining. */
  get active(): boolean {
    return this.since !== null;
  }

  /** Marks the process as draining (once; later calls change nothing). */
  begin(): void {
    if (this.since) return;
    this.since = new Date();
    for (const callback of this.callbacks) callback();
  }

  /** Runs `callback` when draining begins (at once if it has). @returns its removal. */
  onBegin(callback: () => void): () => void {
    if (this.since) callback();
    else this.callbacks.add(callback);
    return () => this.callbacks.delete(callback);
  }
}
