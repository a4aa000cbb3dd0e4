import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
} from 'class-validator';
import { ACCOUNT_TYPES, type AccountType, USER_ROLES, type UserRole } from '../../accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/password-policy';
import type { MemberRecord, MembershipRecord } from '../users.repository';

/** How the API describes a password field (the rules of docs/security.md#passwords). */
export const PASSWORD_DOC = `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters, not only spaces, not containing the email, the account's or the person's name, and not easy to guess (a strength estimator, zxcvbn, must score it at least 3 of 4: common passwords, keyboard rows, repetitions and sequences are refused, with the reason). Never logged or stored (argon2id hash only).`;

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

/** `POST /v1/auth/password-resets` (`Forgot password?`). */
export class RequestPasswordResetDto {
  @ApiProperty({ maxLength: 254, example: 'ada@acme.test' })
  @IsString()
  @MaxLength(254)
  email!: string;
}

/** The answer to `POST /v1/auth/password-resets`: the same for every email. */
export class PasswordResetRequestedDto {
  @ApiProperty({ enum: ['reset_requested'], example: 'reset_requested' })
  status!: 'reset_requested';

  @ApiProperty({
    example:
      'If this email has a Parley login, a link to choose a new password is on its way: it works once, within 1 hour.',
  })
  message!: string;
}

/** `POST /v1/auth/password-resets/{token}` (`Choose a new password`). */
export class SetPasswordDto {
  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'a much longer passphrase',
    description: PASSWORD_DOC,
  })
  @IsString()
  password!: string;
}

/** A single-use password reset link, shown once to the owner who issued it. */
export class PasswordResetLinkDto {
  @ApiProperty({
    example:
      'https://parley.example.com/password-resets/7dQm2Jx0v5kq3YhN1uLr8sTbWc4ZeAoPiGfHjKlMnOp',
    description:
      'Give it to the person: it opens `Choose a new password`. Works once, within 1 hour.',
  })
  url!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-26T12:00:00.000Z' })
  expiresAt!: string;
}

/** `POST /v1/auth/switch`. */
export class SwitchAccountDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b' })
  @IsUUID()
  accountId!: string;
}

/** One account of the signed-in person (the account switcher). */
export class MembershipDto {
  @ApiProperty({ format: 'uuid', example: '0b6f3d2e-8c1a-4f5e-9a7b-2d4c6e8f0a1b' })
  id!: string;

  @ApiProperty({ example: 'Acme Funnels' })
  name!: string;

  @ApiProperty({ enum: ACCOUNT_TYPES, example: 'standard' })
  type!: AccountType;

  @ApiProperty({ enum: USER_ROLES, example: 'owner', description: 'Your role in it.' })
  role!: UserRole;

  @ApiProperty({ example: true, description: 'Whether this session is in it now.' })
  current!: boolean;

  static from(membership: MembershipRecord, currentAccountId: string): MembershipDto {
    return {
      id: membership.accountId,
      name: membership.name,
      type: membership.type,
      role: membership.role,
      current: membership.accountId === currentAccountId,
    };
  }
}

/** A page of the signed-in person's accounts. */
export class MembershipPageDto {
  @ApiProperty({ type: [MembershipDto] })
  data!: MembershipDto[];

  @ApiProperty({ type: String, nullable: true, example: null })
  nextCursor!: string | null;
}

/** `POST /v1/auth/signup` when `SMTP_URL` is set: the same answer for every email. */
export class SignupPendingDto {
  @ApiProperty({ enum: ['confirmation_sent'], example: 'confirmation_sent' })
  status!: 'confirmation_sent';

  @ApiProperty({ example: 'Check your email to continue: the link in it is valid for 24 hours.' })
  message!: string;
}

/** A person of the account (a member, with their role in it). */
export class UserDto {
  @ApiProperty({ format: 'uuid', example: '3c1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f' })
  id!: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  name!: string;

  @ApiProperty({ example: 'ada@acme.test', description: 'Lower-case.' })
  email!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'owner' })
  role!: UserRole;

  @ApiProperty({
    format: 'date-time',
    example: '2026-01-15T09:30:00.000Z',
    description: 'When they joined the account.',
  })
  createdAt!: string;

  @ApiProperty({
    example: false,
    description:
      'An agent who sees and answers only the conversations assigned to them (an owner sets it: `PATCH /v1/users/{id}`).',
  })
  restrictedToAssigned!: boolean;

  static from(user: MemberRecord): UserDto {
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: new Date(user.createdAt).toISOString(),
      restrictedToAssigned: user.restrictedToAssigned ?? false,
    };
  }
}

/** Body of `PATCH /v1/users/{id}`. */
export class UpdateUserDto {
  @ApiProperty({
    example: true,
    description:
      'true: this agent sees and answers only the conversations assigned to them (the inbox lists only theirs; any other conversation is 404 to them). Owners cannot be restricted (400).',
  })
  @IsBoolean()
  restrictedToAssigned!: boolean;
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
