import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { WebhookDeliveryListDto } from '../../common/webhooks/dto/webhook-endpoint.dto';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../common/auth/auth.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { Account } from '../accounts/account.entity';
import {
  ConversationDto,
  deliveryDto,
  MessageDto,
  MessagePageDto,
  MessagesQueryDto,
  UpdateConversationDto,
} from './dto/message.dto';
import { MessagingService } from './messaging.service';

/** Messages and conversations (product.md section 8). */
@ApiTags('Messages')
@Controller()
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Get('messages')
  @ApiOperation({
    summary: "The account's messages, oldest first (paginated)",
    description:
      "Filter with `contactId` or `conversationId`. An unknown, malformed or other account's id gives an empty page.",
  })
  @ApiResponse({ status: 200, type: MessagePageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: MessagesQueryDto,
  ): Promise<MessagePageDto> {
    const page = await this.messaging.page(
      account.id,
      { contactId: query.contactId, conversationId: query.conversationId },
      query.limit,
      query.cursor,
    );
    return { data: page.data.map(MessageDto.from), nextCursor: page.nextCursor };
  }

  @Get('messages/:id')
  @ApiOperation({ summary: 'Get a message' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: MessageDto })
  @ApiErrors('MESSAGE_NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<MessageDto> {
    return MessageDto.from(await this.messaging.get(account.id, id));
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'Get a conversation with its most recent messages' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND')
  async conversation(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    return ConversationDto.from(await this.messaging.getConversation(account.id, id));
  }

  @Get('messages/:id/deliveries')
  @ApiOperation({
    summary: "A message's webhook deliveries and every attempt",
    description:
      'The custom-channel delivery of an outbound custom-channel message and the `message.status_changed` events about it, oldest first; each attempt with its status code, duration (ms) and error.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: WebhookDeliveryListDto })
  @ApiErrors('MESSAGE_NOT_FOUND')
  async deliveries(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<WebhookDeliveryListDto> {
    return { data: (await this.messaging.deliveries(account.id, id)).map(deliveryDto) };
  }

  @Post('messages/:id/redeliver')
  @HttpCode(202)
  @ApiOperation({
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
    @Param('id') id: string,
  ): Promise<MessageDto> {
    return MessageDto.from(await this.messaging.redeliver(account.id, id));
  }

  @Patch('conversations/:id')
  @ApiOperation({
    summary: 'Hand a conversation to a person, close it, or give it back to the bot',
    description: 'The bot answers only conversations it owns (`owner: "bot"`).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED')
  async updateConversation(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateConversationDto,
  ): Promise<ConversationDto> {
    return ConversationDto.from(await this.messaging.setOwner(account.id, id, body.owner));
  }
}
