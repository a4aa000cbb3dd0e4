import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../../../common/pagination/pagination';
import { CHANNELS } from '../../../channels';
import { MessageDto } from '../../messages/dto/message.dto';
import { type ConversationSummary, conversationView } from '../conversation-view';
import type { ConversationWithMessages } from '../conversations.service';

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
}

/** Body of `PATCH /v1/conversations/{id}`. */
export class UpdateConversationDto {
  @ApiProperty({
    enum: ['bot', 'human', 'closed'],
    example: 'human',
    description:
      '`human`: a person answers and the bot stays silent; `closed`: nobody answers; `bot`: the bot answers again.',
  })
  @IsIn(['bot', 'human', 'closed'])
  owner!: 'bot' | 'human' | 'closed';
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
    type: ConversationWindowDto,
    description:
      "The channel's messaging window now: WhatsApp free text only within 24 h of the contact's last inbound message (else 409 `WINDOW_CLOSED`; an approved template is always allowed); Messenger and Instagram free text within 24 h, a person up to `humanReplyUntil`; SMS and custom channels have none (`open: true, expiresAt: null`).",
  })
  window!: ConversationWindowDto;
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
  @ApiProperty({ type: [MessageDto], description: 'The 100 most recent messages, oldest first.' })
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
