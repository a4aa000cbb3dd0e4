import { Injectable } from '@nestjs/common';
import { isEmail, isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { AppError, type ErrorDetail, ValidationFailedError } from '../../common/errors';
import type { Account } from './account.entity';
import { ACCOUNT_TYPES, type AccountType } from './domain/account-type';
import { AccountsRepository } from './accounts.repository';
import { ApiKeyCache } from './api-key-cache';
import { AgencyNotFoundError, SubAccountEmailTakenError } from './accounts.errors';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './domain/api-key-secret';
import { checkAccountSettings } from './domain/account-settings';

/** Input of `AccountsService.create`: a sub-account is asked for by giving `agencyId`. */
export interface CreateAccountInput {
  name: string;
  type?: AccountType;
  email?: string | null;
  agencyId?: string | null;
}

/** A new account with its first API key in plaintext: the only time the key is ever shown. */
export interface CreatedAccount {
  account: Account;
  apiKey: string;
}

/**
 * Use cases of accounts and API keys: create, authenticate, rotate (docs/api.md#authentication).
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly keyCache: ApiKeyCache,
  ) {}

  /**
   * Creates a standard, agency or sub-account (`agencyId` given) with its first key.
   *
   * @throws ValidationFailedError for a bad name, type or email (a sub-account needs an email);
   * @throws AgencyNotFoundError when `agencyId` is not an agency;
   * @throws SubAccountEmailTakenError (409 `CONFLICT`) when the agency has a sub-account with that email.
   */
  async create(input: CreateAccountInput): Promise<CreatedAccount> {
    const type: AccountType = input.agencyId ? 'sub_account' : (input.type ?? 'standard');
    const name = input.name?.trim() ?? '';
    const email = input.email?.trim() || null;
    const problems: ErrorDetail[] = [];
    if (name.length < 1 || name.length > 200)
      problems.push({ field: 'name', message: 'must be 1-200 characters' });
    if (!ACCOUNT_TYPES.includes(type) || (type === 'sub_account' && !input.agencyId))
      problems.push({
        field: 'type',
        message: 'must be standard or agency (a sub-account is created with an agency)',
      });
    if (email !== null && !isEmail(email))
      problems.push({ field: 'email', message: 'must be an email address' });
    if (type === 'sub_account' && email === null)
      problems.push({ field: 'email', message: 'is required for a sub-account' });
    if (problems.length > 0) throw new ValidationFailedError(problems);

    if (input.agencyId) {
      const agency = isUUID(input.agencyId) ? await this.accounts.findById(input.agencyId) : null;
      if (agency?.type !== 'agency') throw new AgencyNotFoundError(input.agencyId);
    }
    const key = generateApiKey();
    try {
      const account = await this.accounts.createWithKey(
        { name, type, email, agencyId: input.agencyId ?? null },
        { hash: key.hash, displayPrefix: key.displayPrefix },
      );
      return { account, apiKey: key.plaintext };
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') {
        throw new SubAccountEmailTakenError();
      }
      throw error;
    }
  }

  /**
   * Creates a standard or agency account with no API key, in the caller's transaction: the app's
   * sign-up, which creates its owner in the same transaction (an owner generates the key later,
   * `rotateKey`). `name` is trimmed; the caller has validated it (1-200 characters) and `type`.
   */
  async createWithoutKey(
    manager: EntityManager,
    input: { name: string; type: 'standard' | 'agency' },
  ): Promise<Account> {
    return this.accounts.insertWithoutKey(manager, {
      name: input.name.trim(),
      type: input.type,
      email: null,
      agencyId: null,
    });
  }

  /**
   * Changes the account's settings (`PATCH /v1/account`, docs/api.md#account-settings): the
   * fields present in `input` are checked with `checkAccountSettings` and written together;
   * bad input changes nothing. Cached accounts are dropped in every process.
   *
   * @returns the account with its new settings.
   * @throws ValidationFailedError naming each bad field;
   * @throws AppError `NOT_FOUND` when the account does not exist.
   */
  async updateSettings(accountId: string, input: Record<string, unknown>): Promise<Account> {
    const checked = checkAccountSettings(input ?? {});
    if (!checked.ok) throw new ValidationFailedError(checked.problems);
    const account = isUUID(accountId)
      ? await this.accounts.updateSettings(accountId, checked.change)
      : null;
    if (!account) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
    this.keyCache.invalidate();
    return account;
  }

  /** The account with this id, or null. */
  async findById(accountId: string): Promise<Account | null> {
    return isUUID(accountId) ? this.accounts.findById(accountId) : null;
  }

  /**
   * The account whose active key is `plaintext`, or null (unknown, revoked or malformed key).
   * Answered from `ApiKeyCache` when it holds the key (PostgreSQL mode; a rotated key is
   * refused here at once and by every other process within milliseconds, at most 1 s).
   */
  async authenticate(plaintext: string): Promise<Account | null> {
    if (!looksLikeApiKey(plaintext)) return null;
    return this.keyCache.resolve(hashApiKey(plaintext), (hash) =>
      this.accounts.findByActiveKeyHash(hash),
    );
  }

  /**
   * Generates a new key for the account and revokes the old one in the same transaction:
   * from the commit on, the old key is refused by this process (its key cache is emptied) and,
   * through the transaction's `NOTIFY`, by every other process (`ApiKeyCache`).
   *
   * @returns the new key in plaintext (shown once).
   * @throws AppError `NOT_FOUND` when the account does not exist (CLI use).
   */
  async rotateKey(accountId: string): Promise<string> {
    const key = generateApiKey();
    const found = isUUID(accountId) && (await this.accounts.replaceActiveKey(accountId, key));
    if (!found) throw new AppError('NOT_FOUND', `No account ${accountId}.`);
    this.keyCache.invalidate();
    return key.plaintext;
  }
}
