import { Module } from '@nestjs/common';
import { ContactLifecycleService } from './contact-lifecycle.service';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { Contact } from './contact.entity';

/** Contacts: intake with de-duplication, lookups, listing. Exports the service lists and imports use. */
@Module({
  controllers: [ContactsController],
  providers: [ContactsService, ContactLifecycleService, ContactsRepository],
  exports: [ContactsService, ContactLifecycleService],
})
export class ContactsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Contact];
}
