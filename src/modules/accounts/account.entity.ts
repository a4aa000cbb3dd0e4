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

  /** ISO 3166-1 alpha-2 country in which national phone numbers are read, or null (docs/api.md#account-settings). */
  @Column({ name: 'default_country', type: 'text', nullable: true })
  defaultCountry!: string | null;

  /** IANA time zone of the account (`UTC` until set). */
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone!: string;

  /** Text an SMS `HELP` keyword is answered with, or null for the service's default. */
  @Column({ name: 'sms_help_text', type: 'text', nullable: true })
  smsHelpText!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
