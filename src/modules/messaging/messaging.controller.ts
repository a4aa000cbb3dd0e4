import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAccount } from '../../common/auth/auth.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { Account } from '../accounts/account.entity';
import { ConversationDto, MessageDto, MessagePageDto, MessagesQueryDto } from './dto/message.dto';
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
}
