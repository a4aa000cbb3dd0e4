import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { afterCommit } from '../../database/transaction';
import { addDueJobs, JobQueue } from '../../queue/job-queue';
import { Sweeper } from '../../queue/sweeper';
import { CampaignSendsRepository, type SendWait } from './campaign-sends.repository';
import { EnrolmentsRepository, type SendOwner } from './enrolments.repository';

/** A due send whose job has not claimed it after this long is re-enqueued by the sweeper: ms. */
const SWEEP_GRACE_MS = 2000;
/** Rows the sweeper re-enqueues per round. */
const SWEEP_BATCH = 1000;

/**
 * The queue side of campaign dispatch (docs/campaigns.md#dispatch): the `campaign.dispatch` and
 * `campaign.follow_up` jobs of due rows (ids only; the job id is the row and its due time, so a
 * re-add for the same time is a no-op and one for a new time is not), and a sweeper (worker
 * processes, every `DISPATCH_SWEEP_MS`) that re-enqueues due rows whose job was lost (a restart
 * of the in-process driver, Redis down when enqueuing). The claim makes a duplicate harmless.
 */
@Injectable()
export class DispatchQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DispatchQueue.name);
  private readonly sweeper = new Sweeper('dispatch', () => this.sweepOnce(), this.logger);

  constructor(
    private readonly enrolments: EnrolmentsRepository,
    private readonly sends: CampaignSendsRepository,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runsWorkers) return;
    this.sweeper.start(this.config.DISPATCH_SWEEP_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
  }

  /** Re-enqueues due sends whose job was lost; tests call it directly. Never throws. */
  sweep(): Promise<void> {
    return this.sweeper.run();
  }

  /** Enqueues `campaign.dispatch` jobs (a failed add is left to the sweeper: the row is due). */
  async enqueueDispatch(
    items: { accountId: string; enrolmentId: string; at: Date }[],
  ): Promise<void> {
    await addDueJobs(
      this.queue,
      items.map((item) => ({
        name: 'campaign.dispatch' as const,
        data: { accountId: item.accountId, enrolmentId: item.enrolmentId },
        key: `dispatch-${item.enrolmentId}`,
        at: item.at,
      })),
      this.logger,
    );
  }

  /** Enqueues `campaign.follow_up` jobs (a failed add is left to the sweeper). */
  async enqueueFollowUps(items: { id: string; accountId: string; dueAt: Date }[]): Promise<void> {
    await addDueJobs(
      this.queue,
      items.map((item) => ({
        name: 'campaign.follow_up' as const,
        data: { accountId: item.accountId, followUpId: item.id },
        key: `follow-up-${item.id}`,
        at: item.dueAt,
      })),
      this.logger,
    );
  }

  /**
   * In the claim's transaction: the send waits for credits (pending again until `at`, the
   * backstop when no grant comes); its job is enqueued for `at` after commit.
   */
  async waitForCredits(
    manager: EntityManager,
    accountId: string,
    owner: SendOwner,
    at: Date,
  ): Promise<void> {
    await this.putBack(manager, accountId, owner, at, 'credits');
  }

  /**
   * Puts a claimed send back to pending, due at `at` (`waiting`: see
   * `CampaignSendsRepository.putBack`), its job enqueued for then after commit: a delayed job,
   * never a retry loop.
   */
  async putBack(
    manager: EntityManager,
    accountId: string,
    owner: SendOwner,
    at: Date,
    waiting: SendWait,
  ): Promise<void> {
    await this.sends.putBack(accountId, owner, at, waiting, manager);
    afterCommit(manager, () =>
      owner.kind === 'opening'
        ? this.enqueueDispatch([{ accountId, enrolmentId: owner.id, at }])
        : this.enqueueFollowUps([{ id: owner.id, accountId, dueAt: at }]),
    );
  }

  private async sweepOnce(): Promise<void> {
    const due = await this.enrolments.duePendingEnrolments(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueDispatch(
      due.map((e) => ({ accountId: e.accountId, enrolmentId: e.id, at: e.dispatchAt })),
    );
    const followUps = await this.sends.duePendingFollowUps(SWEEP_GRACE_MS, SWEEP_BATCH);
    await this.enqueueFollowUps(followUps);
  }
}
