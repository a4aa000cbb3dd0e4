import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { DeliveryWithAttempts } from '../../../../common/webhooks/webhook-deliveries.service';
import { WebhookDeliveryDto } from '../../../webhooks';
import { PaginationQueryDto } from '../../../../common/pagination/pagination';
import type { Message } from '../message.entity';
import { type MessageView, messageView } from '../message-view';

/** A provider's or Parley's reason for a failed message. */
export class MessageErrorDto {
  @ApiProperty({ example: '131026' })
  code!: string;

  @ApiProperty({ example: 'Message undeliverable' })
  message!: string;
}

/** What Meta says a WhatsApp message costs (a status webhook's `pricing`). */
export class MessagePricingDto {
  @ApiProperty({
    nullable: true,
    type: Boolean,
    description:
      'Whether Meta bills the message (false: free, e.g. a utility template inside the 24-hour window or a free entry point).',
  })
  billable!: boolean | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'PMP',
    description: '`PMP`: per-message pricing.',
  })
  pricingModel!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'utility',
    description:
      'The category Meta bills it as, in lower case: `marketing`, `utility`, `authentication`, `authentication_international`, `service`, `referral_conversion`.',
  })
  category!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'regular',
    description:
      "Meta's pricing type, in lower case: `regular`, `free_customer_service`, `free_entry_point`.",
  })
  type!: string | null;
}

/** The Click-to-WhatsApp ad (or Page call-to-action) a message came from. */
export class AdReferralDto {
  @ApiProperty({ nullable: true, type: String, example: 'ad', description: '`ad` or `post`.' })
  sourceType!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '120210000000000000',
    description: 'The ad or post id.',
  })
  sourceId!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      "The ad click id (Meta's `ctwa_clid`), for attributing the conversation to the ad (Conversions API).",
  })
  ctwaClid!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The ad or post URL, when given.' })
  sourceUrl!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The ad's headline, when given." })
  headline!: string | null;
}

/** A message as the API shows it (docs/sending.md#message-statuses). */
export class MessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null once the contact was erased (`DELETE /v1/contacts/{id}`).',
  })
  contactId!: string | null;
  @ApiProperty({
    enum: ['inbound', 'outbound', 'note'],
    description: '`note`: a private note, in the thread only.',
  })
  direction!: string;

  @ApiProperty({
    enum: ['contact', 'campaign', 'bot', 'human', 'api', 'system', 'note'],
    description:
      "Who wrote it: the contact (inbound), a campaign (opening or follow-up), the AI bot, a person (`POST /v1/conversations/{id}/messages`; `authorName` names them), the API (custom-channel sends), the system (opt-out confirmations), or a person's private note (`POST /v1/conversations/{id}/notes`: never sent to the contact, never read by the bot).",
  })
  author!: string;

  @ApiProperty({ example: 'whatsapp' }) channel!: string;
  @ApiProperty({ example: 'Hi Ada, thanks for signing up!' }) body!: string;

  @ApiProperty({
    enum: ['queued', 'sent', 'delivered', 'read', 'failed', 'received', 'note'],
    description:
      'Outbound: `queued` → `sent` → `delivered` → `read`, or `failed`; only forward. Inbound: `received`. A private note: `note`.',
  })
  status!: string;

  @ApiProperty({
    type: 'object',
    nullable: true,
    properties: {
      code: { type: 'string', example: '131026' },
      message: { type: 'string', example: 'Message undeliverable' },
    },
    required: ['code', 'message'],
    description: "Why it failed (the provider's or Parley's code), or null.",
  })
  error!: MessageErrorDto | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) campaignId!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "The provider's message id (WhatsApp `wamid…`, Twilio `SM…`, `sandbox_…`).",
  })
  externalId!: string | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the provider accepted it (outbound), or null.',
  })
  sentAt!: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String }) deliveredAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) readAt!: string | null;

  @ApiProperty({
    enum: ['text', 'reaction'],
    description: '`reaction`: an emoji reaction (incoming custom-channel messages).',
  })
  messageType!: string;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The message a reaction is about, when it could be found.',
  })
  reactsToMessageId!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      "The sender's extra fields of an incoming custom-channel message: `toId`, `channel` (source label), `status`.",
  })
  metadata!: Record<string, unknown> | null;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description:
      'The person who wrote a `human` reply (a signed-in session: docs/conversations.md#authors) or a `note`; null for every other author, and for replies sent with an API key.',
  })
  authorUserId!: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Sam Rivera',
    description: "That person's name now; null when there is none or they were removed.",
  })
  authorName!: string | null;

  @ApiProperty({
    type: MessagePricingDto,
    nullable: true,
    description:
      "WhatsApp: what Meta says the message costs, from its status webhooks' `pricing` (docs/channels.md#whatsapp-pricing); null until reported, and on other channels.",
  })
  pricing!: MessagePricingDto | null;

  @ApiProperty({
    type: AdReferralDto,
    nullable: true,
    description:
      "WhatsApp inbound: the Click-to-WhatsApp ad or Page call-to-action it came from (Meta's `referral`: docs/channels.md#click-to-whatsapp-ads), else null.",
  })
  referral!: AdReferralDto | null;

  /** The public shape of a message (`views.ts`). */
  static from(message: Message): MessageDto {
    return messageView(message) satisfies MessageView;
  }
}

/** A page of messages: `{data, nextCursor}`. */
export class MessagePageDto {
  @ApiProperty({ type: [MessageDto] }) data!: MessageDto[];
  @ApiProperty({ nullable: true, type: String }) nextCursor!: string | null;
}

/** `GET /v1/messages` query: pagination plus optional filters. */
export class MessagesQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Only this contact's messages." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  contactId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this conversation's messages." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  conversationId?: string;
}

/** Maps a delivery with its attempts to its API shape (`WebhookDeliveryDto.from`). */
export function deliveryDto(delivery: DeliveryWithAttempts): WebhookDeliveryDto {
  return WebhookDeliveryDto.from(delivery);
}
