import { ApiProperty } from '@nestjs/swagger';
import { jsonNumberFromDecimal } from '../domain/credits';
import {
  CREDIT_TRANSACTION_KINDS,
  type CreditTransactionKind,
  type CreditTransactionRecord,
} from '../credits.repository';

/** One row of a sub-account's credit history. */
export class CreditTransactionDto {
  @ApiProperty({ format: 'uuid', example: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6' })
  id!: string;

  @ApiProperty({
    enum: CREDIT_TRANSACTION_KINDS,
    example: 'grant',
    description:
      '`grant`: credits added by the agency; `debit`: one outbound message; `reversal`: a correction.',
  })
  kind!: CreditTransactionKind;

  @ApiProperty({
    type: Number,
    example: 100,
    description: 'Credits, signed: positive for a grant, negative for a debit.',
  })
  amount!: number;

  @ApiProperty({
    type: Number,
    example: 142.5,
    description: 'Balance right after this row, credits.',
  })
  balanceAfter!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Card payment for the auto-recharge of 2026-01-15',
    description: "The grant's description.",
  })
  description!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ar_5b1f0a52-8f6e-4f0f-9a63-0c2e7d4b9a11',
    description: "The grant's `idempotency_key`.",
  })
  idempotencyKey!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    example: null,
    description: 'The message a debit paid for.',
  })
  messageId!: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' })
  createdAt!: string;

  static from(record: CreditTransactionRecord): CreditTransactionDto {
    return {
      id: record.id,
      kind: record.kind,
      amount: jsonNumberFromDecimal(record.amount),
      balanceAfter: jsonNumberFromDecimal(record.balanceAfter),
      description: record.description,
      idempotencyKey: record.idempotencyKey,
      messageId: record.messageId,
      createdAt: record.createdAt.toISOString(),
    };
  }
}

/** A page of credit history, newest first: `{data, nextCursor}` (docs/ledger.md#history). */
export class CreditTransactionPageDto {
  @ApiProperty({ type: [CreditTransactionDto] })
  data!: CreditTransactionDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}
