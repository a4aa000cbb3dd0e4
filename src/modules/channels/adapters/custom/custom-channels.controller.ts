import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount, OwnerOnly } from '../../../accounts';
import { ApiErrors } from '../../../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../../../common/pagination/pagination';
import { WebhookDeliveriesService } from '../../../../common/webhooks/webhook-deliveries.service';
import {
  RecentDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
} from '../../../webhooks';
import { CustomChannelsService } from './custom-channels.service';
import {
  CreateCustomChannelDto,
  CustomChannelDto,
  CustomChannelPageDto,
  CustomChannelWithSecretDto,
  UpdateCustomChannelDto,
} from './dto/custom-channel.dto';

/** Custom channels: an account's own integrations (docs/channels.md#custom-channels). */
@ApiTags('Custom channels')
@Controller('custom_channels')
export class CustomChannelsController {
  constructor(
    private readonly channels: CustomChannelsService,
    private readonly sent: WebhookDeliveriesService,
  ) {}

  @OwnerOnly()
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a custom channel',
    description:
      'Outbound messages on it are POSTed to `deliveryUrl` as `{type: "custom_channel.message", timestamp, data}` with the Standard Webhooks headers ' +
      '(`webhook-id` stable across retries, `webhook-timestamp`, `webhook-signature`). Answer 2xx within 10 s; timeouts, 408, 429 and 5xx are retried ' +
      'with exponential backoff for about 26 hours (honouring `Retry-After`), then the message is `failed`. The signing secret is shown only here and on rotation.',
  })
  @ApiResponse({ status: 201, type: CustomChannelWithSecretDto })
  @ApiErrors('VALIDATION_FAILED', 'CONFLICT')
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateCustomChannelDto,
  ): Promise<CustomChannelWithSecretDto> {
    const created = await this.channels.create(account.id, body);
    return { ...CustomChannelDto.from(created), signingSecret: created.signingSecret };
  }

  @Get()
  @ApiOperation({ summary: "The account's custom channels (paginated)" })
  @ApiResponse({ status: 200, type: CustomChannelPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<CustomChannelPageDto> {
    const page = await this.channels.page(account.id, query.limit, query.cursor);
    return { data: page.data.map(CustomChannelDto.from), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a custom channel' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CustomChannelDto })
  @ApiErrors('CHANNEL_NOT_FOUND')
  async get(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<CustomChannelDto> {
    return CustomChannelDto.from(await this.channels.get(account.id, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'customChannelsDeliveries',
    summary: "A custom channel's recent deliveries and every attempt",
    description:
      'Newest first, at most `limit` (default 20): each message POSTed to the delivery URL with its status (`pending`, `delivering`, `delivered`, `failed`) and each attempt with its status code, time and duration (ms). ' +
      'Send one again with `POST /v1/messages/{id}/redeliver`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: WebhookDeliveryListDto })
  @ApiErrors('CHANNEL_NOT_FOUND', 'VALIDATION_FAILED')
  async deliveries(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Query() query: RecentDeliveriesQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    const channel = await this.channels.get(account.id, id);
    const rows = await this.sent.forTarget(account.id, 'custom_channel', channel.id, query.limit);
    return { data: rows.map(WebhookDeliveryDto.from) };
  }

  @OwnerOnly()
  @Patch(':id')
  @ApiOperation({
    summary: 'Rename a custom channel or change its delivery URL',
    description: 'Deliveries still waiting for a retry go to the new URL.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CustomChannelDto })
  @ApiErrors('CHANNEL_NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT')
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateCustomChannelDto,
  ): Promise<CustomChannelDto> {
    return CustomChannelDto.from(await this.channels.update(account.id, id, body));
  }

  @OwnerOnly()
  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary: "Rotate a custom channel's signing secret",
    description:
      'Returns the new secret once. For 24 hours deliveries carry two signatures in `webhook-signature` (new and previous secret), so a receiver verifying with either accepts them.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: CustomChannelWithSecretDto })
  @ApiErrors('CHANNEL_NOT_FOUND')
  async rotateSecret(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<CustomChannelWithSecretDto> {
    const rotated = await this.channels.rotateSecret(account.id, id);
    return { ...CustomChannelDto.from(rotated), signingSecret: rotated.signingSecret };
  }

  @OwnerOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a custom channel',
    description:
      'Its conversations and messages stay; deliveries still waiting fail with `TARGET_DELETED`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiErrors('CHANNEL_NOT_FOUND')
  async delete(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.channels.delete(account.id, id);
  }
}
