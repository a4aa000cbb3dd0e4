import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { AccountCreditsController } from './account-credits.controller';
import { AgencyOnlyGuard } from './agency-only.guard';
import { AutoRechargeNotifier } from './auto-recharge.notifier';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';
import { SubAccountsController } from './subaccounts.controller';
import { SubAccountsRepository } from './subaccounts.repository';
import { SubAccountsService } from './subaccounts.service';

/**
 * Agency accounts (docs/ledger.md): sub-accounts, the exact credit ledger, idempotent grants, one
 * debit per outbound message, and the auto-recharge event. Exports `CreditsService` (the debit
 * entry point of the send paths) and publishes the outbox events `SubaccountAutoRechargeDue` and
 * `SubaccountCreditsGranted` (src/events.ts).
 */
@Module({
  imports: [AccountsModule],
  controllers: [SubAccountsController, AccountCreditsController],
  providers: [
    SubAccountsService,
    SubAccountsRepository,
    CreditsService,
    CreditsRepository,
    AgencyOnlyGuard,
    AutoRechargeNotifier,
  ],
  exports: [CreditsService],
})
export class AgencyModule {}
