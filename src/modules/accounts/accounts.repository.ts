import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction } from '../../database/transaction';
import { Account, type AccountType } from './account.entity';
import { ApiKey } from './api-key.entity';

/** Fields of a new account. */
export interface NewAccount {
  name: string;
  type: AccountType;
  email: string | null;
  agencyId: string | null;
}

/** A key to store: its SHA-256 hash and display prefix (never the key itself). */
export interface StoredKey {
  hash: string;
  displayPrefix: string;
}

/**
 * Accounts and their API keys in PostgreSQL. Every method takes the account id first, except
 * the two that find or create the tenant itself (`findByActiveKeyHash`, `createWithKey`).
 */
@Injectable()
export class AccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The account owning the active (not revoked) key with this hash, or null. One indexed lookup. */
  async findByActiveKeyHash(keyHash: string): Promise<Account | null> {
    return this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .innerJoin(ApiKey, 'key', 'key.account_id = account.id')
      .where('key.key_hash = :keyHash AND key.revoked_at IS NULL', { keyHash })
      .getOne();
  }

  async findById(accountId: string): Promise<Account | null> {
    return this.dataSource.getRepository(Account).findOneBy({ id: accountId });
  }

  /** Creates an account and its first key in one transaction. Throws the driver's 23505 on a duplicate sub-account email. */
  async createWithKey(account: NewAccount, key: StoredKey): Promise<Account> {
    return inTransaction(this.dataSource, async (manager) => {
      const saved = await manager
        .getRepository(Account)
        .save(manager.getRepository(Account).create(account));
      await this.insertKey(manager, saved.id, key);
      return saved;
    });
  }

  /**
   * Revokes the account's active key and stores `key` in its place, in one transaction that
   * locks the account row, so concurrent rotations serialise and exactly one key stays active.
   *
   * @returns false when the account does not exist.
   */
  async replaceActiveKey(accountId: string, key: StoredKey): Promise<boolean> {
    return inTransaction(this.dataSource, async (manager) => {
      const locked = await manager.query(`SELECT id FROM accounts WHERE id = $1 FOR UPDATE`, [
        accountId,
      ]);
      if (locked.length === 0) return false;
      await manager.query(
        `UPDATE api_keys SET revoked_at = now() WHERE account_id = $1 AND revoked_at IS NULL`,
        [accountId],
      );
      await this.insertKey(manager, accountId, key);
      return true;
    });
  }

  private async insertKey(
    manager: EntityManager,
    accountId: string,
    key: StoredKey,
  ): Promise<void> {
    await manager
      .getRepository(ApiKey)
      .insert({ accountId, keyHash: key.hash, keyPrefix: key.displayPrefix });
  }
}
