import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { Campaign, CampaignStats } from '../campaign.entity';
import { ENTRY_POINT_LIMITS, GRAPH_ID_PATTERN, REF_PATTERN } from '../domain/entry-points';
import { PaginationQueryDto } from '../../../common/pagination/pagination';
import { CampaignStatsDto } from './campaign-stats.dto';
import { QUIET_HOURS_DESCRIPTION, QuietHoursDto } from './quiet-hours.dto';

/** The channels a campaign sends on. */
export const CAMPAIGN_CHANNELS = ['whatsapp', 'sms', 'messenger', 'instagram'] as const;

/** Bounds of campaign settings. */
export const CAMPAIGN_LIMITS = {
  nameMaxLength: 200,
  throttlePerMinuteMax: 60_000,
  openingDelaySecondsMax: 86_400,
  followUpsMax: 10,
  followUpAfterMinutesMax: 43_200,
  botInstructionsMaxLength: 4000,
} as const;

/** One follow-up: a template sent `afterMinutes` after the opening message unless the contact replied. */
export class FollowUpDto {
  @ApiProperty({ minimum: 1, maximum: CAMPAIGN_LIMITS.followUpAfterMinutesMax, example: 1440 })
  @IsInt()
  @Min(1)
  @Max(CAMPAIGN_LIMITS.followUpAfterMinutesMax)
  afterMinutes!: number;

  @ApiProperty({
    format: 'uuid',
    description: 'A template of the campaign channel; on WhatsApp it must be approved when sent.',
  })
  @IsUUID()
  templateId!: string;
}

/** One question/answer pair of a campaign's bot. */
export class BotFaqEntryDto {
  @ApiProperty({ example: 'How much does the course cost?', maxLength: 500 })
  @IsString()
  @MaxLength(500)
  question!: string;

  @ApiProperty({
    example: 'The course is 199 EUR, with a 14-day refund guarantee.',
    maxLength: 2000,
  })
  @IsString()
  @MaxLength(2000)
  answer!: string;
}

