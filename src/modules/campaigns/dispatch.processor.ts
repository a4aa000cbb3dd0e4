import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../queue/job-queue';
import {
  DISPATCH_JOB,
  type DispatchJobData,
  DispatchService,
  FOLLOW_UP_JOB,
  type FollowUpJobData,
} from './dispatch.service';

/**
 * The campaign processors (thin: each calls one use case). `campaign.dispatch` sends an
 * enrolment's opening message, `campaign.follow_up` a follow-up; both are no-ops when the row
 * was already claimed, so duplicates from the sweeper or a redelivered job are harmless.
 */
@Injectable()
export class DispatchProcessor implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly dispatch: DispatchService,
  ) {}

  onModuleInit(): void {
    this.queue.process<DispatchJobData>(DISPATCH_JOB, (data) => this.dispatch.dispatch(data));
    this.queue.process<FollowUpJobData>(FOLLOW_UP_JOB, (data) => this.dispatch.followUp(data));
  }
}
