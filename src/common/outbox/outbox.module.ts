import { Global, Module } from '@nestjs/common';
import { LiveEvents } from './live-events';
import { OutboxService } from './outbox.service';

/** The transactional outbox, and the account's live event log, available to every module. */
@Global()
@Module({ providers: [OutboxService, LiveEvents], exports: [OutboxService, LiveEvents] })
export class OutboxModule {}
