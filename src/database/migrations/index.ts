import { Accounts1763683200000 } from './1763683200000-accounts';
import { Outbox1763683300000 } from './1763683300000-outbox';

/** Every migration, in order. Written by hand; the schema is never synchronised from entities. */
export const MIGRATIONS = [Accounts1763683200000, Outbox1763683300000];
