import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ValidationFailedError } from '../../../common/errors';
import { ApiErrors } from '../../../common/http/api-errors.decorator';
import { type Account, type Caller, CurrentAccount, CurrentCaller } from '../../accounts';
import { MessageDto } from '../messages/dto/message.dto';
import { ConversationsService } from './conversations.service';
import {
  ConversationDto,
  HumanReplyDto,
  InboxItemDto,
  InboxPageDto,
  InboxQueryDto,
  UpdateConversationDto,
} from './dto/conversation.dto';
import { HumanRepliesService } from './human-replies.service';

/** Conversations: the inbox, who answers, people's replies (docs/conversations.md#conversations). */
@ApiTags('Messages')
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly replies: HumanRepliesService,
  ) {}

  @Get('conversations')
  @ApiOperation({
    operationId: 'messagingInbox',
    summary: 'The inbox: conversations, most recent activity first (paginated)',
    description:
      'Filters (AND): `owner`, `channel`, `contactId`, `campaignId`, `unread=true` (inbound messages since the last read). ' +
      'Each item has its contact, last message (body cut to 200 characters), `unreadCount` and messaging `window`. ' +
      "An unknown, malformed or other account's id gives an empty page.",
  })
  @ApiResponse({ status: 200, type: InboxPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async inbox(
    @CurrentAccount() account: Account,
    @Query() query: InboxQueryDto,
  ): Promise<InboxPageDto> {
    const page = await this.conversations.inbox(
      account.id,
      {
        owner: query.owner,
        channel: query.channel,
        contactId: query.contactId,
        campaignId: query.campaignId,
        unread: query.unread === 'true',
      },
      query.limit,
      query.cursor,
    );
    return {
      data: page.data.map((row) => InboxItemDto.from(row)),
      nextCursor: page.nextCursor,
    };
  }

  @Get('conversations/:id')
  @ApiOperation({
    operationId: 'messagingConversation',
    summary: 'Get a conversation with its most recent messages',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND')
  async conversation(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    return ConversationDto.fromConversation(await this.conversations.get(account.id, id));
  }

  @Patch('conversations/:id')
  @ApiOperation({
    operationId: 'messagingUpdateConversation',
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
    return ConversationDto.fromConversation(
      await this.conversations.setOwner(account.id, id, body.owner),
    );
  }

  @Post('conversations/:id/messages')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'messagingReply',
    summary: 'Reply as a person on the conversation’s channel',
    description:
      'Exactly one of `body` (free text) or `templateId` (an approved template of the channel, rendered for the contact). ' +
      'The message (`author: "human"`) takes the one outbound path: a sub-account pays one credit (without credit the message is `failed` with `INSUFFICIENT_CREDITS`), then it is delivered on WhatsApp, SMS or the custom channel. ' +
      'The conversation becomes `owner: "human"` (the bot stays silent until handed back; a closed one reopens). ' +
      "WhatsApp free text outside 24 h of the contact's last message: 409 `WINDOW_CLOSED`, nothing changes. " +
      'Messenger and Instagram: free text within 24 h, a person up to 7 days (`HUMAN_AGENT`), then 409 `WINDOW_CLOSED`; with an API key 403 `CHANNEL_SEND_NOT_ALLOWED` (these channels are answered by people in the app, never through the API).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 202, type: MessageDto })
  @ApiErrors(
    'NOT_FOUND',
    'TEMPLATE_NOT_FOUND',
    'VALIDATION_FAILED',
    'WINDOW_CLOSED',
    'TEMPLATE_NOT_APPROVED',
    'CHANNEL_SEND_NOT_ALLOWED',
  )
  async reply(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: HumanReplyDto,
  ): Promise<MessageDto> {
    if ((body.body === undefined) === (body.templateId === undefined)) {
      throw new ValidationFailedError([
        { field: 'body', message: 'give exactly one of body or templateId' },
      ]);
    }
    const reply =
      body.templateId !== undefined ? { templateId: body.templateId } : { body: body.body! };
    // a person signed in to the app may answer Messenger/Instagram; an API key may not
    const credential = caller.via === 'session' ? 'session' : 'api_key';
    return MessageDto.from(await this.replies.reply(account.id, id, reply, credential));
  }

  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'messagingRead',
    summary: 'Mark a conversation read',
    description: 'Its `unreadCount` (inbound messages after the last read) starts again from 0.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND')
  async read(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    return ConversationDto.fromConversation(await this.conversations.markRead(account.id, id));
  }
}
