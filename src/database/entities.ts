import { Account } from '../modules/accounts/account.entity';
import { ApiKey } from '../modules/accounts/api-key.entity';

/** Every TypeORM entity of the service (explicit classes, so tsc builds and SWC tests load the same set). */
export const ENTITIES = [Account, ApiKey];
