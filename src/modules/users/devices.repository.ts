import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * Trusted devices (`trusted_devices`): browsers a person signed in from, each named by the id its
 * signed device cookie carries. They belong to a person, not an account: every method takes the
 * user id first. Expired rows are reclaimed by the retention job.
 */
@Injectable()
export class DevicesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether device `deviceId` of the person is trusted (not revoked, not expired). */
  async isTrusted(userId: string, deviceId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM trusted_devices WHERE user_id = $1 AND id = $2 AND expires_at > now()`,
      [userId, deviceId],
    );
    return rows.length > 0;
  }

  /**
   * Trusts a device of the person for `ttlMs` from now: the one given (when it is still theirs
   * and live), else a new one.
   *
   * @returns the device's id.
   */
  async trust(
    userId: string,
    deviceId: string | null,
    ttlMs: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    if (deviceId) {
      const renewed: { id: string }[] = await manager.query(
        `WITH renewed AS (
           UPDATE trusted_devices
              SET last_used_at = now(), expires_at = now() + make_interval(secs => $3)
            WHERE user_id = $1 AND id = $2 AND expires_at > now()
            RETURNING id)
         SELECT id FROM renewed`,
        [userId, deviceId, ttlMs / 1000],
      );
      if (renewed[0]) return renewed[0].id;
    }
    const created: { id: string }[] = await manager.query(
      `INSERT INTO trusted_devices (user_id, expires_at)
       VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [userId, ttlMs / 1000],
    );
    return created[0].id;
  }

  /** Forgets every device of the person except `keepDeviceId` (password change). */
  async revokeAllOfUser(
    userId: string,
    keepDeviceId: string | null,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM trusted_devices WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, keepDeviceId],
    );
  }
}
