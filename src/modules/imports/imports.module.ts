import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ListsModule } from '../lists/lists.module';
import { ImportsContactData } from './imports-contact-data';
import { ImportsController } from './imports.controller';
import { ImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';

/**
 * CSV imports into lists, processed in the background through the outbox (`ImportRequested`);
 * takes part in a contact's erasure (`ImportsContactData`).
 */
@Module({
  imports: [ContactsModule, ListsModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportsRepository, ImportsContactData],
})
export class ImportsModule {}
