import { Controller, Delete, Get, HttpCode, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { type Account, CurrentAccount, OwnerOnly } from '../accounts';
import { InvitationDto, InvitationPageDto } from './dto/invitation.dto';
import { TeamService } from './team.service';

/**
 * The account's pending invitations (Settings > Team): owners only. Invitations are made with
 * `POST /v1/users` and accepted on their link's page (`/v1/auth/invitations/{token}`).
 */
@ApiTags('Team')
@Controller('invitations')
@OwnerOnly()
export class InvitationsController {
  constructor(private readonly team: TeamService) {}

  @Get()
  @ApiOperation({
    operationId: 'listInvitations',
    summary: 'Pending invitations (paginated, oldest first)',
    description:
      'Invitations neither accepted, revoked nor expired. Their links are not shown again (only a hash of each token is stored): to give someone a new link, invite the email again.',
  })
  @ApiResponse({ status: 200, type: InvitationPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<InvitationPageDto> {
    const page = await this.team.pendingInvitations(account.id, query.limit, query.cursor);
    return { data: page.data.map(InvitationDto.from), nextCursor: page.nextCursor };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeInvitation',
    summary: 'Revoke a pending invitation',
    description:
      "Its link stops working at once. An invitation that is not pending (accepted, revoked, expired) or another account's is 404 `INVITATION_NOT_FOUND`.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Revoked.' })
  @ApiErrors('INVITATION_NOT_FOUND')
  async revoke(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.team.revokeInvitation(account.id, id);
  }
}
