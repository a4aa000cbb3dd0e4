import { Injectable } from '@nestjs/common';

/**
 * Whether this process is shutting down (SIGTERM received, `installGracefulShutdown`): `/health`
 * then answers 503 `draining`, so a load balancer stops sending it traffic while the requests
 * it has finish.
 */
@Injectable()
export class Draining {
  private since: Date | null = null;

  /** Whether the process is draining. */
  get active(): boolean {
    return this.since !== null;
  }

  /** Marks the process as draining (once; later calls change nothing). */
  begin(): void {
    this.since ??= new Date();
  }
}
