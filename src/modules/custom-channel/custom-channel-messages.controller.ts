import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { CustomChannelMessagesService } from './custom-channel-messages.service';
import {
  IncomingCustomChannelMessageDto,
  ReceivedCustomChannelMessageDto,
  SendCustomChannelMessageDto,
  SentCustomChannelMessageDto,
} from './dto/custom-channel-message.dto';

/** Sending and receiving on custom channels (docs/channels.md#custom-channels). */
@ApiTags('Custom channels')
@Controller()
export class CustomChannelMessagesController {
  constructor(private readonly messages: CustomChannelMessagesService) {}

  @Post('send_custom_channel_message')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a message through a custom channel',
    description:
      'Finds the contact by `customData.fromId` on that channel or creates it (with `firstName`, `lastName`, `email`; a `fromId` that is an E.164 phone or an email also fills that field and joins an existing contact with it), ' +
      "records the message `queued` and answers 202; the message is then POSTed to the channel's delivery URL and becomes `delivered` when it answers 2xx, or `failed` after the retry schedule.",
  })
  @ApiResponse({ status: 202, type: SentCustomChannelMessageDto })
  @ApiErrors('VALIDATION_FAILED', 'INVALID_EMAIL', 'CHANNEL_NOT_FOUND', 'CAMPAIGN_NOT_FOUND')
  async send(
    @CurrentAccount() account: Account,
    @Body() body: SendCustomChannelMessageDto,
  ): Promise<SentCustomChannelMessageDto> {
    return this.messages.send(account.id, body.customData);
  }

  @Post('incoming_custom_channel_message')
  @ApiOperation({
    summary: 'Receive a message from a custom channel',
    description:
      '201 `{id, duplicate: false}` for a new message; 200 `{id, duplicate: true}` for a repeat of the same `messageSid` (or `id`) in the account, under any concurrency, changing nothing. ' +
      'A text message counts as a reply to campaigns and hands the conversation to the bot (which answers on the same channel); a reaction does neither. ' +
      '`STOP` (and the other opt-out words) opts the contact out of every campaign; `START` opts it back in.',
  })
  @ApiResponse({ status: 201, type: ReceivedCustomChannelMessageDto, description: 'Recorded.' })
  @ApiResponse({
    status: 200,
    type: ReceivedCustomChannelMessageDto,
    description: 'A repeat: nothing changed.',
  })
  @ApiErrors('VALIDATION_FAILED', 'CHANNEL_NOT_FOUND')
  async receive(
    @CurrentAccount() account: Account,
    @Body() body: IncomingCustomChannelMessageDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ReceivedCustomChannelMessageDto> {
    const { customData } = body;
    const result = await this.messages.receive(account.id, {
      messageSid: (customData.messageSid ?? customData.id)!,
      fromId: customData.fromId,
      toId: customData.toId,
      body: customData.body,
      channel: customData.channel,
      status: customData.status,
      reactsTo: customData.reactsTo,
      customChannel: customData.customChannel,
      messageType: body.messageType ?? 'text',
    });
    res.status(result.duplicate ? 200 : 201);
    return result;
  }
}
