import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import { type Account, AccountsService } from '../accounts';
import { AgencyOnlyError, NotASubAccountError, SubAccountNotFoundError } from './agency.errors';
import { rearmsAt } from './domain/auto-recharge';
import type { CreditAmount } from './domain/credit-amount';
import { centsFromDecimal, decimalFromCents } from './domain/credits';
import { type SubAccountRecord, SubAccountsRepository } from './subaccounts.repository';

/** A new sub-account and its API key in plaintext (shown once). */
export interface CreatedSubAccount {
  subAccount: SubAccountRecord;
  apiKey: string;
}

/** A change of auto-recharge settings; absent fields keep their stored value. Amounts already checked. */
export interface AutoRechargePatch {
  enabled?: boolean;
  threshold?: CreditAmount;
  amount?: CreditAmount;
}

/** The caller must be an agency (services check it too, whatever the controller did). */
export function assertAgency(account: Account): void {
  if (account.type !== 'agency') throw new AgencyOnlyError();
}

/**
 * Use cases of an agency's sub-accounts (docs/ledger.md): create one with its
 * key, list them with balances, read one, change its auto-recharge settings. Every method takes
 * the calling agency account first; another agency's sub-account is 404 `SUBACCOUNT_NOT_FOUND`.
 */
@Injectable()
export class SubAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly subAccounts: SubAccountsRepository,
  ) {}

  /**
   * Creates a sub-account of the agency and its first API key, through `AccountsService.create`
   * (the same path as the operator CLI's `accounts:create --agency`).
   *
   * @throws AgencyOnlyError (403) when `agency` is not an agency;
   * @throws ValidationFailedError (400) for a bad name or email;
   * @throws SubAccountEmailTakenError (409 `CONFLICT`) when the agency already has a sub-account
   *   with that email, compared case-insensitively (unique index `accounts_agency_email_key`).
   */
  async create(
    agency: Account,
    input: { name: string; email: string },
  ): Promise<CreatedSubAccount> {
    assertAgency(agency);
    const { account, apiKey } = await this.accounts.create({
      name: input.name,
      email: input.email,
      agencyId: agency.id,
    });
    const subAccount = await this.subAccounts.findById(agency.id, account.id);
    if (!subAccount) throw new Error(`sub-account ${account.id} vanished after creation`);
    return { subAccount, apiKey };
  }

  /**
   * A page of the agency's sub-accounts, oldest first, with balances.
   *
   * @throws AgencyOnlyError; ValidationFailedError (400, field `cursor`) for a bad cursor.
   */
  async page(agency: Account, limit: number, cursor?: string): Promise<Page<SubAccountRecord>> {
    assertAgency(agency);
    const after = cursor ? decodeCursor(cursor) : null;
    const rows = await this.subAccounts.page(agency.id, limit + 1, after);
    return toPage(rows, limit, (row) => row);
  }

  /**
   * One sub-account of the agency.
   *
   * @throws AgencyOnlyError; SubAccountNotFoundError (404) for an unknown, malformed or other
   *   agency's id.
   */
  async get(agency: Account, subAccountId: string): Promise<SubAccountRecord> {
    assertAgency(agency);
    const found = isUUID(subAccountId)
      ? await this.subAccounts.findById(agency.id, subAccountId)
      : null;
    if (!found) throw new SubAccountNotFoundError('id');
    return found;
  }

  /**
   * The calling sub-account itself, with its balance (`GET /v1/account/credits`,
   * docs/ledger.md#history).
   *
   * @throws NotASubAccountError (404 `SUBACCOUNT_NOT_FOUND`) for a standard or agency account,
   *   which has no credits.
   */
  async own(account: Account): Promise<SubAccountRecord> {
    const found =
      account.type === 'sub_account' && account.agencyId
        ? await this.subAccounts.findById(account.agencyId, account.id)
        : null;
    if (!found) throw new NotASubAccountError();
    return found;
  }

  /**
   * Changes the auto-recharge settings (fields absent from `patch` keep their values), under the
   * sub-account's row lock so that it never interleaves with a debit's check. When the balance is
   * at or above the new threshold the auto-recharge is re-armed (`rearmsAt`): the next crossing
   * below it sends an event again.
   *
   * @throws AgencyOnlyError; SubAccountNotFoundError (404);
   * @throws ValidationFailedError (400, `autoRecharge.amount`) when the result would be enabled
   *   with an amount of 0 (the stored default).
   */
  async updateAutoRecharge(
    agency: Account,
    subAccountId: string,
    patch: AutoRechargePatch,
  ): Promise<SubAccountRecord> {
    assertAgency(agency);
    if (!isUUID(subAccountId)) throw new SubAccountNotFoundError('id');
    return inTransaction(this.dataSource, async (manager) => {
      const current = await this.subAccounts.findById(agency.id, subAccountId, manager, true);
      if (!current) throw new SubAccountNotFoundError('id');
      const enabled = patch.enabled ?? current.autoRechargeEnabled;
      const thresholdCents =
        patch.threshold?.cents ?? centsFromDecimal(current.autoRechargeThreshold);
      const amountCents = patch.amount?.cents ?? centsFromDecimal(current.autoRechargeAmount);
      if (enabled && amountCents <= 0n) {
        throw new ValidationFailedError([
          { field: 'autoRecharge.amount', message: 'is required when auto-recharge is enabled' },
        ]);
      }
      return this.subAccounts.updateAutoRecharge(
        agency.id,
        subAccountId,
        {
          enabled,
          threshold: decimalFromCents(thresholdCents),
          amount: decimalFromCents(amountCents),
        },
        rearmsAt(thresholdCents, centsFromDecimal(current.balance)),
        manager,
      );
    });
  }
}
