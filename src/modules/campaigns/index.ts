/** The public surface of the campaigns module: what other modules may use (docs/architecture.md#boundaries). */
export { CampaignsModule } from './campaigns.module';
export { CampaignsService } from './campaigns.service';
export type { EntryPointTrigger } from './domain/entry-points';
