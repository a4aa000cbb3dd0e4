import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination';
import type { UnprocessedEventRow } from '../unprocessed-events.repository';

/** Query of `GET /v1/channels/events`. */
export class UnprocessedEventsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    enum: ['unprocessed', 'processed'],
    default: 'unprocessed',
    description:
      "`unprocessed`: kept because the parser could not use them; `processed`: read since by the operator's retry (`channels:retry-unprocessed`).",
  })
  @IsOptional()
  @IsIn(['unprocessed', 'processed'])
  status: 'unprocessed' | 'processed' = 'unprocessed';
}

/**
 * A correctly signed provider webhook call with items Parley could not use, kept with its raw
 * payload and the reason (docs/channels.md#unprocessed-events).
 */
export class UnprocessedEventDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The connection whose webhook URL received it.' })
  connectionId!: string;

  @ApiProperty({ enum: ['whatsapp', 'twilio', 'messenger', 'instagram'] })
  provider!: string;

  @ApiProperty({
    example: 'notification',
    description: 'Which webhook: `notification` (Meta), `inbound` or `status` (Twilio).',
  })
  kind!: string;

  @ApiProperty({
    example: 'A WhatsApp message with neither a phone (`from`) nor a BSUID (`from_user_id`).',
    description: 'Why it could not be used, in words (each reason once).',
  })
  reason!: string;

  @ApiProperty({
    description:
      'The payload as received: the JSON body (Meta), or the form as `{name: [values]}` (Twilio); a body that is not JSON as its text.',
  })
  payload!: unknown;

  @ApiProperty({ enum: ['unprocessed', 'processed'] })
  status!: 'unprocessed' | 'processed';

  @ApiProperty({ description: 'Retries against the parser so far.' })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  processedAt!: string | null;

  static from(row: UnprocessedEventRow): UnprocessedEventDto {
    return {
      id: row.id,
      connectionId: row.connectionId,
      provider: row.provider,
      kind: row.kind,
      reason: row.reason,
      payload: row.payload,
      status: row.status,
      attempts: row.attempts,
      createdAt: new Date(row.createdAt).toISOString(),
      processedAt: row.processedAt ? new Date(row.processedAt).toISOString() : null,
    };
  }
}

/** A page of unprocessed provider events. */
export class UnprocessedEventPageDto {
  @ApiProperty({ type: [UnprocessedEventDto] })
  data!: UnprocessedEventDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
