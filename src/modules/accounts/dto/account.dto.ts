import { ApiProperty } from '@nestjs/swagger';
import type { Account } from '../account.entity';
import { ACCOUNT_TYPES, type AccountType } from '../domain/account-type';

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

  static from(account: Account): AccountDto {
    return {
      id: account.id,
      name: account.name,
      type: account.type,
      email: account.email,
      agencyId: account.agencyId,
      createdAt: account.createdAt.toISOString(),
    };
  }
}

/** A newly generated API key, returned once. */
export class ApiKeyDto {
  @ApiProperty({
    example: 'pk_3q2-7wEvA0Zx9fJYbq1hH8cX4m0uQm2mJ0y5sVbq7kE',
    description: 'Shown once; store it now.',
  })
  apiKey!: string;
}
