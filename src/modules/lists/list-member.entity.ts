import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A contact's membership of a list: the `list_members` table, primary key (list, contact).
 * `operationId` is the add operation (one API call or one import) that put it there.
 */
@Entity({ name: 'list_members' })
export class ListMember {
  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId!: string;

  @PrimaryColumn({ name: 'contact_id', type: 'uuid' })
  contactId!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'added_at', type: 'timestamptz' })
  addedAt!: Date;

  @Column({ name: 'operation_id', type: 'uuid' })
  operationId!: string;
}
