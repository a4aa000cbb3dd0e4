import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ACCOUNT_TYPES, type AccountType, USER_ROLES, type UserRole } from '../../accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/password-policy';
import type { UserRecord } from '../users.repository';

const PASSWORD_DOC = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters, not the email. Never logged or stored (argon2id hash only).`;

/** `POST /v1/auth/signup`. */
export class SignupDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Ada Lovelace' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;

  @ApiProperty({
    maxLength: 254,
    example: 'ada@acme.test',
    description: 'Unique across the service, case-insensitively.',
  })
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'correct horse battery',
    description: PASSWORD_DOC,
  })
  @IsString()
  password!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: 200,
    example: 'Acme Funnels',
    description: "The new account's name.",
  })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  accountName!: string;

  @ApiPropertyOptional({ enum: ['standard', 'agency'], default: 'standard' })
  @IsOptional()
  @IsIn(['standard', 'agency'])
  accountType?: 'standard' | 'agency';
}

/** `POST /v1/auth/login`. */
export class LoginDto {
  @ApiProperty({ maxLength: 254, example: 'ada@acme.test' })
  @IsString()
  @MaxLength(254)
  email!: string;

  @ApiProperty({ maxLength: 1024, example: 'correct horse battery' })
  @IsString()
  @MaxLength(1024)
  password!: string;
}

/** `POST /v1/auth/password`. */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: 1024, example: 'correct horse battery' })
  @IsString()
  @MaxLength(1024)
  currentPassword!: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'a much longer passphrase',
    description: PASSWORD_DOC,
  })
  @IsString()
  newPassword!: string;
}

/** `POST /v1/users` (Settings > Team > Add user). */
export class CreateUserDto {
  @ApiPropertyOptional({ maxLength: 200, example: 'Grace Hopper' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiProperty({ maxLength: 254, example: 'grace@acme.test' })
  @IsString()
  @MaxLength(254)
  @IsEmail()
  email!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'agent' })
  @IsIn(USER_ROLES)
  role!: UserRole;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'an initial passphrase',
    description: `The initial password: ${PASSWORD_DOC}`,
  })
  @IsString()
  password!: string;
}

/** A person of the account. */
export class UserDto {
  @ApiProperty({ format: 'uuid', example: '3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f' })
  id!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;

  @ApiProperty({ example: 'ada@acme.test', description: 'Lower-case.' })
  email!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'owner' })
  role!: UserRole;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' })
  createdAt!: string;

  static from(user: UserRecord): UserDto {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: new Date(user.createdAt).toISOString(),
    };
  }
}

/** A page of users. */
export class UserPageDto {
  @ApiProperty({ type: [UserDto] })
  data!: UserDto[];

  @ApiProperty({ type: String, nullable: true, example: null })
  nextCursor!: string | null;
}

/** The signed-in person as `GET /v1/auth/me` shows them. */
export class MeUserDto {
  @ApiProperty({ format: 'uuid', example: '3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f' })
  id!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;

  @ApiProperty({ example: 'ada@acme.test' })
  email!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'owner' })
  role!: UserRole;
}

/** The account of the signed-in person. */
export class MeAccountDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b' })
  id!: string;

  @ApiProperty({ example: 'Acme Funnels' })
  name!: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, example: 'standard' })
  type!: AccountType;
}

/** `GET /v1/auth/me`, and the answer of sign-up and sign-in. */
export class MeDto {
  @ApiProperty({ type: MeUserDto })
  user!: MeUserDto;

  @ApiProperty({ type: MeAccountDto })
  account!: MeAccountDto;
}
