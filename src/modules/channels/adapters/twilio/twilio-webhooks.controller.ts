import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../common/http/public-route';
import { ApiPublicErrors } from '../../../../common/http/api-errors.decorator';
import { ApiNoApiKey } from '../../../../common/http/openapi';
import { headerOf, requestBaseUrl } from '../../webhook-urls';
import { TwilioWebhooksService } from './twilio-webhooks.service';

/** TwiML that answers an inbound message with nothing (no auto-reply from Twilio). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * Twilio's webhooks (docs/channels.md#twilio-sms): no API key; each call is verified with the
 * connection's auth token (`X-Twilio-Signature`) and answered quickly; what it reports goes to
 * the outbox.
 */
@ApiTags('Provider webhooks')
@ApiNoApiKey()
@Public()
@Controller('webhooks')
export class TwilioWebhooksController {
  constructor(private readonly webhooks: TwilioWebhooksService) {}

  @Post('twilio/:connectionId/inbound')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'providerWebhooksReceiveTwilioInbound',
    summary: 'Twilio incoming message',
    description:
      'Verified with `X-Twilio-Signature` (HMAC-SHA1 of the full URL and the sorted parameters with the auth token); a bad signature is 401 `INVALID_SIGNATURE`. Answers empty TwiML.',
  })
  @ApiParam({ name: 'connectionId', format: 'uuid' })
  @ApiHeader({ name: 'X-Twilio-Signature', required: true })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
        From: { type: 'string', example: '+14155552671' },
        To: { type: 'string', example: '+14155550100' },
        Body: { type: 'string', example: 'Yes, tell me more' },
      },
    },
  })
  @ApiResponse({
    status: 200,
    description: 'Empty TwiML: no reply from Twilio itself.',
    content: { 'text/xml': { schema: { type: 'string', example: EMPTY_TWIML } } },
  })
  @ApiPublicErrors('INVALID_SIGNATURE', 'CHANNEL_NOT_FOUND')
  async receiveTwilioInbound(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    await this.webhooks.receive(
      connectionId,
      'inbound',
      req.body,
      headerOf(req, 'x-twilio-signature'),
      { base: requestBaseUrl(req), originalUrl: req.originalUrl },
    );
    res.type('text/xml');
    return EMPTY_TWIML;
  }

  @Post('twilio/:connectionId/status')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'providerWebhooksReceiveTwilioStatus',
    summary: 'Twilio message status callback',
    description:
      'Verified like the inbound webhook. `sent`, `delivered`, `read`, `undelivered` and `failed` (with `ErrorCode`) are recorded; `queued` and other interim statuses are ignored.',
  })
  @ApiParam({ name: 'connectionId', format: 'uuid' })
  @ApiHeader({ name: 'X-Twilio-Signature', required: true })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
        MessageStatus: { type: 'string', example: 'delivered' },
        ErrorCode: { type: 'string', example: '30003' },
      },
    },
  })
  @ApiResponse({ status: 204, description: 'Recorded (or ignored).' })
  @ApiPublicErrors('INVALID_SIGNATURE', 'CHANNEL_NOT_FOUND')
  async receiveTwilioStatus(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
  ): Promise<void> {
    await this.webhooks.receive(
      connectionId,
      'status',
      req.body,
      headerOf(req, 'x-twilio-signature'),
      { base: requestBaseUrl(req), originalUrl: req.originalUrl },
    );
  }
}
