import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { Account } from '../account.entity';
import { ACCOUNT_TYPES, type AccountType } from '../domain/account-type';
import { defaultSmsHelpText, SMS_HELP_TEXT_MAX_LENGTH } from '../domain/account-settings';

/** The calling account as the API shows it. */
export class AccountDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b' })
  id!: string;

  @ApiProperty({ example: 'Acme Funnels' })
  name!: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, example: 'standard' })
  type!: AccountType;

  @ApiProperty({ type: String, nullable: true, example: 'ops@acme.test' })
  email!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The agency of a sub-account.',
    example: null,
  })
  agencyId!: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ES',
    description:
      'ISO 3166-1 alpha-2 code of the country in which a national phone number (without country code) is read by the contacts search; null: only international numbers.',
  })
  defaultCountry!: string | null;

  @ApiProperty({
    example: 'Europe/Madrid',
    description:
      'IANA time zone of the account; `UTC` until an owner sets one. Campaign quiet hours are read in it for contacts whose phone number does not give one zone (docs/campaigns.md#quiet-hours).',
  })
  timeZone!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: SMS_HELP_TEXT_MAX_LENGTH,
    example: 'Acme Funnels: questions? Write to help@acme.test. Reply STOP to opt out.',
    description:
      'Text an SMS `HELP` or `INFO` message is answered with (docs/bot.md#us-sms-rules); null: the default, "<account name>: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again."',
  })
  smsHelpText!: string | null;

  @ApiProperty({
    example:
      'Acme Funnels: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again.',
    description:
      'Read-only: the text `HELP` is answered with while `smsHelpText` is null (names the account; docs/bot.md#us-sms-rules).',
  })
  smsHelpTextDefault!: string;

  static from(account: Account): AccountDto {
    return {
      id: account.id,
      name: account.name,
      type: account.type,
      email: account.email,
      agencyId: account.agencyId,
      createdAt: account.createdAt.toISOString(),
      defaultCountry: account.defaultCountry ?? null,
      timeZone: account.timeZone ?? 'UTC',
      smsHelpText: account.smsHelpText ?? null,
      smsHelpTextDefault: defaultSmsHelpText(account.name),
    };
  }
}

/**
 * Body of `PATCH /v1/account`: the settings to change; a field left out is kept. Checked by
 * `checkAccountSettings` (docs/api.md#account-settings), hence `@Allow()` only.
 */
export class UpdateAccountSettingsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'ES',
    description: 'ISO 3166-1 alpha-2 code (any case; stored upper case); null or "" clears it.',
  })
  @Allow()
  defaultCountry?: string | null;

  @ApiPropertyOptional({
    example: 'Europe/Madrid',
    description: 'IANA time zone name (`Europe/Madrid`, `America/New_York`, `UTC`).',
  })
  @Allow()
  timeZone?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SMS_HELP_TEXT_MAX_LENGTH,
    description: "Trimmed; null or an empty text returns to the service's default.",
  })
  @Allow()
  smsHelpText?: string | null;
}

/** A newly generated API key, returned once. */
export class ApiKeyDto {
  @ApiProperty({
    example: 'pk_3q2-7wEvA0Zx9fJYbq1hH8cX4m0uQm2mJ0y5sVbq7kE',
    description: 'Shown once; store it now.',
  })
  apiKey!: string;
}
