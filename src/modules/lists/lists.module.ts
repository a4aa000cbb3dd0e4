import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ListsContactData } from './lists-contact-data';
import { ListsController } from './lists.controller';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

/** Lists and memberships; publishes `ContactsAddedToList`. Exports the service imports use. */
@Module({
  imports: [ContactsModule],
  controllers: [ListsController],
  providers: [ListsService, ListsRepository, ListsContactData],
  exports: [ListsService],
})
export class ListsModule {}
