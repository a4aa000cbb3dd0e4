import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ContactExport } from '../contact-lifecycle.service';
import type { ContactIdentity } from '../domain/erased-contact';
import type { OptOutRecord } from '../contacts.repository';
import type { CustomFieldValue } from '../domain/contact-input';
import { ContactDto, ContactIdentityDto } from './contact.dto';
import { CreateContactDto } from './create-contact.dto';

/** A patch's custom fields: as on create, and `null` to remove a key. */
const PATCH_CUSTOM_FIELDS_SCHEMA = {
  type: 'object' as const,
  nullable: true,
  // `null` (remove the key) matches only the nullable boolean branch, so `oneOf` stays exact.
  additionalProperties: {
    oneOf: [
      { type: 'string', maxLength: 1000 },
      { type: 'number' },
      { type: 'boolean', nullable: true },
    ],
  },
  maxProperties: 50,
};

/**
 * `PATCH /v1/contacts/{id}`: the create fields (shape A or B), each optional; a field left out
 * keeps its value, `null` clears it; `customFields` is merged key by key and a key set to `null`
 * is removed.
 */
export class UpdateContactDto extends CreateContactDto {
  @ApiPropertyOptional({
    ...PATCH_CUSTOM_FIELDS_SCHEMA,
    example: { plan: 'pro', utm_source: null },
    description:
      'Merged into the stored custom fields key by key; a key set to `null` is removed. Values: strings (≤ 1000 characters), numbers, booleans.',
  })
  @IsOptional()
  @IsObject()
  declare customFields?: Record<string, CustomFieldValue> | null;

  @ApiPropertyOptional({
    ...PATCH_CUSTOM_FIELDS_SCHEMA,
    description: 'Shape B spelling of customFields.',
  })
  @IsOptional()
  @IsObject()
  declare custom_fields?: Record<string, CustomFieldValue> | null;

  /** Not accepted by PATCH (400): consent is recorded once, by `POST /v1/contacts` (docs/contacts.md#consent). */
  @ApiHideProperty()
  @Allow()
  declare consent?: Record<string, unknown> | null;
}

/** `POST`/`DELETE /v1/contacts/{id}/opt-out`: an optional reason, kept in the opt-out history. */
export class OptOutDto {
  @ApiPropertyOptional({ maxLength: 500, example: 'Asked by phone not to be contacted.' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

/** One opt-out change. */
export class OptOutRecordDto {
  @ApiProperty({ description: 'true: opted out; false: opted back in.' }) optedOut!: boolean;

  @ApiProperty({
    enum: ['contact_message', 'api', 'app'],
    description: '`contact_message`: STOP/START from the contact; `api`: this API; `app`: the app.',
  })
  source!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The reason given with the API or the app; for a revocation in plain words, `revoked in words: "<the words>"` (docs/bot.md#us-sms-rules); null for a keyword.',
  })
  reason!: string | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static from(record: OptOutRecord): OptOutRecordDto {
    return {
      optedOut: record.optedOut,
      source: record.source,
      reason: record.reason,
      createdAt: new Date(record.createdAt).toISOString(),
    };
  }
}

/**
 * A channel identity in the export: the contact's identity as `GET /v1/contacts/{id}` shows it
 * (`ContactIdentityDto`, one vocabulary of channels) and when it was first recorded.
 */
export class ExportedContactIdentityDto extends ContactIdentityDto {
  @ApiProperty({ format: 'date-time', description: 'When the identity was first recorded.' })
  createdAt!: string;

  static fromRecord(identity: ContactIdentity): ExportedContactIdentityDto {
    return {
      ...ContactIdentityDto.from(identity),
      createdAt: new Date(identity.createdAt).toISOString(),
    };
  }
}

/**
 * `GET /v1/contacts/{id}/export`: everything stored about the person (right of access, GDPR
 * article 15), as one JSON document.
 */
export class ContactExportDto {
  @ApiProperty({ format: 'date-time' }) exportedAt!: string;

  @ApiProperty({ type: ContactDto }) contact!: ContactDto;

  @ApiProperty({
    type: [ExportedContactIdentityDto],
    description:
      'How channels know the person (WhatsApp BSUIDs, PSIDs, IGSIDs, custom-channel ids), oldest first.',
  })
  identities!: ExportedContactIdentityDto[];

  @ApiProperty({ type: [OptOutRecordDto], description: 'Oldest first.' })
  optOutHistory!: OptOutRecordDto[];

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: 'The lists the contact is a member of: `{id, name, addedAt}`.',
  })
  lists!: unknown;

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description:
      'Its conversations `{conversationId, channel, customChannelId, owner, createdAt, referral, referralAt, messages}` (`referral`: the Click-to-WhatsApp ad that brought the person, or null), each with every message `{id, direction, purpose, body, status, referral, createdAt, …}`, oldest first.',
  })
  conversations!: unknown;

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description:
      'Its campaign enrolments `{campaignId, status, skipReason, dispatchAt, sentAt, repliedAt, createdAt}`.',
  })
  campaigns!: unknown;

  static from(data: ContactExport): ContactExportDto {
    return {
      exportedAt: data.exportedAt.toISOString(),
      contact: ContactDto.from(data.contact),
      identities: data.identities.map((identity) =>
        ExportedContactIdentityDto.fromRecord(identity),
      ),
      optOutHistory: data.optOutHistory.map(OptOutRecordDto.from),
      lists: data.sections.lists ?? [],
      conversations: data.sections.conversations ?? [],
      campaigns: data.sections.campaigns ?? [],
    };
  }
}
