import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import {
  IsDateString,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { PaginationQueryDto } from '../../../../common/pagination/pagination';
import { CHANNELS } from '../../../channels';
import { AdReferralDto, MessageDto } from '../../messages/dto/message.dto';
import { type ConversationSummary, conversationView } from '../conversation-view';
import { INBOX_ORDERS, type InboxOrder } from '../inbox-query';
import type { ConversationWithMessages } from '../conversations.service';

/** WhatsApp's free entry-point window of a conversation. */
export class FreeEntryPointDto {
  @ApiProperty({ description: 'Whether it is still open now.' }) open!: boolean;
  @ApiProperty({
    format: 'date-time',
    description: '72 hours after the business answered the ad referral.',
  })
  expiresAt!: string;
}

/** A conversation's messaging window. */
export class ConversationWindowDto {
  @ApiProperty({ description: 'Whether free text may be sent now.' }) open!: boolean;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'When it closes (WhatsApp, Messenger, Instagram: 24 h after the last inbound message), or null (no window, or the contact never wrote).',
  })
  expiresAt!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'Messenger and Instagram: until when a person (never the bot) may still answer, with the `HUMAN_AGENT` tag (7 days after the last inbound message); null on other channels.',
  })
  humanReplyUntil!: string | null;

  @ApiProperty({
    type: FreeEntryPointDto,
    nullable: true,
    description:
      'WhatsApp: the 72-hour free entry-point window. A conversation that came from a Click-to-WhatsApp ad or a Page call-to-action (its first `referral`) and that the business answered within 24 hours has 72 hours from that answer in which Meta bills no message, templates included (docs/channels.md#free-entry-point-window). null when it does not apply (no referral, not answered yet, answered later than 24 h, other channels). Free text still needs the 24-hour window (`open`).',
  })
  freeEntryPoint!: FreeEntryPointDto | null;
}

/** Body of `PATCH /v1/conversations/{id}`: at least one field. */
export class UpdateConversationDto {
  @ApiPropertyOptional({
    enum: ['bot', 'human', 'closed'],
    example: 'human',
    description:
      '`human`: a person answers and the bot stays silent (also: reopen a closed conversation); `closed`: nobody answers (and it is no longer snoozed); `bot`: the bot answers again.',
  })
  @IsOptional()
  @IsIn(['bot', 'human', 'closed'])
  owner?: 'bot' | 'human' | 'closed';

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      "Who follows it: a person of the account (`GET /v1/users`), or null to unassign. Another account's person: 404 `USER_NOT_FOUND`.",
  })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsUUID()
  assigneeId?: string | null;

  @ApiPropertyOptional({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'Snooze: the conversation leaves "Waiting" until then (a future time, at most a year ahead), or until the contact writes, which wakes it. null wakes it now.',
  })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsDateString({ strict: true })
  snoozedUntil?: string | null;
}

/** Body of `POST /v1/conversations/{id}/notes`. */
export class CreateNoteDto {
  @ApiProperty({
    example: 'Called her back: the order ships Monday.',
    maxLength: 4096,
    description: "The note, for the account's people only.",
  })
  @IsString()
  @IsNotEmpty()
  @Matches(/\S/, { message: 'body must not be only whitespace' })
  @MaxLength(4096)
  body!: string;
}

/** `GET /v1/conversations` query: pagination plus optional filters (combined with AND). */
export class InboxQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: ['bot', 'human', 'closed'], description: 'Who answers.' })
  @IsOptional()
  @IsIn(['bot', 'human', 'closed'])
  owner?: 'bot' | 'human' | 'closed';

  @ApiPropertyOptional({ enum: CHANNELS })
  @IsOptional()
  @IsIn(CHANNELS)
  channel?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  contactId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  campaignId?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: '`true`: only conversations with inbound messages since the last read.',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  unread?: 'true' | 'false';

  @ApiPropertyOptional({
    example: 'me',
    description:
      "`me`: conversations assigned to the signed-in person (a session only: with an API key 400); `none`: unassigned ones; a user id: that person's (another account's: an empty page).",
  })
  @IsOptional()
  @IsString()
  @Matches(
    /^(me|none|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
    {
      message: 'assignee must be me, none or a user id',
    },
  )
  assignee?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description:
      '`true`: only conversations snoozed until a later time; `false`: only those not snoozed now ("Waiting for a person" is `owner=human&snoozed=false`).',
  })
  @IsOptional()
  @IsIn(['true', 'false'])
  snoozed?: 'true' | 'false';

  @ApiPropertyOptional({
    example: 'ada',
    maxLength: 100,
    description:
      "Search: conversations whose contact's name, email or phone, or whose messages (notes included), contain words starting with each word given (all of them; case-insensitive; at most 8 words). A phone matches from its start, with or without `+`.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({
    enum: INBOX_ORDERS,
    default: 'activity',
    description:
      '`activity`: most recent activity first; `unread_first`: conversations with unread messages first, then the others, each by most recent activity ("Waiting for a person" is `owner=human&snoozed=false&order=unread_first`). A cursor belongs to the order it was given with.',
  })
  @IsOptional()
  @IsIn(INBOX_ORDERS)
  order?: InboxOrder;
}

