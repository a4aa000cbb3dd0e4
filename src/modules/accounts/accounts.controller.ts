import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccount, OwnerOnly } from './auth/auth.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { Account } from './account.entity';
import { AccountsService } from './accounts.service';
import { AccountDto, ApiKeyDto } from './dto/account.dto';

/** The calling account and its API key (docs/api.md#authentication). */
@ApiTags('Account')
@Controller('account')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @ApiOperation({ operationId: 'getAccount', summary: 'The account the API key belongs to' })
  @ApiResponse({ status: 200, type: AccountDto, description: 'The account.' })
  @ApiErrors()
  show(@CurrentAccount() account: Account): AccountDto {
    return AccountDto.from(account);
  }

  @OwnerOnly()
  @Post('api-key')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'rotateApiKey',
    summary: 'Generate a new API key',
    description:
      'Returns the new key once. The key used for this call (and any other key of the account) stops working at that instant.',
  })
  @ApiResponse({ status: 201, type: ApiKeyDto, description: 'The new key, shown once.' })
  @ApiErrors()
  async rotate(@CurrentAccount() account: Account): Promise<ApiKeyDto> {
    return { apiKey: await this.accounts.rotateKey(account.id) };
  }
}
