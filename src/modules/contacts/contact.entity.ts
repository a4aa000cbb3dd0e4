import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CustomFieldValue } from './domain/contact-input';
import type { ContactConsent } from './domain/consent';

/**
 * A contact of an account (docs/contacts.md): persistence model of
 * the `contacts` table. At least one of `phone` (E.164) and `email` is set; `emailKey` is the
 * lowercased email, the case-insensitive lookup and de-duplication key.
 */
@Entity({ name: 'contacts' })
export class Contact {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  @Column({ type: 'text', nullable: true })
  phone!: string | null;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'email_key', type: 'text', nullable: true })
  emailKey!: string | null;

  @Column({ name: 'custom_fields', type: 'jsonb', default: () => `'{}'` })
  customFields!: Record<string, CustomFieldValue>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The WhatsApp username the person showed (docs/channels.md#whatsapp-usernames), or null. */
  @Column({ type: 'text', nullable: true })
  username!: string | null;

  /** When the contact opted out of the account's campaigns (STOP), or null. */
  @Column({ name: 'opted_out_at', type: 'timestamptz', nullable: true })
  optedOutAt!: Date | null;

  /** The consent record the funnel gave (docs/contacts.md#consent), or null. */
  @Column({ type: 'jsonb', nullable: true })
  consent!: ContactConsent | null;
}