/** The AI bot settings of a campaign. */
export class BotSettingsDto {
  @ApiPropertyOptional({
    type: [BotFaqEntryDto],
    maxItems: 50,
    description:
      'Question/answer pairs. The rule-based bot (no model configured) answers with the pair whose question shares the most keywords with the message; a model sees them in its instructions.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => BotFaqEntryDto)
  faq?: BotFaqEntryDto[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: CAMPAIGN_LIMITS.botInstructionsMaxLength,
    description: "The bot's instructions (system prompt) for this campaign's conversations.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(CAMPAIGN_LIMITS.botInstructionsMaxLength)
  instructions?: string | null;
}

/**
 * What starts a Messenger or Instagram campaign (docs/campaigns.md#entry-points): Meta lets nobody message a
 * person first there, so the campaign answers the person who opens the conversation from one of
 * these. At least one of `ref`, `adIds`, `commentKeywords` is needed to launch.
 */
export class EntryPointsDto {
  @ApiPropertyOptional({
    example: 'spring',
    maxLength: ENTRY_POINT_LIMITS.refMaxLength,
    pattern: REF_PATTERN.source,
    description:
      'The `ref` of the campaign’s link: `https://m.me/<pageId>?ref=<ref>` (Messenger) or `https://ig.me/m/<username>?ref=<ref>` (Instagram); see `entryLinks`. Matched exactly against the referral Meta sends (`postback.referral`, a `referral` event, or the referral of the first message).',
  })
  @IsOptional()
  @IsString()
  @Matches(REF_PATTERN, { message: 'must be 1-250 letters, digits or +/=-.:_ (Meta’s ref)' })
  ref?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: ENTRY_POINT_LIMITS.adIdsMax,
    example: ['120210000000000001'],
    description:
      'Click-to-Messenger / click-to-Instagram-Direct ads: a referral whose `ad_id` is one of these starts the campaign.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ENTRY_POINT_LIMITS.adIdsMax)
  @IsString({ each: true })
  @Matches(GRAPH_ID_PATTERN, { each: true, message: 'each must be an ad id (digits)' })
  adIds?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: ENTRY_POINT_LIMITS.commentKeywordsMax,
    example: ['spring', 'deal'],
    description:
      'Instagram only (comment-to-DM): a comment on the account’s media that contains one of these (case-insensitive) gets the opening message as a private reply (`recipient: {comment_id}`): one per comment, within 7 days of it, at most `META_PRIVATE_REPLIES_PER_HOUR` (Meta: 750) per hour per account, the rest waiting for a slot.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ENTRY_POINT_LIMITS.commentKeywordsMax)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(ENTRY_POINT_LIMITS.commentKeywordMaxLength, { each: true })
  commentKeywords?: string[];

  @ApiPropertyOptional({
    type: [String],
    maxItems: ENTRY_POINT_LIMITS.mediaIdsMax,
    example: ['18023345678901234'],
    description:
      'Instagram only, with `commentKeywords`: only comments on these media (posts, reels) count; any media when absent.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ENTRY_POINT_LIMITS.mediaIdsMax)
  @IsString({ each: true })
  @Matches(GRAPH_ID_PATTERN, { each: true, message: 'each must be a media id (digits)' })
  mediaIds?: string[];
}

/** Settings that can be changed at any time (`PATCH`), and on create. */
export class UpdateCampaignDto {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: CAMPAIGN_LIMITS.nameMaxLength,
    example: 'Webinar leads',
  })
  @IsOptional()
  @IsString()
  name?: string;

  @ApiPropertyOptional({
    enum: ['combined', 'outgoing', 'incoming'],
    description: 'Changeable only while the campaign is not live.',
  })
  @IsOptional()
  @IsIn(['combined', 'outgoing', 'incoming'])
  type?: 'combined' | 'outgoing' | 'incoming';

  @ApiPropertyOptional({
    enum: CAMPAIGN_CHANNELS,
    description:
      "Defaults to the opening template's channel, else whatsapp. Changeable only while not live. `whatsapp` and `sms` campaigns start from list additions (`listId`); `messenger` and `instagram` campaigns start from `entryPoints` (nobody may be messaged first there).",
  })
  @IsOptional()
  @IsIn(CAMPAIGN_CHANNELS)
  channel?: (typeof CAMPAIGN_CHANNELS)[number];

  @ApiPropertyOptional({
    format: 'uuid',
    type: String,
    nullable: true,
    description:
      'The linked list (WhatsApp and SMS). Changeable only while not live. A Messenger or Instagram campaign with a list is 400 `VALIDATION_FAILED` naming `listId`.',
  })
  @IsOptional()
  @IsUUID()
  listId?: string | null;

  @ApiPropertyOptional({
    type: EntryPointsDto,
    nullable: true,
    description:
      'Messenger and Instagram only (400 `VALIDATION_FAILED` naming `entryPoints` on WhatsApp/SMS): what starts the campaign. When a live campaign’s entry point is reached, the person is enrolled once (ever) and gets the opening template at once (after `openingDelaySeconds`), then the campaign’s bot carries on. One event starts one campaign: the earliest launched live campaign that matches. Changeable only while not live; `null` clears them.',
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => EntryPointsDto)
  entryPoints?: EntryPointsDto | null;

  @ApiPropertyOptional({
    format: 'uuid',
    type: String,
    nullable: true,
    description: 'The opening template (same channel). Changeable only while not live.',
  })
  @IsOptional()
  @IsUUID()
  openingTemplateId?: string | null;

  @ApiPropertyOptional({
    default: true,
    description:
      'List additions enrol contacts (WhatsApp and SMS; ignored on Messenger and Instagram).',
  })
  @IsOptional()
  @IsBoolean()
  triggerOnNewContacts?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: CAMPAIGN_LIMITS.throttlePerMinuteMax, default: 20 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(CAMPAIGN_LIMITS.throttlePerMinuteMax)
  throttlePerMinute?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: CAMPAIGN_LIMITS.openingDelaySecondsMax,
    default: 0,
    description:
      'Seconds between enrolment and the opening message; 900-1200 lets a contact who writes first enter the incoming flow (docs/campaigns.md#skip-reasons).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(CAMPAIGN_LIMITS.openingDelaySecondsMax)
  openingDelaySeconds?: number;

  @ApiPropertyOptional({ type: [FollowUpDto], maxItems: CAMPAIGN_LIMITS.followUpsMax })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(CAMPAIGN_LIMITS.followUpsMax)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => FollowUpDto)
  followUps?: FollowUpDto[];

  @ApiPropertyOptional({ type: BotSettingsDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BotSettingsDto)
  bot?: BotSettingsDto;

  @ApiPropertyOptional({
    type: QuietHoursDto,
    nullable: true,
    description: QUIET_HOURS_DESCRIPTION,
  })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => QuietHoursDto)
  quietHours?: QuietHoursDto | null;
}

/** Body of `POST /v1/campaigns`: `name` is required, everything else has a default. */
export class CreateCampaignDto extends OmitType(UpdateCampaignDto, ['name'] as const) {
  @ApiProperty({ minLength: 1, maxLength: CAMPAIGN_LIMITS.nameMaxLength, example: 'Webinar leads' })
  @IsString()
  name!: string;
}

/** A campaign as the API shows it. */
export class CampaignDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['combined', 'outgoing', 'incoming'] }) type!: string;
  @ApiProperty({ enum: CAMPAIGN_CHANNELS }) channel!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) listId!: string | null;
  @ApiProperty({
    type: EntryPointsDto,
    nullable: true,
    description: 'Messenger/Instagram: what starts the campaign; null on WhatsApp/SMS.',
  })
  entryPoints!: EntryPointsDto | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) openingTemplateId!: string | null;
  @ApiProperty() triggerOnNewContacts!: boolean;
  @ApiProperty() throttlePerMinute!: number;
  @ApiProperty() openingDelaySeconds!: number;
  @ApiProperty({ type: [FollowUpDto] }) followUps!: FollowUpDto[];
  @ApiProperty({ type: BotSettingsDto }) bot!: {
    enabled: boolean;
    instructions: string | null;
    faq?: { question: string; answer: string }[];
  };
  @ApiProperty({ type: QuietHoursDto, nullable: true, description: QUIET_HOURS_DESCRIPTION })
  quietHours!: QuietHoursDto | null;
  @ApiProperty({ enum: ['draft', 'live', 'paused', 'archived'] }) status!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why the campaign was paused by Parley (e.g. `template_paused`), or null.',
  })
  pauseReason!: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When it last went live.',
  })
  liveSince!: string | null;

  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiPropertyOptional({
    type: CampaignStatsDto,
    description: 'On `GET /v1/campaigns/{id}` and on each item of `GET /v1/campaigns`.',
  })
  stats?: CampaignStatsDto;

  @ApiPropertyOptional({
    type: [String],
    example: ['https://m.me/106540352242922?ref=spring'],
    description:
      'Messenger/Instagram campaigns with a `ref`, on `GET /v1/campaigns/{id}` and `GET /v1/campaigns`: the links that open the conversation, `https://m.me/<pageId>?ref=<ref>` or `https://ig.me/m/<username>?ref=<ref>` (only when the Instagram connection has a `username`); empty when the channel is not connected. Absent on WhatsApp/SMS campaigns.',
  })
  entryLinks?: string[];

  static from(campaign: Campaign, stats?: CampaignStats, entryLinks?: string[]): CampaignDto {
    return {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      channel: campaign.channel,
      listId: campaign.listId,
      entryPoints: campaign.entryPoints,
      openingTemplateId: campaign.openingTemplateId,
      triggerOnNewContacts: campaign.triggerOnNewContacts,
      throttlePerMinute: campaign.throttlePerMinute,
      openingDelaySeconds: campaign.openingDelaySeconds,
      followUps: campaign.followUps,
      bot: { ...campaign.bot, faq: campaign.bot.faq ?? [] },
      quietHours: campaign.quietHours ?? null,
      status: campaign.status,
      pauseReason: campaign.pauseReason,
      liveSince: campaign.liveSince ? campaign.liveSince.toISOString() : null,
      createdAt: campaign.createdAt.toISOString(),
      updatedAt: campaign.updatedAt.toISOString(),
      ...(stats ? { stats } : {}),
      ...(entryLinks ? { entryLinks } : {}),
    };
  }
}

/** A page of campaigns. */
export class CampaignPageDto {
  @ApiProperty({ type: [CampaignDto] }) data!: CampaignDto[];
  @ApiProperty({ nullable: true, type: String }) nextCursor!: string | null;
}

/** `GET /v1/campaigns` query: pagination and an optional status (archived ones only when asked). */
export class CampaignsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    enum: ['draft', 'live', 'paused', 'archived'],
    description: 'Only campaigns with this status; without it, every campaign but the archived.',
  })
  @IsOptional()
  @IsIn(['draft', 'live', 'paused', 'archived'])
  status?: string;
}
