import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction } from '../../database/transaction';
import { Account, type AccountType } from './account.entity';
import { API_KEY_ROTATED_CHANNEL } from './api-key-cache';
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
    // Raw SQL: this runs on every request, and the query builder costs more than the query.
    const rows: Account[] = await this.dataSource.query(
      `SELECT a.id, a.name, a.type, a.email, a.agency_id AS "agencyId", a.created_at AS "createdAt",
              a.default_country AS "defaultCountry", a.time_zone AS "timeZone", a.sms_help_text AS "smsHelpText"
         FROM api_keys k JOIN accounts a ON a.id = k.account_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [keyHash],
    );
    return rows[0] ?? null;
  }

  async findById(accountId: string): Promise<Account | null> {
    return this.dataSource.getRepository(Account).findOneBy({ id: accountId });
  }

  /**
   * Inserts an account without any API key, in `manager`'s transaction (the app's sign-up: the
   * owner generates the key later under Settings > Account).
   */
  async insertWithoutKey(manager: EntityManager, account: NewAccount): Promise<Account> {
    const repository = manager.getRepository(Account);
    return repository.save(repository.create(account));
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
   * The transaction also sends `NOTIFY parley_api_key_rotated` (delivered at commit), on which
   * every process's `ApiKeyCache` forgets the keys it holds.
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
      await manager.query(`SELECT pg_notify($1, $2)`, [API_KEY_ROTATED_CHANNEL, accountId]);
      return true;
    });
  }

  /**
   * Writes the given settings of the account and announces the change on
   * `API_KEY_ROTATED_CHANNEL` in the same transaction, so every process's key cache drops the
   * account it holds (the cached account carries its settings).
   *
   * @returns the account as it is now, or null when it does not exist.
   */
  async updateSettings(
    accountId: string,
    change: { defaultCountry?: string | null; timeZone?: string; smsHelpText?: string | null },
  ): Promise<Account | null> {
    return inTransaction(this.dataSource, async (manager) => {
      const repository = manager.getRepository(Account);
      if (Object.keys(change).length > 0) {
        const result = await repository.update({ id: accountId }, change);
        if (!result.affected) return null;
        await manager.query(`SELECT pg_notify($1, $2)`, [API_KEY_ROTATED_CHANNEL, accountId]);
      }
      return repository.findOneBy({ id: accountId });
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
