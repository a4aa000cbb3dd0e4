import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import {
  CreateTemplateDto,
  TemplateDto,
  TemplatePageDto,
  TemplatesQueryDto,
  UpdateTemplateDto,
} from './dto/template.dto';
import { TemplatesService } from './templates.service';

/** Message templates (docs/templates.md). */
@ApiTags('Templates')
@Controller('templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a template',
    description:
      'A WhatsApp template is submitted to Meta for review through the Cloud API (`POST /{waba-id}/message_templates`: name, language, category, ' +
      "and the body in Meta's numbered form with an example per variable) when the account's WhatsApp connection has a `wabaId`: it starts `pending` " +
      "(or `rejected` with Meta's message when Meta refuses the submission) and Meta's `message_template_status_update` webhook approves, rejects " +
      '(with the reason), pauses or disables it. Without a WhatsApp connection (the sandbox) it is `approved` at once with `review: "sandbox"`; ' +
      'with a connection but no `wabaId`, it waits for the operator command `templates:review`. SMS, Messenger and Instagram templates are `approved` at once. ' +
      'A template is unique per channel, name and language in the account: a duplicate is 409 `CONFLICT`.',
  })
  @ApiResponse({ status: 201, type: TemplateDto })
  @ApiErrors(
    'VALIDATION_FAILED',
    'CONFLICT',
    'INVALID_JSON',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  )
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateTemplateDto,
  ): Promise<TemplateDto> {
    return TemplateDto.from(await this.templates.create(account.id, body));
  }

  @Get()
  @ApiOperation({
    summary: 'List the templates (paginated, oldest first; optional status and channel filters)',
  })
  @ApiResponse({ status: 200, type: TemplatePageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: TemplatesQueryDto,
  ): Promise<TemplatePageDto> {
    const page = await this.templates.page(account.id, query.limit, query.cursor, {
      status: query.status,
      channel: query.channel,
    });
    return { data: page.data.map(TemplateDto.from), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a template' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: TemplateDto })
  @ApiErrors('TEMPLATE_NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<TemplateDto> {
    return TemplateDto.from(await this.templates.get(account.id, id));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'templatesUpdate',
    summary: 'Edit a template (resubmits a WhatsApp one)',
    description:
      "A new body and/or category. A WhatsApp template goes back to review: submitted again to Meta as an edit of the same template (`pending`), or approved at once in the sandbox; Meta's webhook decides as for a new one. " +
      'SMS, Messenger and Instagram templates stay `approved`. A `disabled` WhatsApp template cannot be edited (409 `CONFLICT`). Campaigns that use it send the new text once it is approved.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: TemplateDto })
  @ApiErrors('TEMPLATE_NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT')
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateTemplateDto,
  ): Promise<TemplateDto> {
    return TemplateDto.from(await this.templates.update(account.id, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a template',
    description:
      '**409 `CONFLICT`** while a campaign that is not archived uses it (as opening template or in a follow-up); archive the campaign first.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiErrors('TEMPLATE_NOT_FOUND', 'CONFLICT')
  async delete(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.templates.delete(account.id, id);
  }
}
