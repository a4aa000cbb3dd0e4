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
import type { Campaign, CampaignStats, LaunchWarning } from '../campaign.entity';
import { ENTRY_POINT_LIMITS, GRAPH_ID_PATTERN, REF_PATTERN } from '../domain/entry-points';
import { PaginationQueryDto } from '../../../common/pagination/pagination';

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
}

/** Body of `POST /v1/campaigns`: `name` is required, everything else has a default. */
export class CreateCampaignDto extends OmitType(UpdateCampaignDto, ['name'] as const) {
  @ApiProperty({ minLength: 1, maxLength: CAMPAIGN_LIMITS.nameMaxLength, example: 'Webinar leads' })
  @IsString()
  name!: string;
}

/** What a campaign did: enrolment counts and its opening messages' delivery. */
export class CampaignStatsDto {
  @ApiProperty({ description: 'Contacts ever enrolled.' }) enrolled!: number;
  @ApiProperty({ description: 'Waiting for their opening message (or being sent).' })
  pending!: number;
  @ApiProperty({ description: 'Opening message sent (including those who replied since).' })
  sent!: number;
  @ApiProperty({
    description: 'Opening messages the provider reported delivered (or read since).',
  })
  delivered!: number;
  @ApiProperty({ description: 'Opening messages the provider reported read.' }) read!: number;
  @ApiProperty({ description: 'Not sent, with a reason (docs/campaigns.md#skip-reasons).' })
  skipped!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      'Skipped openings by reason: `campaign_not_live`, `template_not_approved`, `no_phone` (WhatsApp/SMS contact without a phone, e.g. a Messenger person added to a list), `no_channel_identity` (Messenger/Instagram: no PSID/IGSID on the connected Page or account), `opted_out`, `contact_messaged_first`, `comment_already_answered` (Meta allows one private reply per comment), `window_closed` (Meta’s window closed before the send: 24 h after the person’s last message, 7 days after a comment), `marketing_limit_reached` (WhatsApp 131049: Meta’s per-person marketing limit; never retried, and marketing templates to that person wait 24 h: docs/campaigns.md#marketing-limit), `contact_erased`, `campaign_archived`.',
    example: { opted_out: 2, no_phone: 1 },
  })
  skippedReasons!: Record<string, number>;
  @ApiProperty({ description: 'The provider refused the opening message.' }) failed!: number;
  @ApiProperty({ description: 'Replied after the opening message.' }) replied!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      "WhatsApp: the campaign's messages (openings and follow-ups) Meta reported billable, by the category it bills them as (`marketing`, `utility`, `authentication`, `authentication_international`, `service`; `unknown` when Meta named none), from the status webhooks' `pricing` (docs/channels.md#whatsapp-pricing). Messages not reported yet are not counted.",
    example: { marketing: 40, utility: 3 },
  })
  billable!: Record<string, number>;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description:
      'WhatsApp: messages Meta reported free (`billable: false`, e.g. a utility template inside the 24-hour window or a free entry point), by category.',
    example: { utility: 5 },
  })
  free!: Record<string, number>;
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

/** Body of `POST /v1/campaigns/{id}/launch` (optional; no body launches for new members only). */
export class LaunchCampaignDto {
  @ApiPropertyOptional({
    default: false,
    description:
      "Also enrol the people already in the campaign's list (combined and outgoing campaigns), through the campaign's throttle like any addition: the app's \"Also send to the N people already in the list\". Without it, only contacts added from now on are enrolled.",
  })
  @IsOptional()
  @IsBoolean()
  includeExistingMembers?: boolean;
}

/** A warning of the launch answer (docs/campaigns.md#launch-warnings). */
export class LaunchWarningDto {
  @ApiProperty({
    enum: ['US_MARKETING_NOT_DELIVERED'],
    description:
      '`US_MARKETING_NOT_DELIVERED`: a WhatsApp campaign whose opening template is `marketing` and whose list has +1 numbers; Meta has not delivered marketing templates to US numbers since 1 April 2025.',
  })
  code!: 'US_MARKETING_NOT_DELIVERED';
  @ApiProperty({ description: 'The warning in words, for people.' }) message!: string;
  @ApiProperty({ description: 'How many contacts it concerns (list members with a +1 phone).' })
  count!: number;
}

/** The answer of `POST /v1/campaigns/{id}/launch`: the campaign and what to know about it. */
export class LaunchedCampaignDto extends CampaignDto {
  @ApiProperty({
    type: [LaunchWarningDto],
    description:
      'What may not go as expected (docs/campaigns.md#launch-warnings); the campaign is live all the same. Empty when nothing applies.',
  })
  warnings!: LaunchWarningDto[];

  /** The launched campaign with its warnings. */
  static launched(campaign: Campaign & { warnings: LaunchWarning[] }): LaunchedCampaignDto {
    return { ...CampaignDto.from(campaign), warnings: campaign.warnings };
  }
}
