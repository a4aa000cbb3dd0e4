import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Clock } from '../../../common/clock/clock';
import { ValidationFailedError } from '../../../common/errors';
import { ApiErrors } from '../../../common/http/api-errors.decorator';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  personOf,
  restrictedTo,
  SessionOnly,
} from '../../accounts';
import { MessageDto } from '../messages/dto/message.dto';
import { ConversationsService } from './conversations.service';
import {
  ConversationDto,
  CreateNoteDto,
  HumanReplyDto,
  InboxCountDto,
  InboxCountQueryDto,
  InboxItemDto,
  InboxPageDto,
  InboxQueryDto,
  UpdateConversationDto,
} from './dto/conversation.dto';
import { ConversationNotFoundError } from '../messaging.errors';
import { HumanRepliesService } from './human-replies.service';
import { type InboxFilter, searchQuery } from './inbox-query';

/** The furthest a snooze may reach: a year, in ms. */
const MAX_SNOOZE_MS = 366 * 24 * 3_600_000;

/** Conversations: the inbox, who answers, people's replies (docs/conversations.md#conversations). */
@ApiTags('Messages')
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly replies: HumanRepliesService,
    private readonly clock: Clock,
  ) {}

  /**
   * A restricted agent reaches only the conversations assigned to them: any other is 404
   * `NOT_FOUND`, as another account's (docs/conversations.md#restricted-agents).
   */
  private async visible(accountId: string, id: string, caller: Caller): Promise<void> {
    const only = restrictedTo(caller);
    if (only === null) return;
    const conversation = await this.conversations.find(accountId, id);
    if (!conversation || conversation.assigneeId !== only) throw new ConversationNotFoundError(id);
  }

  @Get('conversations')
  @ApiOperation({
    operationId: 'messagingInbox',
    summary: 'The inbox: conversations, most recent activity first (paginated)',
    description:
      'Filters (AND): `owner`, `channel`, `contactId`, `campaignId`, `unread=true` (inbound messages since the last read), `assignee=me|none|<userId>`, `snoozed=true|false`, `q` (search: PostgreSQL full-text over the contact and the messages, indexed). ' +
      '"Waiting for a person" is `owner=human&snoozed=false&order=unread_first` (unread ones first); "Mine" is `assignee=me`. ' +
      'Each item has its contact, last message (body cut to 200 characters), `unreadCount` and messaging `window`. ' +
      "An unknown, malformed or other account's id gives an empty page.",
  })
  @ApiResponse({ status: 200, type: InboxPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async inbox(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Query() query: InboxQueryDto,
  ): Promise<InboxPageDto> {
    const filter = this.filterOf(caller, query);
    if (filter === null) return { data: [], nextCursor: null };
    const page = await this.conversations.inbox(
      account.id,
      { ...filter, order: query.order },
      query.limit,
      query.cursor,
    );
    return {
      data: page.data.map((row) => InboxItemDto.from(row)),
      nextCursor: page.nextCursor,
    };
  }

  @Get('conversations/count')
  @ApiOperation({
    operationId: 'messagingInboxCount',
    summary: 'How many conversations the inbox holds for the filters',
    description:
      'The filters of `GET /v1/conversations` (same names, same meaning, restricted agents counting only their own), answered with one `count(*)` and no rows: the navigation\'s "waiting for a person" number is `owner=human&snoozed=false`.',
  })
  @ApiResponse({ status: 200, type: InboxCountDto })
  @ApiErrors('VALIDATION_FAILED')
  async count(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Query() query: InboxCountQueryDto,
  ): Promise<InboxCountDto> {
    const filter = this.filterOf(caller, query);
    return { count: filter === null ? 0 : await this.conversations.count(account.id, filter) };
  }

  /**
   * The inbox filter of a query, for this caller: `assignee=me` needs a person, and a restricted
   * agent's inbox is their own conversations whatever else is asked (null: nothing can match).
   * @throws ValidationFailedError for `assignee=me` with an API key.
   */
  private filterOf(caller: Caller, query: InboxCountQueryDto): InboxFilter | null {
    let assignee: InboxFilter['assignee'];
    if (query.assignee === 'me') {
      const person = personOf(caller);
      if (!person) {
        throw new ValidationFailedError([
          {
            field: 'assignee',
            message: 'me needs a signed-in person; give a user id with an API key',
          },
        ]);
      }
      assignee = { userId: person.id };
    } else if (query.assignee === 'none') assignee = 'none';
    else if (query.assignee !== undefined) assignee = { userId: query.assignee.toLowerCase() };
    const only = restrictedTo(caller);
    if (only !== null) {
      if (assignee !== undefined && (assignee === 'none' || assignee.userId !== only)) return null;
      assignee = { userId: only };
    }
    return {
      owner: query.owner,
      channel: query.channel,
      contactId: query.contactId,
      campaignId: query.campaignId,
      unread: query.unread === 'true',
      assignee,
      snoozed: query.snoozed === undefined ? undefined : query.snoozed === 'true',
      search: query.q === undefined ? undefined : (searchQuery(query.q) ?? undefined),
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
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    await this.visible(account.id, id, caller);
    return ConversationDto.fromConversation(await this.conversations.get(account.id, id));
  }

  @Patch('conversations/:id')
  @ApiOperation({
    operationId: 'messagingUpdateConversation',
    summary:
      'Hand a conversation to a person, close or reopen it, give it back to the bot, assign or snooze it',
    description:
      'Any of `owner`, `assigneeId`, `snoozedUntil` (at least one), applied together or not at all; each change is announced as `conversation.updated` (`change`: `owner`, `assignee`, `snooze`). ' +
      'The bot answers only conversations it owns (`owner: "bot"`). Reopen a closed conversation with `owner: "human"`. Closing one wakes it from a snooze.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND', 'USER_NOT_FOUND', 'VALIDATION_FAILED')
  async updateConversation(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateConversationDto,
  ): Promise<ConversationDto> {
    await this.visible(account.id, id, caller);
    if (
      body.owner === undefined &&
      body.assigneeId === undefined &&
      body.snoozedUntil === undefined
    ) {
      throw new ValidationFailedError([
        { field: 'owner', message: 'give at least one of owner, assigneeId or snoozedUntil' },
      ]);
    }
    let snoozedUntil: Date | null | undefined = undefined;
    if (body.snoozedUntil !== undefined) {
      snoozedUntil = body.snoozedUntil === null ? null : new Date(body.snoozedUntil);
      const ahead = snoozedUntil === null ? 0 : snoozedUntil.getTime() - this.clock.now().getTime();
      if (snoozedUntil !== null && (ahead <= 0 || ahead > MAX_SNOOZE_MS)) {
        throw new ValidationFailedError([
          { field: 'snoozedUntil', message: 'must be a future time, at most a year ahead' },
        ]);
      }
    }
    return ConversationDto.fromConversation(
      await this.conversations.update(account.id, id, {
        owner: body.owner,
        assigneeId:
          body.assigneeId === undefined ? undefined : (body.assigneeId?.toLowerCase() ?? null),
        snoozedUntil,
      }),
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
    await this.visible(account.id, id, caller);
    if ((body.body === undefined) === (body.templateId === undefined)) {
      throw new ValidationFailedError([
        { field: 'body', message: 'give exactly one of body or templateId' },
      ]);
    }
    const reply =
      body.templateId !== undefined ? { templateId: body.templateId } : { body: body.body! };
    // a person signed in to the app may answer Messenger/Instagram, and is recorded; an API key may not
    return MessageDto.from(await this.replies.reply(account.id, id, reply, personOf(caller)));
  }

  @Post('conversations/:id/notes')
  @SessionOnly()
  @ApiOperation({
    operationId: 'messagingAddNote',
    summary: 'Add a private note to the thread',
    description:
      'A note of the signed-in person (`author: "note"`, `direction: "note"`, `status: "note"`, with `authorUserId` and `authorName`): in the thread (`GET /v1/conversations/{id}`, `GET /v1/messages`), never sent to the contact, never read by the bot, not the inbox\'s last message, erased with the contact. ' +
      'Announced as `message.created`. Only a person writes notes: an API key gets 403 `SESSION_REQUIRED`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 201, type: MessageDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED')
  async addNote(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: CreateNoteDto,
  ): Promise<MessageDto> {
    await this.visible(account.id, id, caller);
    return MessageDto.from(
      await this.replies.addNote(account.id, id, body.body, personOf(caller)!),
    );
  }

  @Post('conversations/:id/unread')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'messagingUnread',
    summary: 'Mark a conversation unread',
    description:
      'Its `unreadCount` becomes at least 1 (it shows as unread until someone reads it: `POST …/read`, which opening it in the app does). Announced as `conversation.updated` (`change: "unread"`).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ConversationDto })
  @ApiErrors('NOT_FOUND')
  async unread(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    await this.visible(account.id, id, caller);
    return ConversationDto.fromConversation(await this.conversations.markUnread(account.id, id));
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
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
  ): Promise<ConversationDto> {
    await this.visible(account.id, id, caller);
    return ConversationDto.fromConversation(await this.conversations.markRead(account.id, id));
  }
}
