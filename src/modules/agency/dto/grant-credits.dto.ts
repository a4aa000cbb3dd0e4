import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { MAX_CREDIT_AMOUNT } from '../domain/credit-amount';
import { IsCreditAmount } from './is-credit-amount';

/** Body of `POST /v1/subaccounts/credits` (docs/ledger.md#grants). Unknown fields are ignored. */
export class GrantCreditsDto {
  @ApiProperty({
    format: 'email',
    maxLength: 254,
    example: 'client@agency.test',
    description:
      "Email of one of the calling agency's sub-accounts (compared case-insensitively). Any other email, including another agency's sub-account, is 404 `SUBACCOUNT_NOT_FOUND`.",
  })
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  @ApiProperty({
    type: Number,
    minimum: 0.01,
    maximum: MAX_CREDIT_AMOUNT,
    example: 100,
    description:
      'Credits to add: a JSON number (not a string), greater than 0, at most 2 decimal places, at most 1,000,000. Anything else is 400 `VALIDATION_FAILED` (detail on `amount`) and changes nothing.',
  })
  @IsCreditAmount()
  amount!: number;

  @ApiPropertyOptional({
    type: String,
    maxLength: 500,
    example: 'Card payment for the auto-recharge of 2026-01-15',
    description: 'Shown with the grant in the credit transaction history.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({
    type: String,
    minLength: 1,
    maxLength: 255,
    example: 'ar_5b1f0a52-8f6e-4f0f-9a63-0c2e7d4b9a11',
    description:
      "Unique per sub-account, forever: a grant repeating it adds nothing and answers the first grant's `credits_added` and `new_balance` again (even with another amount). Answering an auto-recharge event, send its `idempotency_key` here.",
  })
  @IsOptional()
  @IsString()
  @Length(1, 255)
  idempotency_key?: string;
}

/** Answer of `POST /v1/subaccounts/credits` (docs/ledger.md#grants). */
export class GrantCreditsResultDto {
  @ApiProperty({ enum: [true], example: true })
  success!: true;

  @ApiProperty({ format: 'uuid', example: '3f2c9a1e-6b7d-4e8f-a0b1-c2d3e4f5a6b7' })
  sub_account_id!: string;

  @ApiProperty({
    type: Number,
    example: 100,
    description: "Credits the grant added (for a repeated `idempotency_key`: the first grant's).",
  })
  credits_added!: number;

  @ApiProperty({
    type: Number,
    example: 142.5,
    description:
      'Balance right after the grant (for a repeated `idempotency_key`: as the first grant answered).',
  })
  new_balance!: number;
}
