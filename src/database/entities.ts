import { Account } from '../modules/accounts/account.entity';
import { Campaign, Enrolment, FollowUp } from '../modules/campaigns/campaign.entity';
import { Conversation, Message } from '../modules/messaging/message.entity';
import { ApiKey } from '../modules/accounts/api-key.entity';
import { ChannelConnection } from '../modules/channels/channel-connection.entity';
import { Contact } from '../modules/contacts/contact.entity';
import { ContactImport } from '../modules/imports/import.entity';
import { ContactList } from '../modules/lists/list.entity';
import { ListMember } from '../modules/lists/list-member.entity';
import { Template } from '../modules/templates/template.entity';

/** Every TypeORM entity of the service (explicit classes, so tsc builds and SWC tests load the same set). */
export const ENTITIES = [
  Account,
  ApiKey,
  Contact,
  ContactList,
  ListMember,
  ContactImport,
  ChannelConnection,
  Template,
  Conversation,
  Message,
  Campaign,
  Enrolment,
  FollowUp,
];
