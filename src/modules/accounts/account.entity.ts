import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import type { AccountType } from './domain/account-type';

export type { AccountType };

/** A tenant: every resource belongs to exactly one account. Sub-accounts belong to an agency. */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  type!: AccountType;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'agency_id', type: 'uuid', nullable: true })
  agencyId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
