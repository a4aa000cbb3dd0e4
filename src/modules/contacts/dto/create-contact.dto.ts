import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsObject, IsOptional, IsString } from 'class-validator';
import type { CustomFieldValue } from '../domain/contact-input';

const CUSTOM_FIELDS_SCHEMA = {
  type: 'object' as const,
  additionalProperties: {
    oneOf: [{ type: 'string', maxLength: 1000 }, { type: 'number' }, { type: 'boolean' }],
  },
  maxProperties: 50,
};

/**
 * Keeps a custom-fields object exactly as the JSON body sent it. class-transformer's copy of an
 * untyped object silently drops keys such as `constructor`, `toString` or `hasOwnProperty`
 * (docs/api.md#hostile-input); the domain rule (`normaliseCustomFields`) reads the original
 * instead, so a JSON body and a CSV import treat every key the same way: any name is kept as data,
 * and `__proto__`, `constructor` and `prototype` (which Nest's pipe would delete) are refused
 * with 400 on both paths.
 */
const RawCustomFields = () => Transform(({ obj, key }) => (obj as Record<string, unknown>)[key]);

/**
 * Body of `POST /v1/contacts`: shape A (`firstName, lastName, phone, email, customFields`) or
 * shape B (`first_name, last_name, phone_number, email, custom_fields`), or a mix
 * (docs/contacts.md#request-shapes). `null` means "not given". Types are checked here (400
 * `VALIDATION_FAILED` naming the key); the intake rules (E.164, email, lengths, custom-field
 * values) are applied by `ContactsService.create`. Unknown fields are ignored.
 */
export class CreateContactDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ana', maxLength: 100 })
  @IsOptional()
  @IsString()
  firstName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Ana',
    maxLength: 100,
    description: 'Shape B spelling of firstName.',
  })
  @IsOptional()
  @IsString()
  first_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Khan', maxLength: 100 })
  @IsOptional()
  @IsString()
  lastName?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Khan',
    maxLength: 100,
    description: 'Shape B spelling of lastName.',
  })
  @IsOptional()
  @IsString()
  last_name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+1 (415) 555-2671',
    maxLength: 64,
    description:
      'With its country code (leading + or 00); spaces, dashes, dots and brackets are tolerated. Stored as E.164. Required unless email is given.',
  })
  @IsOptional()
  @IsString()
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+14155552671',
    maxLength: 64,
    description: 'Shape B spelling of phone.',
  })
  @IsOptional()
  @IsString()
  phone_number?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ana.khan@example.com',
    maxLength: 254,
    description: 'Trimmed, validated, compared case-insensitively. Required unless phone is given.',
  })
  @IsOptional()
  @IsString()
  email?: string | null;

  @ApiPropertyOptional({
    ...CUSTOM_FIELDS_SCHEMA,
    nullable: true,
    example: { utm_source: 'facebook', consent: true, score: 7 },
    description:
      'Up to 50 keys of 1-64 characters; values are strings (≤ 1000 characters), numbers or booleans.',
  })
  @IsOptional()
  @IsObject()
  @RawCustomFields()
  customFields?: Record<string, CustomFieldValue> | null;

  @ApiPropertyOptional({
    ...CUSTOM_FIELDS_SCHEMA,
    nullable: true,
    example: { utm_source: 'facebook' },
    description: 'Shape B spelling of customFields.',
  })
  @IsOptional()
  @IsObject()
  @RawCustomFields()
  custom_fields?: Record<string, CustomFieldValue> | null;
}
