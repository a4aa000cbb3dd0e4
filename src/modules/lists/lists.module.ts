import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts';
import { ListsContactData } from './lists-contact-data';
import { ListsController } from './lists.controller';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';
import { ContactList } from './list.entity';
import { ListMember } from './list-member.entity';

/** Lists and memberships; publishes `ContactsAddedToList`. Exports the service imports use. */
@Module({
  imports: [ContactsModule],
  controllers: [ListsController],
  providers: [ListsService, ListsRepository, ListsContactData],
  exports: [ListsService],
})
export class ListsModule {
  /** The entities of this module (the application's entity list is assembled from these). */
  static readonly entities = [ContactList, ListMember];
}
