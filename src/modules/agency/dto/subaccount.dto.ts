import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { MAX_CREDIT_AMOUNT } from '../domain/credit-amount';
import { jsonNumberFromDecimal } from '../domain/credits';
import type { SubAccountRecord } from '../subaccounts.repository';
import { IsCreditAmount } from './is-credit-amount';

/** Body of `POST /v1/subaccounts`. Unknown fields are ignored. */
export class CreateSubAccountDto {
  @ApiProperty({
    example: 'Bright Dental',
    minLength: 1,
    maxLength: 200,
    description: 'Trimmed; 1-200 characters.',
  })
  @IsString()
  @MaxLength(200)
  name!: string;

  @ApiProperty({
    format: 'email',
    maxLength: 254,
    example: 'client@agency.test',
    description:
      "Unique among the agency's sub-accounts, compared case-insensitively (409 `CONFLICT` otherwise). Grants name the sub-account by it.",
  })
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;
}

/** Auto-recharge settings of a sub-account (`PATCH` body part; each field optional: kept when absent). */
export class AutoRechargeSettingsDto {
  @ApiPropertyOptional({ example: true, description: 'Whether auto-recharge events are sent.' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: MAX_CREDIT_AMOUNT,
    example: 20,
    description:
      'Credits. When a message debit leaves the balance below this, one `subaccount.auto_recharge` event goes to the agency; the next one only after a grant brings the balance back to the threshold or above. A JSON number ≥ 0, at most 2 decimals.',
  })
  @IsOptional()
  @IsCreditAmount({ allowZero: true })
  threshold?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0.01,
    maximum: MAX_CREDIT_AMOUNT,
    example: 100,
    description:
      'Credits the event asks the agency to grant. A JSON number > 0, at most 2 decimals; required (here or already stored) when `enabled` is true.',
  })
  @IsOptional()
  @IsCreditAmount()
  amount?: number;
}

/** Body of `PATCH /v1/subaccounts/{id}`. */
export class UpdateSubAccountDto {
  @ApiProperty({ type: AutoRechargeSettingsDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AutoRechargeSettingsDto)
  autoRecharge!: AutoRechargeSettingsDto;
}

/** Auto-recharge settings as the API shows them. */
export class AutoRechargeDto {
  @ApiProperty({ example: true })
  enabled!: boolean;

  @ApiProperty({ type: Number, example: 20, description: 'Credits.' })
  threshold!: number;

  @ApiProperty({ type: Number, example: 100, description: 'Credits.' })
  amount!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'The `idempotency_key` of the auto-recharge event sent for the current crossing below the threshold; null when no event is outstanding.',
  })
  pendingIdempotencyKey!: string | null;
}

/** A sub-account as its agency sees it. */
export class SubAccountDto {
  @ApiProperty({ format: 'uuid', example: '3f2c9a1e-6b7d-4e8f-a0b1-c2d3e4f5a6b7' })
  id!: string;

  @ApiProperty({ example: 'Bright Dental' })
  name!: string;

  @ApiProperty({ example: 'client@agency.test' })
  email!: string;

  @ApiProperty({ format: 'uuid', example: '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b' })
  agencyId!: string;

  @ApiProperty({
    type: Number,
    example: 42.5,
    description: 'Credits (exact, at most 2 decimals).',
  })
  balance!: number;

  @ApiProperty({ type: AutoRechargeDto })
  autoRecharge!: AutoRechargeDto;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' })
  createdAt!: string;

  static from(record: SubAccountRecord): SubAccountDto {
    return {
      id: record.id,
      name: record.name,
      email: record.email,
      agencyId: record.agencyId,
      balance: jsonNumberFromDecimal(record.balance),
      autoRecharge: {
        enabled: record.autoRechargeEnabled,
        threshold: jsonNumberFromDecimal(record.autoRechargeThreshold),
        amount: jsonNumberFromDecimal(record.autoRechargeAmount),
        pendingIdempotencyKey: record.autoRechargePendingKey,
      },
      createdAt: record.createdAt.toISOString(),
    };
  }
}

/** A new sub-account with its API key, shown once (`POST /v1/subaccounts`). */
export class CreatedSubAccountDto extends SubAccountDto {
  @ApiPropertyOptional({
    example: 'pk_3q2-7wEvA0Zx9fJYbq1hH8cX4m0uQm2mJ0y5sVbq7kE',
    description:
      "The sub-account's API key. Shown once; store it now. Absent when the agency calls with the app's session cookie: the app never holds an API key (the sub-account's key is generated later with `POST /v1/account/api-key`).",
  })
  apiKey?: string;
}

/** A page of sub-accounts: `{data, nextCursor}` (docs/api.md#pagination). */
export class SubAccountPageDto {
  @ApiProperty({ type: [SubAccountDto] })
  data!: SubAccountDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

/** The calling sub-account's credits (`GET /v1/account/credits`, docs/ledger.md#history). */
export class AccountCreditsDto {
  @ApiProperty({
    type: Number,
    example: 42.5,
    description: 'Credits now (exact, at most 2 decimals).',
  })
  balance!: number;

  @ApiProperty({
    type: AutoRechargeDto,
    description:
      'What the agency set: below `threshold` the agency is asked to grant `amount` (docs/ledger.md#auto-recharge).',
  })
  autoRecharge!: AutoRechargeDto;

  static from(record: SubAccountRecord): AccountCreditsDto {
    const { balance, autoRecharge } = SubAccountDto.from(record);
    return { balance, autoRecharge };
  }
}
