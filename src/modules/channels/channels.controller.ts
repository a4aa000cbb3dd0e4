import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAccount } from '../../common/auth/auth.decorators';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { Account } from '../accounts/account.entity';
import { ChannelsService } from './channels.service';
import { ChannelConnectionDto, ChannelConnectionListDto } from './dto/channel-connection.dto';
import { ConnectSmsDto, ConnectWhatsAppDto } from './dto/connect-channel.dto';
import { requestBaseUrl } from './webhook-urls';

/** The account's channel connections (product.md section 8 "Channel connections"). */
@ApiTags('Channels')
@Controller('channels')
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

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

  @Get()
  @ApiOperation({
    summary: "The account's channels",
    description:
      'One entry per channel (`whatsapp`, `sms`): its connection, or `provider: "sandbox"` when it has none.',
  })
  @ApiResponse({ status: 200, type: ChannelConnectionListDto })
  @ApiErrors()
  async list(@CurrentAccount() account: Account): Promise<ChannelConnectionListDto> {
    const channels = await this.channels.list(account.id);
    return { data: channels.map(ChannelConnectionDto.from), nextCursor: null };
  }

  @Delete(':channel')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Disconnect a channel (back to the sandbox)',
    description:
      'Deletes the connection and its stored credentials; 204 also when the channel was already on the sandbox.',
  })
  @ApiParam({ name: 'channel', enum: ['whatsapp', 'sms'] })
  @ApiResponse({ status: 204, description: 'The channel uses the sandbox now.' })
  @ApiErrors('CHANNEL_NOT_FOUND')
  async disconnect(
    @CurrentAccount() account: Account,
    @Param('channel') channel: string,
  ): Promise<void> {
    await this.channels.disconnect(account.id, channel);
  }
}
