import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  restrictedTo,
} from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ContactLifecycleService } from './contact-lifecycle.service';
import type { OptOutSource } from './contacts.repository';
import { ContactIdentitiesService } from './contact-identities.service';
import { ContactsService } from './contacts.service';
import { ContactExportDto, OptOutDto, UpdateContactDto } from './dto/contact-lifecycle.dto';
import { ContactDto, ContactListPageDto } from './dto/contact.dto';
import { ContactsQueryDto } from './dto/contacts-query.dto';
import { CreateContactDto } from './dto/create-contact.dto';

/** Who changed an opt-out through this API: the app (its session cookie) or an integration (an API key). */
const optOutSource = (caller: Caller): OptOutSource => (caller.via === 'session' ? 'app' : 'api');

const CREATED_HEADER = {
  'X-Contact-Created': {
    description: '`true` when this request created the contact, `false` when it already existed.',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

/** Contacts: create with de-duplication, look up, list, get (docs/contacts.md). */
@ApiTags('Contacts')
@ApiExtraModels(ContactDto, ContactListPageDto)
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly lifecycle: ContactLifecycleService,
    private readonly identities: ContactIdentitiesService,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Create a contact (or return the existing one)',
    description:
      'Shape A (`firstName, lastName, phone, email, customFields`) or shape B (`first_name, last_name, phone_number, email, custom_fields`); ' +
      'a field given under both names must carry the same value. At least a phone or an email. ' +
      'De-duplication, enforced by unique indexes under any concurrency: a request with a phone matches the contact with the same E.164 phone ' +
      '(its email plays no part); an email-only request matches the oldest contact with that email (case-insensitive), **whether or not that contact has a phone**, ' +
      'so a lead who first gave a phone and later only an email stays one contact. A match is answered 200 with the contact unchanged (nothing written, ' +
      'new names or custom fields are not merged); a new contact is 201. `X-Contact-Created` says which.',
  })
  @ApiBody({
    type: CreateContactDto,
    examples: {
      'Shape A (apiKey form)': {
        value: {
          firstName: 'Ana',
          lastName: 'Khan',
          phone: '+1 (415) 555-2671',
          email: 'ana.khan@example.com',
        },
      },
      'Shape B (funnel form)': {
        value: {
          first_name: 'Ana',
          last_name: 'Khan',
          phone_number: '+14155552671',
          email: 'ana.khan@example.com',
          custom_fields: { utm_source: 'facebook' },
        },
      },
    },
  })
  @ApiResponse({ status: 201, type: ContactDto, headers: CREATED_HEADER, description: 'Created.' })
  @ApiResponse({
    status: 200,
    type: ContactDto,
    headers: CREATED_HEADER,
    description: 'An existing contact matched; returned unchanged.',
  })
  @ApiErrors(
    'VALIDATION_FAILED',
    'INVALID_PHONE',
    'INVALID_EMAIL',
    'MISSING_CONTACT_IDENTIFIER',
    'INVALID_JSON',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  )
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateContactDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactDto> {
    const { contact, created } = await this.contacts.create(account.id, body);
    res.status(created ? 201 : 200);
    res.setHeader('X-Contact-Created', String(created));
    return ContactDto.from(contact);
  }

  @Get()
  @ApiOperation({
    summary: 'Look a contact up by phone or email, or list contacts (with limit/cursor)',
    description:
      '**Lookup**: `?phoneNumber=` (aliases `phone_number`, `phone`) or `?email=` answers the one matching contact, or 404 `CONTACT_NOT_FOUND`. ' +
      'The phone is normalised as on create (400 `INVALID_PHONE` when it cannot be) and an unencoded `+` (which arrives as a space) is understood; ' +
      'the email is compared case-insensitively (400 `INVALID_EMAIL` when malformed; an unencoded `+` inside it is understood too) and, when several ' +
      'contacts share it, the oldest is answered. With both, the phone is used. ' +
      "**List**: `?limit=` (1-200) and then `&cursor=` (the previous `nextCursor`), with no lookup key, answer the paginated list `{data, nextCursor, total}`, oldest first (`&order=newest`: newest first), `q` filtering it by name or phone (a national number read in the account's `defaultCountry`): " +
      '`GET /v1/contacts?limit=50`. Without a lookup key, `limit` or `cursor` is what asks for the list; with a lookup key they are ignored. ' +
      '**400 `MISSING_LOOKUP_PARAMETER`**: no lookup value and no `limit`/`cursor`: plain `GET /v1/contacts`, or lookup keys present but all empty ' +
      '(`?phoneNumber=`, `?email=`, as a funnel template with an empty field sends): the caller meant a lookup and gave no value.',
  })
  @ApiResponse({
    status: 200,
    description: 'The contact (lookup) or a page of contacts (list).',
    schema: {
      oneOf: [{ $ref: getSchemaPath(ContactDto) }, { $ref: getSchemaPath(ContactListPageDto) }],
    },
  })
  @ApiErrors(
    'CONTACT_NOT_FOUND',
    'MISSING_LOOKUP_PARAMETER',
    'INVALID_PHONE',
    'INVALID_EMAIL',
    'VALIDATION_FAILED',
  )
  async search(
    @CurrentAccount() account: Account,
    @Query() query: ContactsQueryDto,
  ): Promise<ContactDto | ContactListPageDto> {
    const result = await this.contacts.search(account.id, query, account.defaultCountry ?? null);
    if ('contact' in result) return ContactDto.from(result.contact);
    return {
      data: result.page.data.map(ContactDto.from),
      nextCursor: result.page.nextCursor,
      total: result.page.total,
    };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get a contact',
    description:
      "With the contact's channel identities (`identities`) and WhatsApp `username`. An unknown id, another account's id or a malformed id is 404 `CONTACT_NOT_FOUND`.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ContactDto })
  @ApiErrors('CONTACT_NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<ContactDto> {
    const contact = await this.contacts.get(account.id, id);
    return ContactDto.withIdentities(
      contact,
      await this.identities.ofContact(account.id, contact.id),
    );
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Correct a contact',
    description:
      'Shape A or B keys, each optional: a field left out keeps its value, `null` clears it; `customFields` is merged key by key and a key set to `null` is removed. ' +
      'The result must pass every create rule (400 `INVALID_PHONE`, `INVALID_EMAIL`, `MISSING_CONTACT_IDENTIFIER`, `VALIDATION_FAILED`). ' +
      'A phone or email another contact of the account holds is **409 `CONTACT_CONFLICT`**, whose `details[0]` is `{field, message, contactId}` naming that contact; nothing changes. ' +
      'The unique indexes decide under concurrency: of many patches racing to one phone, exactly one wins.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({
    type: UpdateContactDto,
    examples: {
      'Rename and tag': {
        value: { lastName: 'Khan-Ali', customFields: { plan: 'pro', utm_source: null } },
      },
    },
  })
  @ApiResponse({
    status: 200,
    type: ContactDto,
    description: 'The contact as changed.',
  })
  @ApiErrors(
    'CONTACT_NOT_FOUND',
    'CONTACT_CONFLICT',
    'VALIDATION_FAILED',
    'INVALID_PHONE',
    'INVALID_EMAIL',
    'MISSING_CONTACT_IDENTIFIER',
    'INVALID_JSON',
  )
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateContactDto,
  ): Promise<ContactDto> {
    return ContactDto.from(await this.lifecycle.update(account.id, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Erase a contact (right to erasure)',
    description:
      'In one transaction: the contact row, its list memberships, channel identities and opt-out history are deleted; its pending opening messages and ' +
      'follow-ups are cancelled (`skipped` with `contact_erased`, `cancelled`) and never sent, even when their job is already queued; the bodies of its ' +
      'messages become `[erased]` (their rows stay, with no contact, for counts, credits and provider status callbacks by `externalId`). ' +
      'Outgoing webhook deliveries about the person (custom-channel messages to it, `message.status_changed`, `conversation.handed_off`) keep only ids, statuses, kinds and times in their data (the rest becomes `[erased]`); those not sent yet are cancelled (`failed`, `ERASED: …`) and a custom-channel message whose delivery was cancelled fails with `CONTACT_ERASED`. ' +
      'Provider events of the person still in the outbox (from its phone, or its Messenger/Instagram ids) are redacted the same way, and one not handled yet is closed, so it is not recorded afterwards. ' +
      'A `contact.erased` webhook event `{contactId, erasedAt}` goes to endpoints subscribed to it. A second call is 404; a contact created later with the same phone is a new contact.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Erased.' })
  @ApiErrors('CONTACT_NOT_FOUND')
  async erase(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.lifecycle.erase(account.id, id);
  }

  @Post(':id/opt-out')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Opt a contact out of campaigns',
    description:
      "The same state `STOP` sets: campaigns skip the contact (`opted_out`). Recorded in the opt-out history with the optional reason and its source: `app` when the request is authenticated by the app's session, `api` with an API key. Idempotent.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: OptOutDto, required: false })
  @ApiResponse({ status: 200, type: ContactDto })
  @ApiErrors('CONTACT_NOT_FOUND', 'VALIDATION_FAILED')
  async optOut(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: OptOutDto,
  ): Promise<ContactDto> {
    return ContactDto.from(
      await this.lifecycle.setOptOut(account.id, id, true, {
        source: optOutSource(caller),
        reason: body?.reason,
      }),
    );
  }

  @Delete(':id/opt-out')
  @ApiOperation({
    summary: 'Opt a contact back in',
    description:
      "The same state `START` sets. Recorded in the opt-out history with the optional reason and its source: `app` when the request is authenticated by the app's session, `api` with an API key. Idempotent.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiBody({ type: OptOutDto, required: false })
  @ApiResponse({ status: 200, type: ContactDto })
  @ApiErrors('CONTACT_NOT_FOUND', 'VALIDATION_FAILED')
  async optIn(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: OptOutDto,
  ): Promise<ContactDto> {
    return ContactDto.from(
      await this.lifecycle.setOptOut(account.id, id, false, {
        source: optOutSource(caller),
        reason: body?.reason,
      }),
    );
  }

  @Get(':id/export')
  @ApiOperation({
    summary: 'Export everything stored about a contact (right of access)',
    description:
      'One JSON document: the contact, its channel identities (custom-channel ids, PSIDs, IGSIDs), its opt-out history, its lists, its conversations with every message, and its campaign enrolments. ' +
      'The contact, identities and history are read in one REPEATABLE READ, READ ONLY transaction (one instant). ' +
      'For an agent restricted to the conversations assigned to them, `conversations` holds only those (docs: conversations, restricted agents).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ContactExportDto })
  @ApiErrors('CONTACT_NOT_FOUND')
  async export(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<ContactExportDto> {
    const data = await this.lifecycle.export(account.id, id);
    const only = restrictedTo(caller);
    if (only !== null && Array.isArray(data.sections.conversations)) {
      // a restricted agent reads only the conversations assigned to them (docs/conversations.md#restricted-agents)
      data.sections.conversations = (
        data.sections.conversations as { assigneeId?: string | null }[]
      ).filter((conversation) => conversation.assigneeId === only);
    }
    return ContactExportDto.from(data);
  }
}
