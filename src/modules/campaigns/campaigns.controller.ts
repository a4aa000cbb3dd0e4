import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { CampaignLifecycleService } from './campaign-lifecycle.service';
import { CampaignsService } from './campaigns.service';
import {
  CampaignDto,
  CampaignPageDto,
  CampaignsQueryDto,
  CreateCampaignDto,
  UpdateCampaignDto,
} from './dto/campaign.dto';
import { LaunchCampaignDto, LaunchedCampaignDto } from './dto/launch-campaign.dto';

const BODY_ERRORS = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const;

/** Campaigns (docs/campaigns.md). */
@ApiTags('Campaigns')
@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly lifecycle: CampaignLifecycleService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a campaign (draft)',
    description:
      'Defaults: type `combined`, channel of the opening template (else `whatsapp`), `triggerOnNewContacts` true, `throttlePerMinute` 20, `openingDelaySeconds` 0, no follow-ups, bot enabled. Templates must be of the campaign channel. ' +
      'WhatsApp and SMS campaigns start from list additions (`listId`). Messenger and Instagram campaigns start from `entryPoints` instead (Meta lets nobody message a person first): a `listId` there is 400 `VALIDATION_FAILED` naming `listId`, as are `entryPoints` on WhatsApp/SMS (naming `entryPoints`), `type: "incoming"` (naming `type`), `commentKeywords` on Messenger and `mediaIds` without `commentKeywords`.',
  })
  @ApiResponse({ status: 201, type: CampaignDto })
  @ApiErrors(...BODY_ERRORS, 'LIST_NOT_FOUND', 'TEMPLATE_NOT_FOUND')
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateCampaignDto,
  ): Promise<CampaignDto> {
    return CampaignDto.from(await this.campaigns.create(account.id, body));
  }

  @Get()
  @ApiOperation({
    summary: 'List campaigns (paginated, oldest first), each with its stats',
    description: 'Archived campaigns are left out unless `?status=archived`.',
  })
  @ApiResponse({ status: 200, type: CampaignPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: CampaignsQueryDto,
  ): Promise<CampaignPageDto> {
    const page = await this.campaigns.page(account.id, query.limit, query.cursor, query.status);
    return {
      data: page.data.map((c) => CampaignDto.from(c, c.stats, c.entryLinks)),
      nextCursor: page.nextCursor,
    };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'Get a campaign with its stats',
    description:
      'Messenger and Instagram campaigns also show `entryLinks`: `https://m.me/<pageId>?ref=<ref>` or `https://ig.me/m/<username>?ref=<ref>` (when the Instagram connection has a username).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CampaignDto })
  @ApiErrors('CAMPAIGN_NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<CampaignDto> {
    const { campaign, stats, entryLinks } = await this.campaigns.getWithStats(account.id, id);
    return CampaignDto.from(campaign, stats, entryLinks);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change campaign settings',
    description:
      'Type, channel, list, entry points and opening template cannot change while live (409 `CONFLICT`: pause first). The shape rules of create apply to the campaign as changed.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CampaignDto })
  @ApiErrors(
    ...BODY_ERRORS,
    'CAMPAIGN_NOT_FOUND',
    'LIST_NOT_FOUND',
    'TEMPLATE_NOT_FOUND',
    'CONFLICT',
  )
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateCampaignDto,
  ): Promise<CampaignDto> {
    return CampaignDto.from(await this.campaigns.update(account.id, id, body));
  }

  @Post(':id/launch')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Make the campaign live',
    description:
      'Combined and outgoing campaigns need a list (Messenger/Instagram: at least one entry point, a `ref`, `adIds` or `commentKeywords`) and an approved opening template, else 409 `CAMPAIGN_NOT_LAUNCHABLE` with the reason in `details[0].message` (`list_missing`, `entry_points_missing` naming `entryPoints`, `opening_template_missing`, `opening_template_not_approved`). Contacts added to the list, or people reaching an entry point, from now on are enrolled; with `{"includeExistingMembers": true}` the people already in the list are enrolled too, shortly after, paced by the campaign\'s throttle like any addition (each person at most once, ever). Also resumes a paused campaign. Launching a live campaign changes nothing, except that `includeExistingMembers` enrols members not enrolled yet. The answer carries `warnings` (docs/campaigns.md#launch-warnings): `US_MARKETING_NOT_DELIVERED` when a WhatsApp campaign\'s opening template is `marketing` and its list has +1 numbers.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: LaunchedCampaignDto })
  @ApiErrors('CAMPAIGN_NOT_FOUND', 'CAMPAIGN_NOT_LAUNCHABLE')
  async launch(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: LaunchCampaignDto,
  ): Promise<LaunchedCampaignDto> {
    return LaunchedCampaignDto.launched(
      await this.lifecycle.launch(account.id, id, {
        includeExistingMembers: body?.includeExistingMembers === true,
      }),
    );
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pause the campaign',
    description:
      'Nobody is enrolled while paused, and queued opening messages are skipped (`campaign_not_live`) when their time comes. Pausing a campaign that is not live changes nothing.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CampaignDto })
  @ApiErrors('CAMPAIGN_NOT_FOUND')
  async pause(@CurrentAccount() account: Account, @Param('id') id: string): Promise<CampaignDto> {
    return CampaignDto.from(await this.lifecycle.pause(account.id, id));
  }

  @Post(':id/archive')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Archive the campaign',
    description:
      'A draft or paused campaign becomes `archived`: read-only (changes and launch are 409 `CONFLICT`), hidden from `GET /v1/campaigns` unless `?status=archived`, ' +
      'and its pending sends are cancelled (openings `skipped` with `campaign_archived`, follow-ups `cancelled`). A live campaign is 409 `CONFLICT` (pause it first); an archived one is unchanged.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CampaignDto })
  @ApiErrors('CAMPAIGN_NOT_FOUND', 'CONFLICT')
  async archive(@CurrentAccount() account: Account, @Param('id') id: string): Promise<CampaignDto> {
    return CampaignDto.from(await this.lifecycle.archive(account.id, id));
  }
}
