import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts';
import { ListsModule } from '../lists';
import { ImportsContactData } from './imports-contact-data';
import { ImportsController } from './imports.controller';
import { ImportsRepository } from './imports.repository';
import { ImportsService } from './imports.service';
import { ContactImport } from './import.entity';

/**
 * CSV imports into lists, processed in the background through the outbox (`ImportRequested`);
 * takes part in a contact's erasure (`ImportsContactData`).
 */
@Module({
  imports: [ContactsModule, ListsModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportsRepository, ImportsContactData],
})
export class ImportsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [ContactImport];
}
