import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { Campaign, LaunchWarning } from '../campaign.entity';
import { CampaignDto } from './campaign.dto';

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
