/** The campaigns module's pure rules and shapes others may use (docs/architecture.md#boundaries). */
export type { EntryPointTrigger } from './entry-points';
