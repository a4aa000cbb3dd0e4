import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsNotEmptyObject,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

/** Longest message body accepted: characters. */
export const BODY_MAX_LENGTH = 4096;

/** An identifier: 1-255 characters, no control characters. */
const IDENTIFIER = /^[^\p{Cc}]+$/u;

/** `customData` of a send (docs/channels.md#custom-channels). */
export class SendCustomDataDto {
  @ApiProperty({
    example: 'visitor-8841',
    maxLength: 255,
    description: "The contact's id on your platform.",
  })
  @IsString()
  @Length(1, 255)
  @Matches(IDENTIFIER, { message: 'must not contain control characters' })
  fromId!: string;

  @ApiProperty({ example: 'livechat', description: 'The name of one of your custom channels.' })
  @IsString()
  @Length(1, 100)
  customChannel!: string;

  @ApiProperty({ example: 'Hi Ada, your demo is booked for Tuesday.', maxLength: BODY_MAX_LENGTH })
  @IsString()
  @Length(1, BODY_MAX_LENGTH)
  body!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Routes the message (and its conversation) to this campaign.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  campaignId?: string;

  @ApiPropertyOptional({ example: 'Ada', description: 'Used when the contact is created.' })
  @IsOptional()
  firstName?: string;

  @ApiPropertyOptional({ example: 'Lovelace', description: 'Used when the contact is created.' })
  @IsOptional()
  lastName?: string;

  @ApiPropertyOptional({
    example: 'ada@example.com',
    description: 'Used when the contact is created.',
  })
  @IsOptional()
  email?: string;
}

/** Body of `POST /v1/send_custom_channel_message`. */
export class SendCustomChannelMessageDto {
  @ApiProperty({ type: SendCustomDataDto })
  @IsDefined()
  @IsObject()
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => SendCustomDataDto)
  customData!: SendCustomDataDto;
}

/** `customData` of an incoming message (docs/channels.md#custom-channels). */
export class IncomingCustomDataDto {
  @ApiPropertyOptional({
    example: 'lc-msg-000123',
    maxLength: 255,
    description:
      'Unique message id in your system: a repeat is recognised by it. Required unless `id` is given.',
  })
  @ValidateIf(
    (data: IncomingCustomDataDto) => data.id === undefined || data.messageSid !== undefined,
  )
  @IsString()
  @Length(1, 255)
  @Matches(IDENTIFIER, { message: 'must not contain control characters' })
  messageSid?: string;

  @ApiPropertyOptional({
    example: 'lc-msg-000123',
    description: 'Accepted in place of `messageSid`.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 255)
  @Matches(IDENTIFIER, { message: 'must not contain control characters' })
  id?: string;

  @ApiProperty({
    example: 'visitor-8841',
    maxLength: 255,
    description: "The sender's id in your system.",
  })
  @IsString()
  @Length(1, 255)
  @Matches(IDENTIFIER, { message: 'must not contain control characters' })
  fromId!: string;

  @ApiProperty({
    example: 'livechat',
    maxLength: 255,
    description:
      'The business identifier. When it is the name or id of one of your custom channels, the message belongs to that channel; otherwise to your only custom channel, if you have exactly one.',
  })
  @IsString()
  @Length(1, 255)
  toId!: string;

  @ApiProperty({ example: 'Is the demo still on for Tuesday?', maxLength: BODY_MAX_LENGTH })
  @IsString()
  @Length(1, BODY_MAX_LENGTH)
  body!: string;

  @ApiPropertyOptional({
    example: 'livechat',
    description: 'Label of the source (email, livechat, custom…), kept in `metadata`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  channel?: string;

  @ApiPropertyOptional({
    example: 'received',
    default: 'received',
    description: 'Kept in `metadata`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  status?: string;

  @ApiPropertyOptional({
    example: 'lc-msg-000122',
    description:
      'For a reaction: the message reacted to (its Parley id, or the id your system knows it by).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  reactsTo?: string;

  @ApiPropertyOptional({
    example: 'livechat',
    description: 'Names the custom channel explicitly (404 `CHANNEL_NOT_FOUND` when unknown).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  customChannel?: string;
}

/** Body of `POST /v1/incoming_custom_channel_message`. */
export class IncomingCustomChannelMessageDto {
  @ApiProperty({ type: IncomingCustomDataDto })
  @IsDefined()
  @IsObject()
  @IsNotEmptyObject()
  @ValidateNested()
  @Type(() => IncomingCustomDataDto)
  customData!: IncomingCustomDataDto;

  @ApiPropertyOptional({
    enum: ['text', 'reaction'],
    default: 'text',
    description: '`reaction`: an emoji reaction (`body` is the emoji); it does not wake the bot.',
  })
  @IsOptional()
  @IsIn(['text', 'reaction'])
  messageType?: 'text' | 'reaction';
}

/** `202` answer of a send. */
export class SentCustomChannelMessageDto {
  @ApiProperty({ format: 'uuid', description: 'The message id (`GET /v1/messages/{id}`).' })
  id!: string;
  @ApiProperty({
    enum: ['queued', 'failed'],
    description:
      '`queued`: it is being delivered. `failed` only when a sub-account has too few credits (`error.code` `INSUFFICIENT_CREDITS`): recorded, not delivered.',
  })
  status!: string;

  @ApiProperty({ format: 'uuid' }) contactId!: string;
  @ApiProperty({ format: 'uuid' }) conversationId!: string;

  @ApiPropertyOptional({
    type: 'object',
    properties: {
      code: { type: 'string', example: 'INSUFFICIENT_CREDITS' },
      message: { type: 'string' },
    },
    required: ['code', 'message'],
    description: 'Present when `status` is `failed`.',
  })
  error?: { code: string; message: string };
}

/** Answer of an incoming message: 201 new, 200 a repeat. */
export class ReceivedCustomChannelMessageDto {
  @ApiProperty({
    format: 'uuid',
    description: 'The message id (of the first recording, for a repeat).',
  })
  id!: string;
  @ApiProperty({ example: false }) duplicate!: boolean;
}
