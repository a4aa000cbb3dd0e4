import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/http/api-errors.decorator';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  restrictedTo,
} from '../../accounts';
import { WebhookDeliveryListDto } from '../../webhooks';
import { deliveryDto, MessageDto, MessagePageDto, MessagesQueryDto } from './dto/message.dto';
import { MessagesService } from './messages.service';

/** Messages (docs/conversations.md#messages). */
@ApiTags('Messages')
@Controller()
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get('messages')
  @ApiOperation({
    operationId: 'messagingPage',
    summary: "The account's messages, oldest first (paginated)",
    description:
      "Filter with `contactId` or `conversationId`. An unknown, malformed or other account's id gives an empty page. " +
      'An agent restricted to the conversations assigned to them sees only the messages of those (docs: conversations, restricted agents); any other message is 404 `MESSAGE_NOT_FOUND` on the routes below.',
  })
  @ApiResponse({ status: 200, type: MessagePageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Query() query: MessagesQueryDto,
  ): Promise<MessagePageDto> {
    const page = await this.messages.page(
      account.id,
      {
        contactId: query.contactId,
        conversationId: query.conversationId,
        assigneeId: restrictedTo(caller) ?? undefined,
      },
      query.limit,
      query.cursor,
    );
    return { data: page.data.map(MessageDto.from), nextCursor: page.nextCursor };
  }

  @Get('messages/:id')
  @ApiOperation({ operationId: 'messagingGet', summary: 'Get a message' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @ApiErrors('MESSAGE_NOT_FOUND')
  async get(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<MessageDto> {
    return MessageDto.from(
      await this.messages.get(account.id, id, restrictedTo(caller) ?? undefined),
    );
  }

  @Get('messages/:id/deliveries')
  @ApiOperation({
    operationId: 'messagingDeliveries',
    summary: "A message's webhook deliveries and every attempt",
    description:
      'The custom-channel delivery of an outbound custom-channel message and the `message.status_changed` events about it, oldest first; each attempt with its status code, duration (ms) and error.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: WebhookDeliveryListDto })
  @ApiErrors('MESSAGE_NOT_FOUND')
  async deliveries(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<WebhookDeliveryListDto> {
    const only = restrictedTo(caller) ?? undefined;
    return { data: (await this.messages.deliveries(account.id, id, only)).map(deliveryDto) };
  }

  @Post('messages/:id/redeliver')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'messagingRedeliver',
    summary: 'Deliver a message to its custom channel again',
    description:
      'Starts a new round of attempts (the whole retry schedule) for a settled custom-channel delivery, with the same `webhook-id`, and for failed event webhooks about the message. ' +
      'A `failed` message goes back to `queued` and moves on with the new attempts. 409 `CONFLICT` while a delivery is still being attempted or when the message has no delivery.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 202, type: MessageDto })
  @ApiErrors('MESSAGE_NOT_FOUND', 'CONFLICT')
  async redeliver(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<MessageDto> {
    return MessageDto.from(
      await this.messages.redeliver(account.id, id, restrictedTo(caller) ?? undefined),
    );
  }
}
