import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  OwnerOnly,
  RefuseQueryApiKey,
} from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ApiHeaderApiKeyOnly } from '../../common/http/openapi';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { AgencyOnlyGuard } from './agency-only.guard';
import { CreditsService } from './credits.service';
import { jsonNumberFromDecimal } from './domain/credits';
import { checkCreditAmount, type CreditAmount } from './domain/credit-amount';
import { CreditTransactionDto, CreditTransactionPageDto } from './dto/credit-transaction.dto';
import { GrantCreditsDto, GrantCreditsResultDto } from './dto/grant-credits.dto';
import {
  CreatedSubAccountDto,
  CreateSubAccountDto,
  SubAccountDto,
  SubAccountPageDto,
  UpdateSubAccountDto,
} from './dto/subaccount.dto';
import { SubAccountsService } from './subaccounts.service';

/** An amount the DTO validator accepted, as exact cents (undefined stays undefined). */
function accepted(value: number | null | undefined, allowZero = false): CreditAmount | undefined {
  if (value === undefined || value === null) return undefined;
  const result = checkCreditAmount(value, { allowZero });
  if (!result.ok) throw new Error(`amount passed validation but is refused: ${result.message}`);
  return result.amount;
}

/**
 * An agency's sub-accounts and their credits (docs/ledger.md).
 * Every route needs an agency account's key: any other key is 403 `AGENCY_ONLY`
 * (`AgencyOnlyGuard`, before the body is read).
 */
@ApiTags('Agency')
@Controller('subaccounts')
@UseGuards(AgencyOnlyGuard)
export class SubAccountsController {
  constructor(
    private readonly subAccounts: SubAccountsService,
    private readonly credits: CreditsService,
  ) {}

  @OwnerOnly()
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a sub-account',
    description:
      "Creates a sub-account of the calling agency with its own API key, returned once. The email is unique among the agency's sub-accounts (case-insensitively): 409 `CONFLICT` otherwise. The sub-account starts with a balance of 0; each of its outbound messages costs `MESSAGE_CREDIT_COST` credits (default 1), and with too little credit a message fails with `INSUFFICIENT_CREDITS` (a queued campaign send waits for the next grant).",
  })
  @ApiResponse({ status: 201, type: CreatedSubAccountDto })
  @ApiErrors('VALIDATION_FAILED', 'AGENCY_ONLY', 'CONFLICT')
  async create(
    @CurrentAccount() agency: Account,
    @CurrentCaller() caller: Caller,
    @Body() body: CreateSubAccountDto,
  ): Promise<CreatedSubAccountDto> {
    const { subAccount, apiKey } = await this.subAccounts.create(agency, body);
    // A session never receives an API key other than its own account's Generate answer.
    return { ...SubAccountDto.from(subAccount), ...(caller.via === 'key' ? { apiKey } : {}) };
  }

  @Get()
  @ApiOperation({
    summary: "List the agency's sub-accounts with their balances (paginated, oldest first)",
  })
  @ApiResponse({ status: 200, type: SubAccountPageDto })
  @ApiErrors('VALIDATION_FAILED', 'AGENCY_ONLY')
  async page(
    @CurrentAccount() agency: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<SubAccountPageDto> {
    const page = await this.subAccounts.page(agency, query.limit, query.cursor);
    return { data: page.data.map(SubAccountDto.from), nextCursor: page.nextCursor };
  }

  @OwnerOnly()
  @Post('credits')
  @HttpCode(200)
  @RefuseQueryApiKey()
  @ApiHeaderApiKeyOnly()
  @ApiOperation({
    summary: 'Grant credits to a sub-account',
    description:
      'The key goes in `x-api-key` (or `Authorization: Bearer`); in the query string it is refused with 401 `API_KEY_PLACEMENT_NOT_ALLOWED`. ' +
      '`amount` is a JSON number > 0 with at most 2 decimals, at most 1,000,000 (else 400 `VALIDATION_FAILED`, nothing changes). ' +
      'The sub-account is named by its email; an email that is not a sub-account of the calling agency is 404 `SUBACCOUNT_NOT_FOUND`. ' +
      "`idempotency_key` is unique per sub-account forever: a repeat grants nothing and answers the first grant's `credits_added` and `new_balance`. " +
      'Answer a `subaccount.auto_recharge` event with a grant carrying its `idempotency_key`, so that a repeated delivery is granted once. ' +
      'The `Idempotency-Key` header works here as on every POST.',
  })
  @ApiResponse({ status: 200, type: GrantCreditsResultDto, description: 'Granted (or replayed).' })
  @ApiErrors(
    'VALIDATION_FAILED',
    'API_KEY_PLACEMENT_NOT_ALLOWED',
    'AGENCY_ONLY',
    'SUBACCOUNT_NOT_FOUND',
  )
  async grantCredits(
    @CurrentAccount() agency: Account,
    @Body() body: GrantCreditsDto,
  ): Promise<GrantCreditsResultDto> {
    const result = await this.credits.grant(agency, {
      email: body.email,
      amount: accepted(body.amount) as CreditAmount,
      description: body.description ?? null,
      idempotencyKey: body.idempotency_key ?? null,
    });
    return {
      success: true,
      sub_account_id: result.subAccountId,
      credits_added: jsonNumberFromDecimal(result.creditsAdded),
      new_balance: jsonNumberFromDecimal(result.newBalance),
    };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a sub-account with its balance and auto-recharge settings' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: SubAccountDto })
  @ApiErrors('AGENCY_ONLY', 'SUBACCOUNT_NOT_FOUND')
  async get(@CurrentAccount() agency: Account, @Param('id') id: string): Promise<SubAccountDto> {
    return SubAccountDto.from(await this.subAccounts.get(agency, id));
  }

  @OwnerOnly()
  @Patch(':id')
  @ApiOperation({
    summary: "Change a sub-account's auto-recharge settings",
    description:
      "Fields left out keep their value. With auto-recharge enabled, the debit that leaves the balance below `threshold` sends the agency's webhook endpoints one `subaccount.auto_recharge` event `{idempotency_key, sub_account_id, email, balance, threshold, amount, created_at}`; the next one only after a grant has brought the balance back to `threshold` or above. A change that leaves the balance at or above the threshold re-arms it.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: SubAccountDto })
  @ApiErrors('VALIDATION_FAILED', 'AGENCY_ONLY', 'SUBACCOUNT_NOT_FOUND')
  async update(
    @CurrentAccount() agency: Account,
    @Param('id') id: string,
    @Body() body: UpdateSubAccountDto,
  ): Promise<SubAccountDto> {
    const settings = body.autoRecharge;
    const updated = await this.subAccounts.updateAutoRecharge(agency, id, {
      enabled: settings.enabled ?? undefined,
      threshold: accepted(settings.threshold, true),
      amount: accepted(settings.amount),
    });
    return SubAccountDto.from(updated);
  }

  @Get(':id/credits/transactions')
  @ApiOperation({
    summary: "A sub-account's credit history (paginated, newest first)",
    description:
      'Grants (with their description and idempotency key), message debits (negative amounts, with the message id) and reversals, each with the balance right after it.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CreditTransactionPageDto })
  @ApiErrors('VALIDATION_FAILED', 'AGENCY_ONLY', 'SUBACCOUNT_NOT_FOUND')
  async transactions(
    @CurrentAccount() agency: Account,
    @Param('id') id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<CreditTransactionPageDto> {
    const page = await this.credits.historyForAgency(agency, id, query.limit, query.cursor);
    return { data: page.data.map(CreditTransactionDto.from), nextCursor: page.nextCursor };
  }
}
