import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import {
  CreateTemplateDto,
  TemplateDto,
  TemplatePageDto,
  TemplatesQueryDto,
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
      "WhatsApp templates start `pending` and become `approved` or `rejected` through the WhatsApp provider's template-status webhook " +
      'or the operator command `templates:review`; SMS templates are `approved` at once. ' +
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
