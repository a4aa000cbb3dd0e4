import { Injectable } from '@nestjs/common';
import type { JobMap } from '../../queue/jobs';
import { ProcessJob } from '../../queue/process-job';
import { DispatchService } from './dispatch.service';

/**
 * The campaign jobs (thin: each calls one use case). `campaign.dispatch` sends an enrolment's
 * opening message, `campaign.follow_up` a follow-up; both are no-ops when the row was already
 * claimed, so duplicates from the sweeper or a redelivered job are harmless.
 */
@Injectable()
export class DispatchProcessor {
  constructor(private readonly dispatch: DispatchService) {}

  @ProcessJob('campaign.dispatch')
  async dispatchOpening(data: JobMap['campaign.dispatch']): Promise<void> {
    await this.dispatch.dispatch(data);
  }

  @ProcessJob('campaign.follow_up')
  async dispatchFollowUp(data: JobMap['campaign.follow_up']): Promise<void> {
    await this.dispatch.followUp(data);
  }
}
