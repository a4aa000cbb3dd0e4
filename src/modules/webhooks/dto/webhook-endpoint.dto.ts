import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WEBHOOK_EVENT_TYPES } from '../../../common/webhooks/webhook-delivery';
import type { WebhookEndpointView } from '../../../common/webhooks/webhook-endpoints.service';
import type { DeliveryWithAttempts } from '../../../common/webhooks/webhook-deliveries.service';
import { Type } from 'class-transformer';

/** Body of `POST /v1/webhooks`. */
export class CreateWebhookEndpointDto {
  @ApiProperty({
    example: 'https://hooks.example.com/parley',
    maxLength: 2048,
    description:
      'Where events are POSTed. https only; addresses on this machine or in private ranges are refused unless the server runs with `ALLOW_PRIVATE_WEBHOOK_URLS=true`.',
  })
  @IsString()
  @MaxLength(2048)
  url!: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    isArray: true,
    example: ['message.status_changed', 'conversation.handed_off'],
    description: 'The events to receive.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true })
  events!: string[];

  @ApiPropertyOptional({ example: 'CRM sync', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;
}

/** A webhook endpoint as the API shows it. */
export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://hooks.example.com/parley' }) url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) events!: string[];
  @ApiProperty({ nullable: true, type: String }) description!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;

  static from(endpoint: WebhookEndpointView): WebhookEndpointDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events,
      description: endpoint.description,
      createdAt: endpoint.createdAt.toISOString(),
    };
  }
}

/** `POST /v1/webhooks` answer: the endpoint with its signing secret, shown this once. */
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'Verifies the `webhook-signature` header (Standard Webhooks; any standardwebhooks library). Shown only in this answer.',
  })
  signingSecret!: string;
}

/** A page of webhook endpoints. */
export class WebhookEndpointPageDto {
  @ApiProperty({ type: [WebhookEndpointDto] }) data!: WebhookEndpointDto[];
  @ApiProperty({ nullable: true, type: String }) nextCursor!: string | null;
}

/** One attempt of a delivery. */
export class WebhookAttemptDto {
  @ApiProperty({ example: 1 }) attempt!: number;
  @ApiProperty({ example: 'https://hooks.example.com/parley' }) url!: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: 500,
    description: "The receiver's status; null when it did not answer.",
  })
  statusCode!: number | null;
  @ApiProperty({ example: 42, description: 'ms' }) durationMs!: number;
  @ApiProperty({ nullable: true, type: String, example: 'HTTP 500' }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

/** One outgoing webhook of a message, with its attempts (`GET /v1/messages/{id}/deliveries`). */
export class WebhookDeliveryDto {
  @ApiProperty({
    example: 'msg_2b9f0c1d4e5f46a7b8c9d0e1f2a3b4c5',
    description: 'The `webhook-id` header, the same on every attempt.',
  })
  id!: string;
  @ApiProperty({
    enum: ['custom_channel', 'endpoint'],
    description: "A custom channel's delivery URL, or a webhook endpoint.",
  })
  target!: string;
  @ApiProperty({ format: 'uuid' }) targetId!: string;
  @ApiProperty({ example: 'custom_channel.message' }) eventType!: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The message it is about (custom-channel deliveries and message events), or null.',
  })
  messageId!: string | null;
  @ApiProperty({ enum: ['pending', 'delivering', 'delivered', 'failed'] }) status!: string;
  @ApiProperty({ example: 1 }) attemptCount!: number;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the next attempt is due (pending only).',
  })
  nextAttemptAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) deliveredAt!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) failedAt!: string | null;
  @ApiProperty({ type: [WebhookAttemptDto] }) attempts!: WebhookAttemptDto[];

  /** A delivery with its attempts in its API shape (times as ISO 8601, `durationMs` in ms). */
  static from(delivery: DeliveryWithAttempts): WebhookDeliveryDto {
    const iso = (value: Date | string) => new Date(value).toISOString();
    return {
      id: delivery.webhookId,
      target: delivery.targetKind,
      targetId: delivery.targetId,
      eventType: delivery.eventType,
      messageId: delivery.messageId,
      status: delivery.status,
      attemptCount: delivery.attemptCount,
      nextAttemptAt: delivery.status === 'pending' ? iso(delivery.nextAttemptAt) : null,
      createdAt: iso(delivery.createdAt),
      deliveredAt: delivery.deliveredAt ? iso(delivery.deliveredAt) : null,
      failedAt: delivery.failedAt ? iso(delivery.failedAt) : null,
      attempts: delivery.attempts.map((attempt) => ({
        attempt: attempt.attempt,
        url: attempt.url,
        statusCode: attempt.statusCode,
        durationMs: attempt.durationMs,
        error: attempt.error,
        createdAt: iso(attempt.createdAt),
      })),
    };
  }
}

/** Query of the recent deliveries of an endpoint or a custom channel: `limit` (1-100, default 20). */
export class RecentDeliveriesQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 100,
    default: 20,
    description: 'How many, newest first.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 20;
}

/** `GET /v1/messages/{id}/deliveries`, `GET /v1/webhooks/{id}/deliveries` and `GET /v1/custom_channels/{id}/deliveries` answer. */
export class WebhookDeliveryListDto {
  @ApiProperty({ type: [WebhookDeliveryDto] }) data!: WebhookDeliveryDto[];
}
