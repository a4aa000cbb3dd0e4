import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type Account, CurrentAccount, OwnerOnly } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ChannelsService } from './channels.service';
import {
  UnprocessedEventDto,
  UnprocessedEventPageDto,
  UnprocessedEventsQueryDto,
} from './dto/unprocessed-event.dto';
import { UnprocessedEventsService } from './unprocessed-events.service';
import { ChannelConnectionDto, ChannelConnectionListDto } from './dto/channel-connection.dto';
import {
  ConnectInstagramDto,
  ConnectMessengerDto,
  ConnectSmsDto,
  ConnectWhatsAppDto,
} from './dto/connect-channel.dto';
import { CONNECTION_CHANNELS } from './domain/channel';
import { requestBaseUrl } from './webhook-urls';

/** The account's channel connections (docs/channels.md#connections). */
@ApiTags('Channels')
@Controller('channels')
export class ChannelsController {
  constructor(
    private readonly channels: ChannelsService,
    private readonly unprocessed: UnprocessedEventsService,
  ) {}

  @OwnerOnly()
  @Post('whatsapp')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Connect WhatsApp (Cloud API)',
    description:
      'One WhatsApp connection per account: a second call replaces it (same id, so the webhook URL stays). ' +
      'The access token, app secret and verify token are stored encrypted and never returned. ' +
      'Configure `webhookUrls.callback` with your verify token in the Meta app.',
  })
  @ApiResponse({ status: 201, type: ChannelConnectionDto })
  @ApiErrors('VALIDATION_FAILED')
  async connectWhatsApp(
    @CurrentAccount() account: Account,
    @Body() body: ConnectWhatsAppDto,
    @Req() req: Request,
  ): Promise<ChannelConnectionDto> {
    return ChannelConnectionDto.from(
      await this.channels.connectWhatsApp(account.id, body, requestBaseUrl(req)),
    );
  }

  @OwnerOnly()
  @Post('sms')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Connect SMS (Twilio)',
    description:
      'One SMS connection per account: a second call replaces it (same id). The auth token is stored encrypted and never returned. ' +
      "Set `webhookUrls.inbound` as the number's (or Messaging Service's) incoming-message webhook; `webhookUrls.status` is sent as StatusCallback with each message.",
  })
  @ApiResponse({ status: 201, type: ChannelConnectionDto })
  @ApiErrors('VALIDATION_FAILED')
  async connectSms(
    @CurrentAccount() account: Account,
    @Body() body: ConnectSmsDto,
    @Req() req: Request,
  ): Promise<ChannelConnectionDto> {
    return ChannelConnectionDto.from(
      await this.channels.connectSms(account.id, body, requestBaseUrl(req)),
    );
  }

  @OwnerOnly()
  @Post('messenger')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Connect Messenger (a Facebook Page)',
    description:
      'One Messenger connection per account: a second call replaces it (same id, so the webhook URL stays) and makes it `active` again. ' +
      'The Page access token, app secret and verify token are stored encrypted and never returned. ' +
      'Configure `webhookUrls.callback` with your verify token for the Page object in the Meta app (fields `messages`, `messaging_postbacks`, `messaging_referrals`, `message_deliveries`, `message_reads`, `message_echoes`, `message_reactions`). ' +
      'Messages reach this channel through campaigns, the AI bot and people in the app, never through the API.',
  })
  @ApiResponse({ status: 201, type: ChannelConnectionDto })
  @ApiErrors('VALIDATION_FAILED')
  async connectMessenger(
    @CurrentAccount() account: Account,
    @Body() body: ConnectMessengerDto,
    @Req() req: Request,
  ): Promise<ChannelConnectionDto> {
    return ChannelConnectionDto.from(
      await this.channels.connectMessenger(account.id, body, requestBaseUrl(req)),
    );
  }

  @OwnerOnly()
  @Post('instagram')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Connect Instagram (a professional account)',
    description:
      'One Instagram connection per account: a second call replaces it (same id). `login: "instagram"` sends through graph.instagram.com with the Instagram user access token; `login: "facebook"` sends through graph.facebook.com as the linked Page (`pageId` required). ' +
      'Secrets are stored encrypted and never returned. Configure `webhookUrls.callback` with your verify token for the Instagram object (fields `messages`, `messaging_postbacks`, `messaging_referral`, `messaging_seen`, `message_reactions`, `comments`).',
  })
  @ApiResponse({ status: 201, type: ChannelConnectionDto })
  @ApiErrors('VALIDATION_FAILED')
  async connectInstagram(
    @CurrentAccount() account: Account,
    @Body() body: ConnectInstagramDto,
    @Req() req: Request,
  ): Promise<ChannelConnectionDto> {
    return ChannelConnectionDto.from(
      await this.channels.connectInstagram(account.id, body, requestBaseUrl(req)),
    );
  }

  @Get()
  @ApiOperation({
    summary: "The account's channels",
    description:
      'One entry per phone channel (`whatsapp`, `sms`): its connection, or `provider: "sandbox"` when it has none; then the Messenger and Instagram connections, if any, with their `status`.',
  })
  @ApiResponse({ status: 200, type: ChannelConnectionListDto })
  @ApiErrors()
  async list(@CurrentAccount() account: Account): Promise<ChannelConnectionListDto> {
    const channels = await this.channels.list(account.id);
    return { data: channels.map(ChannelConnectionDto.from), nextCursor: null };
  }

  @OwnerOnly()
  @Get('events')
  @ApiOperation({
    operationId: 'channelsUnprocessedEvents',
    summary: 'Provider events Parley could not use',
    description:
      'Correctly signed provider webhook calls with items the parser could not use (a WhatsApp message with neither phone nor BSUID, a Twilio message without `From` or `MessageSid`, a Messenger item without `sender` or `mid`, an unknown event), kept with the raw payload and the reason instead of being acknowledged and dropped. ' +
      'Oldest first. The operator reads them again with the current parser (`channels:retry-unprocessed`); they are erased with the person they name and purged after `RETENTION_OUTBOX_DAYS`. Owners only.',
  })
  @ApiResponse({ status: 200, type: UnprocessedEventPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async unprocessedEvents(
    @CurrentAccount() account: Account,
    @Query() query: UnprocessedEventsQueryDto,
  ): Promise<UnprocessedEventPageDto> {
    const page = await this.unprocessed.list(account.id, query.status, query.limit, query.cursor);
    return { data: page.data.map(UnprocessedEventDto.from), nextCursor: page.nextCursor };
  }

  @OwnerOnly()
  @Delete(':channel')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Disconnect a channel',
    description:
      'Deletes the connection and its stored credentials: WhatsApp and SMS go back to the sandbox; Messenger and Instagram are no longer connected (their conversations keep their history). 204 also when there was no connection.',
  })
  @ApiParam({ name: 'channel', enum: CONNECTION_CHANNELS })
  @ApiResponse({ status: 204, description: 'The channel uses the sandbox now.' })
  @ApiErrors('CHANNEL_NOT_FOUND')
  async disconnect(
    @CurrentAccount() account: Account,
    @Param('channel') channel: string,
  ): Promise<void> {
    await this.channels.disconnect(account.id, channel);
  }
}
