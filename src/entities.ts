import type { EntityList } from './database/data-source';
import { AccountsModule } from './modules/accounts';
import { CampaignsModule } from './modules/campaigns';
import { ChannelsModule } from './modules/channels';
import { ContactsModule } from './modules/contacts';
import { ImportsModule } from './modules/imports';
import { ListsModule } from './modules/lists';
import { MessagingModule } from './modules/messaging';
import { TemplatesModule } from './modules/templates';

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
