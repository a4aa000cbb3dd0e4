/** The public surface of the agency module: what other modules may use (docs/architecture.md#boundaries). */
export { INSUFFICIENT_CREDITS } from './agency.errors';
export { AgencyModule } from './agency.module';
export { CreditsService } from './credits.service';
