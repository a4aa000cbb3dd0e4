import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/http/idempotency/idempotency.module';
import { ContactLifecycleService } from './contact-lifecycle.service';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** Contacts: intake with de-duplication, lookups, listing. Exports the service lists and imports use. */
@Module({
  imports: [IdempotencyModule],
  controllers: [ContactsController],
  providers: [ContactsService, ContactLifecycleService, ContactsRepository],
  exports: [ContactsService, ContactLifecycleService],
})
export class ContactsModule {}
