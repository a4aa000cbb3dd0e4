import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import type { CustomChannelView } from '../custom-channels.service';

/** Printable text without control characters (a channel name is shown and matched by people). */
const NAME = /^[^\p{Cc}]+$/u;

/** Body of `POST /v1/custom_channels`. */
export class CreateCustomChannelDto {
  @ApiProperty({
    example: 'livechat',
    maxLength: 100,
    description:
      'Unique per account (case-insensitive); `customData.customChannel` of a send names it.',
  })
  @IsString()
  @Length(1, 100)
  @Matches(NAME, { message: 'must not contain control characters' })
  name!: string;

  @ApiProperty({
    example: 'https://chat.example.com/parley/deliveries',
    maxLength: 2048,
    description:
      'Where outbound messages are POSTed (Standard Webhooks signed). https only; addresses on this machine or in private ranges are refused unless the server runs with `ALLOW_PRIVATE_WEBHOOK_URLS=true`.',
  })
  @IsString()
  @MaxLength(2048)
  deliveryUrl!: string;
}

/** Body of `PATCH /v1/custom_channels/{id}`. */
export class UpdateCustomChannelDto {
  @ApiPropertyOptional({ example: 'livechat-eu', maxLength: 100 })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  @Matches(NAME, { message: 'must not contain control characters' })
  name?: string;

  @ApiPropertyOptional({
    example: 'https://chat.example.com/parley/v2/deliveries',
    maxLength: 2048,
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  deliveryUrl?: string;
}

/** A custom channel as the API shows it (never its secrets, except once on creation and rotation). */
export class CustomChannelDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'livechat' }) name!: string;
  @ApiProperty({ example: 'https://chat.example.com/parley/deliveries' }) deliveryUrl!: string;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'After a rotation: until when deliveries are also signed with the previous secret.',
  })
  previousSecretExpiresAt!: string | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(channel: CustomChannelView): CustomChannelDto {
    return {
      id: channel.id,
      name: channel.name,
      deliveryUrl: channel.deliveryUrl,
      previousSecretExpiresAt: channel.previousSecretExpiresAt
        ? new Date(channel.previousSecretExpiresAt).toISOString()
        : null,
      createdAt: new Date(channel.createdAt).toISOString(),
      updatedAt: new Date(channel.updatedAt).toISOString(),
    };
  }
}

/** A custom channel with its signing secret (creation and rotation answers only). */
export class CustomChannelWithSecretDto extends CustomChannelDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'Verifies `webhook-signature` on deliveries (Standard Webhooks: any standardwebhooks library). Shown only in this answer.',
  })
  signingSecret!: string;
}

/** A page of custom channels. */
export class CustomChannelPageDto {
  @ApiProperty({ type: [CustomChannelDto] }) data!: CustomChannelDto[];
  @ApiProperty({ nullable: true, type: String }) nextCursor!: string | null;
}
