import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination';
import { parseTemplateBody, TEMPLATE_VARIABLES } from '../domain/template-body';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_CHANNELS,
  TEMPLATE_REVIEWS,
  TEMPLATE_STATUSES,
  type TemplateCategory,
  type TemplateChannel,
  type TemplateReview,
  type TemplateStatus,
} from '../domain/template-status';
import type { Template } from '../template.entity';

/** Body of `POST /v1/templates` (docs/templates.md#fields). */
export class CreateTemplateDto {
  @ApiProperty({
    example: 'welcome_lead',
    maxLength: 512,
    pattern: '^[a-z0-9_]+$',
    description:
      "Trimmed; 1-512 lowercase letters, digits and underscores (Meta's rule, both channels). On WhatsApp, the name of the template approved by Meta.",
  })
  @IsString()
  name!: string;

  @ApiProperty({
    enum: TEMPLATE_CHANNELS,
    example: 'whatsapp',
    description:
      'The channel it is sent on. `messenger` and `instagram` templates are the opening messages of entry-point campaigns (sent as text within Meta’s messaging window, or as an Instagram comment’s private reply); like SMS templates they are `approved` at creation.',
  })
  @IsIn(TEMPLATE_CHANNELS)
  channel!: TemplateChannel;

  @ApiProperty({
    example: 'en_US',
    description:
      'A language code such as `en`, `en_US`, `pt_BR` (`en-us` is accepted and stored as `en_US`).',
  })
  @IsString()
  language!: string;

  @ApiProperty({
    example: 'Thanks for signing up! Reply to this message to talk to us.',
    description:
      'Not blank; at most 1024 characters for WhatsApp, 1600 for SMS, 2000 for Messenger and Instagram (Meta’s text limit). Variables: `{{firstName}}` and `{{lastName}}` ' +
      '(spaces inside the braces allowed); any other `{{…}}` is 400 `VALIDATION_FAILED`. A missing first name renders as "there", ' +
      'a missing last name as nothing.',
  })
  @IsString()
  body!: string;

  @ApiPropertyOptional({
    enum: TEMPLATE_CATEGORIES,
    default: 'marketing',
    description:
      "Meta's category, under which a WhatsApp template is reviewed and priced: `marketing`, `utility` or `authentication`.",
  })
  @IsOptional()
  @IsIn(TEMPLATE_CATEGORIES)
  category?: TemplateCategory;
}

/** Body of `PATCH /v1/templates/{id}` (docs/templates.md#review-by-meta). */
export class UpdateTemplateDto {
  @ApiPropertyOptional({
    example: 'Hi {{firstName}}, thanks for signing up!',
    description: 'The new text, under the rules of `POST /v1/templates`.',
  })
  @IsOptional()
  @IsString()
  body?: string;

  @ApiPropertyOptional({ enum: TEMPLATE_CATEGORIES, description: "Meta's category." })
  @IsOptional()
  @IsIn(TEMPLATE_CATEGORIES)
  category?: TemplateCategory;
}

/** `GET /v1/templates` query: pagination and optional filters. */
export class TemplatesQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({ enum: TEMPLATE_STATUSES, description: 'Only templates in this status.' })
  @IsOptional()
  @IsIn(TEMPLATE_STATUSES)
  status?: TemplateStatus;

  @ApiPropertyOptional({ enum: TEMPLATE_CHANNELS, description: 'Only templates of this channel.' })
  @IsOptional()
  @IsIn(TEMPLATE_CHANNELS)
  channel?: TemplateChannel;
}

/** A template as the API (and `templates:review`) shows it. */
export class TemplateDto {
  @ApiProperty({ format: 'uuid', example: '3c1f7a2e-5b8d-4e0a-9f6c-1d2b3a4c5e6f' })
  id!: string;

  @ApiProperty({ example: 'welcome_lead' })
  name!: string;

  @ApiProperty({ enum: TEMPLATE_CHANNELS, example: 'whatsapp' })
  channel!: TemplateChannel;

  @ApiProperty({ example: 'en_US' })
  language!: string;

  @ApiProperty({ example: 'Hi {{firstName}}, thanks for signing up!' })
  body!: string;

  @ApiProperty({
    type: [String],
    enum: TEMPLATE_VARIABLES,
    example: ['firstName'],
    description:
      'One entry per variable occurrence, in order of appearance: entry i fills `{{i+1}}` of the WhatsApp template.',
  })
  variables!: string[];

  @ApiProperty({
    enum: TEMPLATE_STATUSES,
    example: 'pending',
    description:
      'WhatsApp templates start `pending`; SMS, Messenger and Instagram templates are `approved` at once. Only `approved` templates are sent.',
  })
  status!: TemplateStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Why the status last changed (provider reason or operator note), or null.',
  })
  statusReason!: string | null;

  @ApiProperty({ enum: TEMPLATE_CATEGORIES, example: 'marketing' })
  category!: TemplateCategory;

  @ApiProperty({
    enum: TEMPLATE_REVIEWS,
    example: 'meta',
    description:
      'Who decided the review state: `meta` (submitted to Meta through the Cloud API; its decision arrives by webhook), ' +
      '`sandbox` (no WhatsApp connection: approved at once, nobody reviewed it), `operator` (a WhatsApp connection without a ' +
      'WhatsApp Business Account id, or `templates:review`), `none` (SMS, Messenger, Instagram: nothing to review).',
  })
  review!: TemplateReview;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:08:57.350Z' })
  createdAt!: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-02T08:08:57.350Z',
    description: 'Creation or last status change.',
  })
  updatedAt!: string;

  static from(template: Template): TemplateDto {
    return {
      id: template.id,
      name: template.name,
      channel: template.channel,
      language: template.language,
      body: template.body,
      variables: parseTemplateBody(template.body),
      status: template.status,
      statusReason: template.statusReason,
      category: template.category,
      review: template.review,
      createdAt: template.createdAt.toISOString(),
      updatedAt: template.updatedAt.toISOString(),
    };
  }
}

/** A page of templates: `{data, nextCursor}` (docs/api.md#pagination). */
export class TemplatePageDto {
  @ApiProperty({ type: [TemplateDto] })
  data!: TemplateDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
