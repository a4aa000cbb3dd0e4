import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Account, CurrentAccount, OwnerOnly } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  RecentDeliveriesQueryDto,
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookEndpointDto,
  WebhookEndpointPageDto,
} from './dto/webhook-endpoint.dto';
import { WebhookEndpointsService } from '../../common/webhooks/webhook-endpoints.service';
import { WebhookDeliveriesService } from '../../common/webhooks/webhook-deliveries.service';

const SIGNING =
  'Each event is POSTed as `{type, timestamp, data}` with the Standard Webhooks headers `webhook-id` (the same on every retry: de-duplicate by it), ' +
  '`webhook-timestamp` and `webhook-signature` (verify with the signing secret and any standardwebhooks library). ' +
  'A 2xx answer within 10 s delivers it; timeouts, 408, 429 and 5xx are retried with exponential backoff for about 26 hours, honouring `Retry-After`.';

/** Webhook endpoints: an account's subscriptions to events (docs/webhooks.md#events). */
@ApiTags('Webhooks')
@Controller('webhooks')
export class WebhookEndpointsController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly sent: WebhookDeliveriesService,
  ) {}

  @OwnerOnly()
  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'Events: `message.created` (data: the message, inbound or outbound, as `GET /v1/messages/{id}` shows it), `message.status_changed` (data: the message), ' +
      '`conversation.updated` (data: `{change: "owner"|"read"|"unread"|"assignee"|"snooze", conversationId, contactId, channel, owner, assigneeId, snoozedUntil, unreadCount, lastReadAt, lastInboundAt, updatedAt, …}`), ' +
      '`conversation.handed_off` (data: `{conversationId, contactId, channel, reason}`: the bot handed it to a person), ' +
      '`contact.erased` (data: `{contactId, erasedAt}`), `subaccount.auto_recharge` (agency accounts), ' +
      '`channel.auth_failed` (data: `{connectionId, channel, status: "needs_reauth", reason}`: Meta refused a Messenger/Instagram token). ' +
      SIGNING,
  })
  @ApiResponse({ status: 201, type: CreatedWebhookEndpointDto })
  @ApiErrors('VALIDATION_FAILED')
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateWebhookEndpointDto,
  ): Promise<CreatedWebhookEndpointDto> {
    const created = await this.endpoints.create(account.id, body);
    return { ...WebhookEndpointDto.from(created), signingSecret: created.signingSecret };
  }

  @Get()
  @ApiOperation({ summary: "The account's webhook endpoints (paginated)" })
  @ApiResponse({ status: 200, type: WebhookEndpointPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: PaginationQueryDto,
  ): Promise<WebhookEndpointPageDto> {
    const page = await this.endpoints.page(account.id, query.limit, query.cursor);
    return { data: page.data.map(WebhookEndpointDto.from), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a webhook endpoint' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: WebhookEndpointDto })
  @ApiErrors('NOT_FOUND')
  async get(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<WebhookEndpointDto> {
    return WebhookEndpointDto.from(await this.endpoints.get(account.id, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({
    operationId: 'webhooksDeliveries',
    summary: "An endpoint's recent deliveries and every attempt",
    description:
      'Newest first, at most `limit` (default 20): each event sent to the endpoint with its status (`pending`, `delivering`, `delivered`, `failed`) and each attempt with its status code, duration (ms) and error.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: WebhookDeliveryListDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED')
  async deliveries(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Query() query: RecentDeliveriesQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    const endpoint = await this.endpoints.get(account.id, id);
    const rows = await this.sent.forTarget(account.id, 'endpoint', endpoint.id, query.limit);
    return { data: rows.map(WebhookDeliveryDto.from) };
  }

  @OwnerOnly()
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'webhooksRedeliver',
    summary: 'Send a delivery to its endpoint again',
    description:
      'Starts a new round of attempts (the whole retry schedule) for a `delivered` or `failed` delivery, with the same `webhook-id` (receivers de-duplicate by it). ' +
      '409 `CONFLICT` while it is still `pending` or `delivering`, or when it was cancelled because its contact was erased.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiParam({
    name: 'deliveryId',
    description: "The delivery's `id` (its `webhook-id`, `msg_…`).",
  })
  @ApiResponse({ status: 202, type: WebhookDeliveryDto })
  @ApiErrors('NOT_FOUND', 'CONFLICT')
  async redeliver(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Param('deliveryId') deliveryId: string,
  ): Promise<WebhookDeliveryDto> {
    const endpoint = await this.endpoints.get(account.id, id);
    const moved = await this.sent.redeliverOne(account.id, 'endpoint', endpoint.id, deliveryId);
    return WebhookDeliveryDto.from({ ...moved, attempts: [] });
  }

  @OwnerOnly()
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a webhook endpoint',
    description: 'Its deliveries still waiting fail with `TARGET_DELETED`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiErrors('NOT_FOUND')
  async delete(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.endpoints.delete(account.id, id);
  }
}
