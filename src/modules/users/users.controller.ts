import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { AppConfig } from '../../config/app-config';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  OwnerOnly,
  serviceOrigin,
  SessionOnly,
} from '../accounts';
import { PasswordResetLinkDto, UpdateUserDto, UserDto, UserPageDto } from './dto/auth.dto';
import { CreatedInvitationDto, InvitationDto, InviteUserDto } from './dto/invitation.dto';
import { PasswordResetService } from './password-reset.service';
import { TeamService } from './team.service';

/** The account's people (Settings > Team): owners only, an agent's session gets 403 `OWNER_ONLY`. */
@ApiTags('Team')
@Controller('users')
@OwnerOnly()
export class UsersController {
  constructor(
    private readonly team: TeamService,
    private readonly passwordResets: PasswordResetService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listUsers',
    summary: "The account's members (paginated, oldest first)",
    description:
      'People who accepted an invitation (or signed up, or were added by the operator), with their role in this account. Pending invitations: `GET /v1/invitations`.',
  })
  @ApiResponse({ status: 200, type: UserPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<UserPageDto> {
    const page = await this.team.page(account.id, query.limit, query.cursor);
    return { data: page.data.map(UserDto.from), nextCursor: page.nextCursor };
  }

  @Post()
  @HttpCode(201)
  @SessionOnly()
  @ApiOperation({
    operationId: 'inviteUser',
    summary: 'Invite a person to the account',
    description:
      "People are invited, never given a password by someone else: the answer is an invitation with its single-use link (`url`, `/invitations/<token>` on the service's address, valid 7 days, shown only here), also mailed to the person when `SMTP_URL` is set. The person opens it, chooses their name and password (or, if the email already has a Parley login, signs in with it) and joins with `role`. " +
      'An email that has a login in another account is answered exactly like a new one (same body, same work): the answer never tells whether an email has a login. Inviting an email with an open invitation replaces it (the earlier link stops working). A member of this account already: 409 `CONFLICT`. A `password` field is refused (400). ' +
      'Only a signed-in owner, in the app: an API key gets 403 `SESSION_REQUIRED` (scripts never create people).',
  })
  @ApiResponse({ status: 201, type: CreatedInvitationDto })
  @ApiErrors('VALIDATION_FAILED', 'CONFLICT')
  async invite(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Body() body: InviteUserDto,
    @Req() req: Request,
  ): Promise<CreatedInvitationDto> {
    const { invitation, url } = await this.team.invite(
      account,
      caller,
      body,
      serviceOrigin(req, this.config.PUBLIC_BASE_URL),
    );
    return { ...InvitationDto.from(invitation), url };
  }

  @Post(':id/password-reset')
  @HttpCode(201)
  @SessionOnly()
  @ApiOperation({
    operationId: 'issuePasswordReset',
    summary: 'Issue a password reset link for a member',
    description:
      "For a service without mail (or a person who cannot read theirs): a single-use link (`/password-resets/<token>` on the service's address) that lets the member choose a new password within 1 hour, shown only in this answer, for the owner to pass on. Nobody sets another person's password: the member chooses it, and every session of theirs then ends. Only the SHA-256 of the token is stored. A person who also belongs to another account is 409 `CONFLICT` (the owner could use the link there): they use `Forgot password?` or the operator's `users:reset-password`. Another account's user is 404 `USER_NOT_FOUND`. Only a signed-in owner: an agent gets 403 `OWNER_ONLY`, an API key 403 `SESSION_REQUIRED`.",
  })
  @ApiResponse({ status: 201, type: PasswordResetLinkDto })
  @ApiErrors('USER_NOT_FOUND', 'CONFLICT')
  async issuePasswordReset(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<PasswordResetLinkDto> {
    const link = await this.passwordResets.issueForMember(
      account,
      caller,
      id,
      serviceOrigin(req, this.config.PUBLIC_BASE_URL),
    );
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateUser',
    summary: "Change a person's settings in the account",
    description:
      "`restrictedToAssigned`: restrict an agent to the conversations assigned to them, or lift it (docs: conversations, restricted agents). Applies from their next request. Another account's user is 404 `USER_NOT_FOUND`.",
  })
  @ApiResponse({ status: 200, type: UserDto })
  @ApiErrors('USER_NOT_FOUND', 'VALIDATION_FAILED')
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateUserDto,
  ): Promise<UserDto> {
    return UserDto.from(await this.team.setRestriction(account.id, id, body.restrictedToAssigned));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'removeUser',
    summary: 'Remove a person from the account',
    description:
      "Their sessions in this account end at once; their login and their other accounts stay (a person left in no account is deleted). You cannot remove yourself or the account's last owner (409 `CONFLICT`). Another account's user is 404 `USER_NOT_FOUND`.",
  })
  @ApiResponse({ status: 204, description: 'Removed.' })
  @ApiErrors('USER_NOT_FOUND', 'CONFLICT')
  async remove(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<void> {
    await this.team.removeUser(account.id, caller, id);
  }
}
