import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
} from 'class-validator';
import { MAX_CONTACT_IDS } from '../add-contacts-request';

/**
 * Body of `POST /v1/lists/{listId}/contacts`: exactly one of `contactId` (shape A),
 * `contact_id` (shape B) or `contactIds` (1-1000 ids; repeats collapse). `null` counts as absent.
 */
export class AddListContactsDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    example: '0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  contactId?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'uuid',
    example: '0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10',
    description: 'Shape B spelling of contactId.',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  contact_id?: string | null;

  @ApiPropertyOptional({
    type: [String],
    nullable: true,
    minItems: 1,
    maxItems: MAX_CONTACT_IDS,
    example: ['0b5e0a47-61c4-4b39-9f39-7d2f6c1b8a10'],
    description: 'Several contacts in one add operation; unknown ids are reported in `notFound`.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CONTACT_IDS)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  contactIds?: string[] | null;
}

/**
 * A live campaign of the list that the operation's new members trigger
 * (docs/campaigns.md#triggering).
 */
export class CampaignEnrolmentDto {
  @ApiProperty({ format: 'uuid' })
  campaignId!: string;

  @ApiProperty({
    enum: ['immediate', 'queued'],
    description:
      "`immediate`: 1-3 contacts newly added by the operation, each opening message sent at once (after the opening delay). `queued`: 4 or more, sent at the campaign's `throttlePerMinute` after what it already has queued.",
  })
  dispatch!: 'immediate' | 'queued';

  @ApiProperty({
    example: 2,
    description:
      'Contacts of the operation enrolled (a contact is enrolled in a campaign at most once, ever).',
  })
  enrolled!: number;
}

/** Answer of an add operation (docs/lists-and-imports.md#add-operations). */
export class AddListContactsResultDto {
  @ApiProperty({ format: 'uuid' })
  listId!: string;

  @ApiProperty({ type: [String], description: 'Newly added by this operation.' })
  added!: string[];

  @ApiProperty({ type: [String], description: 'Were members already; nothing happened for them.' })
  alreadyMembers!: string[];

  @ApiProperty({
    type: [String],
    description: 'Ids of the array form that are not contacts of the account (as given).',
  })
  notFound!: string[];

  @ApiProperty({
    type: [CampaignEnrolmentDto],
    description:
      'Live campaigns (combined or outgoing, trigger on new contacts) linked to the list that enrol the newly added contacts; empty when nothing was added.',
  })
  campaigns!: CampaignEnrolmentDto[];
}
