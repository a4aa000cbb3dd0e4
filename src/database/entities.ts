import { Account } from '../modules/accounts/account.entity';
import { ApiKey } from '../modules/accounts/api-key.entity';
import { Contact } from '../modules/contacts/contact.entity';
import { ContactImport } from '../modules/imports/import.entity';
import { ContactList } from '../modules/lists/list.entity';
import { ListMember } from '../modules/lists/list-member.entity';

/** Every TypeORM entity of the service (explicit classes, so tsc builds and SWC tests load the same set). */
export const ENTITIES = [Account, ApiKey, Contact, ContactList, ListMember, ContactImport];
