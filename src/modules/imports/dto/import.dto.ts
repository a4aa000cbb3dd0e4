import { ApiProperty } from '@nestjs/swagger';
import { type ContactImport, IMPORT_STATUSES, type ImportStatus } from '../import.entity';

/** One row of an import report. */
export class ImportRowIssueDto {
  @ApiProperty({ example: 7, description: 'Row number in the file: the header is row 1.' })
  row!: number;

  @ApiProperty({
    example: 'INVALID_PHONE',
    description:
      'The contact rule code: INVALID_PHONE, INVALID_EMAIL, MISSING_CONTACT_IDENTIFIER or VALIDATION_FAILED (a name or custom value too long, a row with another number of cells than the header).',
  })
  code!: string;

  @ApiProperty({
    type: String,
    required: false,
    example: '4155552671',
    description:
      "A rejected row's value that broke the rule, as written (docs/lists-and-imports.md#rejected-rows): the phone for INVALID_PHONE, the email for INVALID_EMAIL, the row's cells joined with `, ` for VALIDATION_FAILED, empty for MISSING_CONTACT_IDENTIFIER. Absent on warnings and once cleared, 30 days after the import finished.",
  })
  value?: string;
}

/** An import and its report (`GET /v1/imports/{id}`; also the 202 answer). */
export class ImportDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  listId!: string;

  @ApiProperty({ enum: IMPORT_STATUSES, example: 'completed' })
  status!: ImportStatus;

  @ApiProperty({
    example: 240,
    description: 'Data rows in the file (header and blank lines excluded).',
  })
  total!: number;

  @ApiProperty({ example: 240, description: 'Data rows processed so far.' })
  processed!: number;

  @ApiProperty({ example: 204, description: 'Rows whose contact this import created.' })
  created!: number;

  @ApiProperty({
    example: 24,
    description:
      'Valid rows that matched a contact that already existed, or an earlier row of the same file (same phone; email-only rows: same email).',
  })
  existing!: number;

  @ApiProperty({
    type: [ImportRowIssueDto],
    description: 'Rows not imported, with their rule code.',
  })
  invalid!: ImportRowIssueDto[];

  @ApiProperty({
    type: [ImportRowIssueDto],
    description:
      'Rows imported with a field dropped: a broken email next to a valid phone (the contact is taken without the email, code INVALID_EMAIL).',
  })
  warnings!: ImportRowIssueDto[];

  @ApiProperty({
    example: 203,
    description: 'Contacts this import newly added to the list (known once completed).',
  })
  added!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Why the import failed.' })
  error!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  static from(contactImport: ContactImport): ImportDto {
    return {
      id: contactImport.id,
      listId: contactImport.listId,
      status: contactImport.status,
      total: contactImport.total,
      processed: contactImport.processedRows,
      created: contactImport.created,
      existing: contactImport.existing,
      invalid: contactImport.invalid,
      warnings: contactImport.warnings,
      added: contactImport.added,
      error: contactImport.error,
      createdAt: contactImport.createdAt.toISOString(),
      completedAt: contactImport.completedAt?.toISOString() ?? null,
    };
  }
}