/** `GET /v1/conversations/count` query: the inbox's filters, without paging or order. */
export class InboxCountQueryDto extends OmitType(InboxQueryDto, [
  'limit',
  'cursor',
  'order',
] as const) {}

/** How many conversations the inbox holds for the filters. */
export class InboxCountDto {
  @ApiProperty({ example: 3, description: 'Conversations matching the filters.' })
  count!: number;
}

/** The contact of an inbox item (all null once the contact was erased). */
export class InboxContactDto {
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '+14155552671' }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
}

/** The last message of an inbox item. */
export class InboxLastMessageDto {
  @ApiProperty({ enum: ['inbound', 'outbound'] }) direction!: string;
  @ApiProperty({ enum: ['contact', 'campaign', 'bot', 'human', 'api', 'system'] }) author!: string;
  @ApiProperty({ description: 'The first 200 characters.' }) body!: string;
  @ApiProperty() status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** One conversation of the inbox (`GET /v1/conversations`). */
export class InboxItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null once the contact was erased (`DELETE /v1/contacts/{id}`).',
  })
  contactId!: string | null;
  @ApiProperty({ type: InboxContactDto }) contact!: InboxContactDto;
  @ApiProperty({ enum: CHANNELS }) channel!: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The custom channel of a `custom` conversation.',
  })
  customChannelId!: string | null;
  @ApiProperty({
    enum: ['bot', 'human', 'closed'],
    description: 'Who answers the contact: the AI bot, a person, or nobody.',
  })
  owner!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) campaignId!: string | null;
  @ApiProperty({ type: InboxLastMessageDto, nullable: true })
  lastMessage!: InboxLastMessageDto | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) lastMessageAt!: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the contact last wrote (the start of the messaging window), or null.',
  })
  lastInboundAt!: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When a person last marked it read (`POST …/read`), or null.',
  })
  lastReadAt!: string | null;
  @ApiProperty({
    example: 2,
    description:
      'Inbound messages recorded since a person last marked it read (`POST …/read`), counted when they arrive.',
  })
  unreadCount!: number;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      'The person of the account who follows it, or null. A person who replies to an unassigned conversation becomes its assignee.',
  })
  assigneeId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Sam Rivera',
    description: "The assignee's name.",
  })
  assigneeName!: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'Snoozed until then (out of "Waiting for a person"), or null. The contact writing wakes it (null again); a time in the past means it woke up.',
  })
  snoozedUntil!: string | null;
  @ApiProperty({
    type: ConversationWindowDto,
    description:
      "The channel's messaging window now: WhatsApp free text only within 24 h of the contact's last inbound message (else 409 `WINDOW_CLOSED`; an approved template is always allowed); Messenger and Instagram free text within 24 h, a person up to `humanReplyUntil`; SMS and custom channels have none (`open: true, expiresAt: null`).",
  })
  window!: ConversationWindowDto;
  @ApiProperty({
    type: AdReferralDto,
    nullable: true,
    description:
      'WhatsApp: the first Click-to-WhatsApp ad or Page call-to-action `referral` the conversation received (docs/channels.md#click-to-whatsapp-ads); each message keeps its own. null when none.',
  })
  referral!: AdReferralDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  @ApiProperty({
    format: 'date-time',
    description:
      'The last change: a message, the owner, a read. The inbox is ordered by the last message (`lastMessageAt`, else `createdAt`).',
  })
  updatedAt!: string;

  /** The public shape of an inbox row (`conversation-view.ts`). */
  static from(row: ConversationSummary): InboxItemDto {
    return conversationView(row);
  }
}

/** A conversation with its most recent messages (`GET /v1/conversations/{id}`, `PATCH`, `POST …/read`). */
export class ConversationDto extends InboxItemDto {
  @ApiProperty({
    type: [MessageDto],
    description:
      'The 100 most recent messages, private notes included (`author: "note"`), oldest first.',
  })
  messages!: MessageDto[];

  /** The inbox shape of the conversation, with its messages. */
  static fromConversation(conversation: ConversationWithMessages): ConversationDto {
    return {
      ...conversationView(conversation),
      messages: conversation.messages.map(MessageDto.from),
    };
  }
}

/** A page of the inbox: `{data, nextCursor}`. */
export class InboxPageDto {
  @ApiProperty({ type: [InboxItemDto] }) data!: InboxItemDto[];
  @ApiProperty({ nullable: true, type: String }) nextCursor!: string | null;
}

/**
 * Body of `POST /v1/conversations/{id}/messages`: exactly one of `body` (free text) or
 * `templateId` (an approved template, rendered for the contact).
 */
export class HumanReplyDto {
  @ApiPropertyOptional({
    example: 'Hi Ada, this is Sam from the team. How can I help?',
    maxLength: 4096,
    description: 'Free text. On WhatsApp only within 24 h of the contact’s last message.',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  body?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: "An approved template of the conversation's channel; allowed at any time.",
  })
  @IsOptional()
  @IsUUID()
  templateId?: string;
}
