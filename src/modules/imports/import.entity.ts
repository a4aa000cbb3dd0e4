import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const IMPORT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * One row of an import report: the CSV row number (header = 1), the contact rule code, and for a
 * rejected row the value that broke it (`rejectedValue`; cleared 30 days after the import
 * finishes, and absent on imports made before it was kept).
 */
export interface ImportRowIssue {
  row: number;
  code: string;
  value?: string;
}

/**
 * A CSV import into a list (docs/lists-and-imports.md#csv-imports): the `imports` table. Holds the
 * CSV text, the processing position (`processedRows`, data rows done) and the running totals.
 */
@Entity({ name: 'imports' })
export class ContactImport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'account_id', type: 'uuid' })
  accountId!: string;

  @Column({ name: 'list_id', type: 'uuid' })
  listId!: string;

  @Column({ type: 'text' })
  status!: ImportStatus;

  @Column({ type: 'text', select: false })
  csv!: string;

  /** Data rows in the file (the header excluded). */
  @Column({ type: 'integer' })
  total!: number;

  @Column({ name: 'processed_rows', type: 'integer' })
  processedRows!: number;

  @Column({ type: 'integer' })
  created!: number;

  @Column({ type: 'integer' })
  existing!: number;

  @Column({ type: 'integer' })
  added!: number;

  @Column({ type: 'jsonb' })
  invalid!: ImportRowIssue[];

  @Column({ type: 'jsonb' })
  warnings!: ImportRowIssue[];

  /** Contacts of the valid rows so far (repeats possible); added to the list when the import completes. */
  @Column({ name: 'contact_ids', type: 'uuid', array: true, select: false })
  contactIds!: string[];

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
