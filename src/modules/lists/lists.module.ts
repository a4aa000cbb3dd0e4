import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ListsController } from './lists.controller';
import { ListsRepository } from './lists.repository';
import { ListsService } from './lists.service';

/** Lists and memberships; publishes `ContactsAddedToList`. Exports the service imports use. */
@Module({
  imports: [ContactsModule],
  controllers: [ListsController],
  providers: [ListsService, ListsRepository],
  exports: [ListsService],
})
export class ListsModule {}
