import { ApiProperty } from '@nestjs/swagger';
import type { Contact } from '../contact.entity';
import type { CustomFieldValue } from '../domain/contact-input';

/** A contact as the API shows it (docs/contacts.md#fields): absent values are `null`. */
export class ContactDto {
  @ApiProperty({ format: 'uuid', example: '0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ana' })
  firstName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Khan' })
  lastName!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '+14155552671',
    description: 'E.164.',
  })
  phone!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'ana.khan@example.com' })
  email!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    example: { utm_source: 'facebook' },
    description: '`{}` when none.',
  })
  customFields!: Record<string, CustomFieldValue>;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:08:57.350Z', description: 'UTC.' })
  createdAt!: string;

  @ApiProperty({
    description:
      "Whether the contact opted out of the account's campaigns: by `STOP` (and back in by `START`) or through `POST`/`DELETE /v1/contacts/{id}/opt-out`.",
  })
  optedOut!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the current opt-out began (UTC); null when not opted out.',
  })
  optedOutAt!: string | null;

  static from(contact: Contact): ContactDto {
    return {
      id: contact.id,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      email: contact.email,
      customFields: contact.customFields ?? {},
      createdAt: contact.createdAt.toISOString(),
      optedOut: contact.optedOutAt !== null && contact.optedOutAt !== undefined,
      optedOutAt: contact.optedOutAt ? new Date(contact.optedOutAt).toISOString() : null,
    };
  }
}

/** A page of contacts: `{data, nextCursor}` (docs/api.md#pagination). */
export class ContactPageDto {
  @ApiProperty({ type: [ContactDto] })
  data!: ContactDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
