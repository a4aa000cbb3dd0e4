import { ApiProperty } from '@nestjs/swagger';
import type { Contact } from '../contact.entity';
import type { ContactIdentity } from '../domain/erased-contact';
import type { CustomFieldValue } from '../domain/contact-input';
import { CONSENT_SOURCE_MAX_LENGTH, CONSENT_TEXT_MAX_LENGTH } from '../domain/consent';

/** One channel identity of a contact: how a channel knows the person (docs/contacts.md#channel-identities). */
export class ContactIdentityDto {
  @ApiProperty({
    enum: ['whatsapp', 'messenger', 'instagram', 'custom'],
    description:
      "The channel: `whatsapp` (a BSUID, or a parent BSUID with `ENT`), `messenger` (a PSID), `instagram` (an IGSID), `custom` (a custom channel's `fromId`).",
  })
  channel!: 'whatsapp' | 'messenger' | 'instagram' | 'custom';

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The identity scope: `whatsapp`, `messenger:<pageId>`, `instagram:<igId>`; null on custom channels.',
  })
  scope!: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The custom channel, or null.',
  })
  customChannelId!: string | null;

  @ApiProperty({ example: 'US.13491208655302741918', description: "The person's id in the scope." })
  externalId!: string;

  static from(identity: ContactIdentity): ContactIdentityDto {
    const scope = identity.scope;
    const channel =
      identity.customChannelId !== null || scope === null
        ? 'custom'
        : scope === 'whatsapp'
          ? 'whatsapp'
          : scope.startsWith('instagram:')
            ? 'instagram'
            : 'messenger';
    return {
      channel,
      scope,
      customChannelId: identity.customChannelId,
      externalId: identity.externalId,
    };
  }
}

/** A contact's consent record (docs/contacts.md#consent). */
export class ContactConsentDto {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: CONSENT_SOURCE_MAX_LENGTH,
    example: 'facebook_lead_form',
    description: 'Where the consent was collected (a short label of the caller’s choosing).',
  })
  source!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uri',
    example: 'https://acme.test/solar-offer',
    description: 'The page of the form the person filled in (absolute http(s) URL).',
  })
  formUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '203.0.113.7',
    description: 'The IPv4 or IPv6 address the form was submitted from.',
  })
  ip!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: CONSENT_TEXT_MAX_LENGTH,
    example: 'I agree to receive marketing text messages from Acme. Reply STOP to opt out.',
    description: 'The consent wording the person agreed to.',
  })
  text!: string | null;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-02T08:08:57.350Z',
    description: 'When the person agreed (UTC): the request’s `at`, else when Parley received it.',
  })
  at!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-02T08:08:58.012Z',
    description: 'When Parley recorded the consent (UTC).',
  })
  recordedAt!: string;
}

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
    type: String,
    nullable: true,
    example: '@ana',
    description:
      'The WhatsApp username the person showed (`contacts[].profile.username`), or null. A WhatsApp person with a username may have no phone: they are known by their BSUID (`identities`).',
  })
  username!: string | null;

  @ApiProperty({
    type: [ContactIdentityDto],
    required: false,
    description:
      'How channels know the person (WhatsApp BSUIDs, Messenger PSIDs, Instagram IGSIDs, custom-channel ids), oldest first. Present on `GET /v1/contacts/{id}` only.',
  })
  identities?: ContactIdentityDto[];

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

  @ApiProperty({
    type: ContactConsentDto,
    nullable: true,
    description:
      'The consent the funnel recorded with `POST /v1/contacts` (the first one given is kept), or null (docs/contacts.md#consent). Erased with the contact, included in its export.',
  })
  consent!: ContactConsentDto | null;

  /** The contact with its identities (`GET /v1/contacts/{id}`). */
  static withIdentities(contact: Contact, identities: ContactIdentity[]): ContactDto {
    return { ...ContactDto.from(contact), identities: identities.map(ContactIdentityDto.from) };
  }

  static from(contact: Contact): ContactDto {
    return {
      id: contact.id,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      email: contact.email,
      username: contact.username ?? null,
      customFields: contact.customFields ?? {},
      createdAt: contact.createdAt.toISOString(),
      optedOut: contact.optedOutAt !== null && contact.optedOutAt !== undefined,
      optedOutAt: contact.optedOutAt ? new Date(contact.optedOutAt).toISOString() : null,
      consent: contact.consent ?? null,
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

/** A page of the account's contacts (`GET /v1/contacts?limit=`) with the listing's total. */
export class ContactListPageDto extends ContactPageDto {
  @ApiProperty({
    minimum: 0,
    example: 207,
    description:
      'How many contacts the listing has in all (with `q`: how many match it), counted when this page is read.',
  })
  total!: number;
}
