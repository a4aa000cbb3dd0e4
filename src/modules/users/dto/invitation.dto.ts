import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsEmpty, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../accounts';
import type { InvitationRecord } from '../invitations.repository';
import { PASSWORD_DOC } from './auth.dto';

/** `POST /v1/users` (Settings > Team > Invite). */
export class InviteUserDto {
  @ApiPropertyOptional({
    maxLength: 200,
    example: 'Grace Hopper',
    description: 'How the invitation greets them; they choose their own name when accepting.',
  })
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

  /** Refused (400): nobody sets another person's password (they choose it when accepting). */
  @ApiHideProperty()
  @IsEmpty({
    message:
      'is not accepted: the person chooses their own password when they accept the invitation',
  })
  password?: unknown;
}

/** An invitation to join the account (Settings > Team, pending invitations). */
export class InvitationDto {
  @ApiProperty({ format: 'uuid', example: '5a1d5e7f-9a2b-4c4d-8e6f-1a2b3c4d5e6f' })
  id!: string;

  @ApiProperty({ example: 'grace@acme.test', description: 'Lower-case.' })
  email!: string;

  @ApiProperty({ example: 'Grace Hopper', description: 'Empty when none was given.' })
  name!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'agent' })
  role!: UserRole;

  @ApiProperty({ format: 'date-time', example: '2026-01-15T09:30:00.000Z' })
  createdAt!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-01-22T09:30:00.000Z',
    description: 'The link stops working then (7 days after it was made).',
  })
  expiresAt!: string;

  static from(invitation: InvitationRecord): InvitationDto {
    return {
      id: invitation.id,
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      createdAt: new Date(invitation.createdAt).toISOString(),
      expiresAt: new Date(invitation.expiresAt).toISOString(),
    };
  }
}

/** A new invitation, with its link: shown this once (only a hash of its token is stored). */
export class CreatedInvitationDto extends InvitationDto {
  @ApiProperty({
    example: 'https://parley.example.com/invitations/Xw3cP0e2yq3Zy6m2mC9bY3cQ0tQ4k2sJb0m5a1d2e3f',
    description:
      "The single-use link (`/invitations/<token>` on the service's address), valid 7 days: shown only in this answer. Also mailed to the person when `SMTP_URL` is set.",
  })
  url!: string;
}

/** A page of pending invitations. */
export class InvitationPageDto {
  @ApiProperty({ type: [InvitationDto] })
  data!: InvitationDto[];

  @ApiProperty({ type: String, nullable: true, example: null })
  nextCursor!: string | null;
}

/** What the invitation page shows (`GET /v1/auth/invitations/{token}`). */
export class InvitationViewDto {
  @ApiProperty({ example: 'Acme Funnels', description: 'The account the link joins.' })
  accountName!: string;

  @ApiProperty({ example: 'grace@acme.test', description: 'The email invited: the sign-in name.' })
  email!: string;

  @ApiProperty({ example: 'Grace Hopper', description: 'The name the owner gave, or empty.' })
  name!: string;

  @ApiProperty({ enum: USER_ROLES, example: 'agent' })
  role!: UserRole;

  @ApiProperty({ format: 'date-time', example: '2026-01-22T09:30:00.000Z' })
  expiresAt!: string;
}

/** `POST /v1/auth/invitations/{token}/accept` (the invitation page: Your name, Password). */
export class AcceptInvitationDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 200,
    example: 'Grace Hopper',
    description:
      "Your name; defaults to the name in the invitation. Ignored for an email that already has a login (that person's name stays).",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiProperty({
    maxLength: 1024,
    example: 'an initial passphrase',
    description: `The password of the new login (${PASSWORD_DOC}), or, for an email that already has a login, that login's password (nobody's password is replaced by an invitation).`,
  })
  @IsString()
  @MaxLength(1024)
  password!: string;
}
