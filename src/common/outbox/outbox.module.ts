import { Global, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';

/** The transactional outbox, available to every module. */
@Global()
@Module({ providers: [OutboxService], exports: [OutboxService] })
export class OutboxModule {}
