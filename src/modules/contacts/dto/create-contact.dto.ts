import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsObject, IsOptional, IsString } from 'class-validator';
import {
  CONSENT_FORM_URL_MAX_LENGTH,
  CONSENT_SOURCE_MAX_LENGTH,
  CONSENT_TEXT_MAX_LENGTH,
} from '../domain/consent';
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

/** `consent` of `POST /v1/contacts`: every field optional (docs/contacts.md#consent); checked by `normaliseConsent`. */
export class CreateContactConsentDto {
  @ApiPropertyOptional({
    type: String,
    maxLength: CONSENT_SOURCE_MAX_LENGTH,
    example: 'facebook_lead_form',
    description: 'Where the consent was collected: a short label, no control characters.',
  })
  source?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uri',
    maxLength: CONSENT_FORM_URL_MAX_LENGTH,
    example: 'https://acme.test/solar-offer',
    description: 'The form’s page: an absolute http(s) URL. Shape B may spell it `form_url`.',
  })
  formUrl?: string;

  @ApiPropertyOptional({
    type: String,
    example: '203.0.113.7',
    description: 'The IPv4 or IPv6 address the form was submitted from.',
  })
  ip?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: CONSENT_TEXT_MAX_LENGTH,
    example: 'I agree to receive marketing text messages from Acme. Reply STOP to opt out.',
    description: 'The consent wording the person agreed to (trimmed).',
  })
  text?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    example: '2026-11-02T08:08:57.350Z',
    description:
      'When the person agreed: ISO 8601, at most 5 minutes in the future; absent: when the request arrived. Stored in UTC.',
  })
  at?: string;
}

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

  @ApiPropertyOptional({
    type: CreateContactConsentDto,
    nullable: true,
    description:
      'The person’s consent to be messaged, as the form collected it (same key in shape A and B; docs/contacts.md#consent). Recorded on the contact, new or existing, unless it already has one. A wrong field is 400 `VALIDATION_FAILED` naming `consent.<field>`, and nothing is written.',
  })
  @IsOptional()
  @Allow()
  @RawCustomFields()
  consent?: Record<string, unknown> | null;
}
