import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccount, OwnerOnly } from './auth/auth.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { Account } from './account.entity';
import { AccountsService } from './accounts.service';
import { AccountDto, ApiKeyDto, UpdateAccountSettingsDto } from './dto/account.dto';

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
  @Patch()
  @ApiOperation({
    operationId: 'updateAccountSettings',
    summary: "Change the account's settings",
    description:
      'Owners only. Changes the default country (ISO 3166-1 alpha-2, in which the contacts search reads a national phone number), the time zone (IANA) and the SMS help text. A field left out is kept; `null` clears `defaultCountry` and `smsHelpText`. Any bad field is 400 `VALIDATION_FAILED` naming it, and nothing changes.',
  })
  @ApiResponse({ status: 200, type: AccountDto, description: 'The account with its new settings.' })
  @ApiErrors('VALIDATION_FAILED')
  async update(
    @CurrentAccount() account: Account,
    @Body() body: UpdateAccountSettingsDto,
  ): Promise<AccountDto> {
    return AccountDto.from(
      await this.accounts.updateSettings(account.id, { ...(body ?? {}) } as Record<
        string,
        unknown
      >),
    );
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
