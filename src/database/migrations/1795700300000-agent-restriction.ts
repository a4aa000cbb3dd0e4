import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An owner may restrict an agent to the conversations assigned to them
 * (docs/conversations.md#restricted-agents): a setting of the person in one account, so on
 * `memberships`.
 */
export class AgentRestriction1795700300000 implements MigrationInterface {
  name = 'AgentRestriction1795700300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE memberships ADD COLUMN restricted_to_assigned boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE memberships DROP COLUMN restricted_to_assigned`);
  }
}
