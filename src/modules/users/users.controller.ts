import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { type Account, type Caller, CurrentAccount, CurrentCaller, OwnerOnly } from '../accounts';
import { CreateUserDto, UserDto, UserPageDto } from './dto/auth.dto';
import { TeamService } from './team.service';

/** The account's people (Settings > Team): owners only, an agent's session gets 403 `OWNER_ONLY`. */
@ApiTags('Team')
@Controller('users')
@OwnerOnly()
export class UsersController {
  constructor(private readonly users: TeamService) {}

  @Get()
  @ApiOperation({
    operationId: 'listUsers',
    summary: "The account's users (paginated, oldest first)",
  })
  @ApiResponse({ status: 200, type: UserPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<UserPageDto> {
    const page = await this.users.page(account.id, query.limit, query.cursor);
    return { data: page.data.map(UserDto.from), nextCursor: page.nextCursor };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createUser',
    summary: 'Add a person to the account',
    description:
      'With an initial password (10-128 characters, not the email) they sign in with. An email already used by any user (case-insensitively) is 409 `CONFLICT`.',
  })
  @ApiResponse({ status: 201, type: UserDto })
  @ApiErrors('VALIDATION_FAILED', 'CONFLICT')
  async create(@CurrentAccount() account: Account, @Body() body: CreateUserDto): Promise<UserDto> {
    return UserDto.from(await this.users.addUser(account.id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'removeUser',
    summary: 'Remove a person from the account',
    description:
      "Their sessions end at once. You cannot remove yourself or the account's last owner (409 `CONFLICT`). Another account's user is 404 `USER_NOT_FOUND`.",
  })
  @ApiResponse({ status: 204, description: 'Removed.' })
  @ApiErrors('USER_NOT_FOUND', 'CONFLICT')
  async remove(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<void> {
    await this.users.removeUser(account.id, caller, id);
  }
}
