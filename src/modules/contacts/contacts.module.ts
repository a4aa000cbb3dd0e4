import { Module } from '@nestjs/common';
import { ContactConsentsRepository } from './contact-consents.repository';
import { ContactIdentitiesRepository } from './contact-identities.repository';
import { ContactIdentitiesService } from './contact-identities.service';
import { ContactLifecycleService } from './contact-lifecycle.service';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';
import { Contact } from './contact.entity';

/**
 * Contacts (docs/contacts.md): intake with de-duplication, lookups, listing, channel identities,
 * and the data lifecycle of a person.
 */
@Module({
  controllers: [ContactsController],
  providers: [
    ContactsService,
    ContactIdentitiesService,
    ContactLifecycleService,
    ContactsRepository,
    ContactIdentitiesRepository,
    ContactConsentsRepository,
  ],
  exports: [ContactsService, ContactIdentitiesService, ContactLifecycleService],
})
export class ContactsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [Contact];
}
