import type { EntityList } from './database/data-source';
import { AccountsModule } from './modules/accounts/accounts.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { ChannelsModule } from './modules/channels/channels.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { ImportsModule } from './modules/imports/imports.module';
import { ListsModule } from './modules/lists/lists.module';
import { MessagingModule } from './modules/messaging/messaging.module';
import { TemplatesModule } from './modules/templates/templates.module';

/**
 * Every TypeORM entity of the service, assembled from the modules that own them (each module
 * lists its own as `static entities`): the composition root's, so `database/` imports no
 * feature module (docs/architecture.md#boundaries).
 */
export const ENTITIES: EntityList = [
  AccountsModule,
  ContactsModule,
  ListsModule,
  ImportsModule,
  ChannelsModule,
  TemplatesModule,
  MessagingModule,
  CampaignsModule,
].flatMap((module): EntityList => [...module.entities]);
