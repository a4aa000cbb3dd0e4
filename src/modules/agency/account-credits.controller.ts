import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { CreditsService } from './credits.service';
import { CreditTransactionDto, CreditTransactionPageDto } from './dto/credit-transaction.dto';
import { AccountCreditsDto } from './dto/subaccount.dto';
import { SubAccountsService } from './subaccounts.service';

/** The calling account's own credits: balance and history (docs/ledger.md#history). */
@ApiTags('Agency')
@Controller('account/credits')
export class AccountCreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly subAccounts: SubAccountsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The calling sub-account's credit balance",
    description:
      "For a sub-account (its key or a session of one of its people; agents too): its balance and the auto-recharge settings its agency chose. Its history is `GET /v1/account/credits/transactions`. A standard or agency account has no balance: **404 `SUBACCOUNT_NOT_FOUND`** (an agency reads its sub-accounts' balances under `/v1/subaccounts`).",
  })
  @ApiResponse({ status: 200, type: AccountCreditsDto })
  @ApiErrors('SUBACCOUNT_NOT_FOUND')
  async balance(@CurrentAccount() account: Account): Promise<AccountCreditsDto> {
    return AccountCreditsDto.from(await this.subAccounts.own(account));
  }

  @Get('transactions')
  @ApiOperation({
    summary: "The calling account's credit history (paginated, newest first)",
    description:
      "For a sub-account's key: its grants (with descriptions), message debits and reversals. Only sub-accounts are metered, so a standard or agency account gets an empty page (200), not an error.",
  })
  @ApiResponse({ status: 200, type: CreditTransactionPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async transactions(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<CreditTransactionPageDto> {
    const page = await this.credits.historyOfAccount(account, query.limit, query.cursor);
    return { data: page.data.map(CreditTransactionDto.from), nextCursor: page.nextCursor };
  }
}
