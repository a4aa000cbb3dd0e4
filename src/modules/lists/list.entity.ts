import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A contact list of an account (docs/lists-and-imports.md#lists): the `lists` table. */
@Entity({ name: 'lists' })
export class ContactList {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  /** 1-200 characters. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
