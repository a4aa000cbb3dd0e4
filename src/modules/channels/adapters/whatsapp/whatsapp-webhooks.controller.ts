import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../common/http/public-route';
import { ApiPublicErrors } from '../../../../common/http/api-errors.decorator';
import { ApiNoApiKey } from '../../../../common/http/openapi';
import { headerOf } from '../../webhook-urls';
import { WhatsAppWebhooksService } from './whatsapp-webhooks.service';

/**
 * WhatsApp's webhooks (docs/channels.md#whatsapp-cloud-api): no API key; each call is verified with the
 * connection's app secret (`X-Hub-Signature-256`) and answered quickly; what it reports goes to
 * the outbox.
 */
@ApiTags('Provider webhooks')
@ApiNoApiKey()
@Public()
@Controller('webhooks')
export class WhatsAppWebhooksController {
  constructor(private readonly webhooks: WhatsAppWebhooksService) {}

  @Get('whatsapp/:connectionId')
  @ApiOperation({
    operationId: 'providerWebhooksVerifyWhatsApp',
    summary: 'WhatsApp webhook verification (Meta)',
    description:
      'Meta calls it when the Callback URL is saved: with `hub.mode=subscribe` and the connection’s verify token, the answer is `hub.challenge` as text; otherwise 403.',
  })
  @ApiParam({ name: 'connectionId', format: 'uuid' })
  @ApiQuery({ name: 'hub.mode', example: 'subscribe' })
  @ApiQuery({ name: 'hub.verify_token', example: 'my-verify-token-2026' })
  @ApiQuery({ name: 'hub.challenge', example: '1158201444' })
  @ApiResponse({
    status: 200,
    description: 'The challenge, echoed.',
    content: { 'text/plain': { schema: { type: 'string', example: '1158201444' } } },
  })
  @ApiPublicErrors('WEBHOOK_VERIFICATION_FAILED')
  async verifyWhatsApp(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const query = req.query as Record<string, unknown>;
    const challenge = await this.webhooks.verifySubscription(
      connectionId,
      query['hub.mode'],
      query['hub.verify_token'],
      query['hub.challenge'],
    );
    // set here rather than with @Header, which would label an error envelope text/plain too
    res.type('text/plain');
    return challenge;
  }

  @Post('whatsapp/:connectionId')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'providerWebhooksReceiveWhatsApp',
    summary: 'WhatsApp notifications (messages, statuses, template reviews)',
    description:
      'Verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret); a missing or wrong signature is 401 `INVALID_SIGNATURE` and nothing is recorded. ' +
      'Inbound messages, delivery statuses and template status updates are recorded as events.',
  })
  @ApiParam({ name: 'connectionId', format: 'uuid' })
  @ApiHeader({ name: 'X-Hub-Signature-256', required: true, description: 'sha256=<hex HMAC>' })
  @ApiBody({
    schema: {
      type: 'object',
      example: {
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: {
                    display_phone_number: '15550783881',
                    phone_number_id: '106540352242922',
                  },
                  contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
                  messages: [
                    {
                      from: '16505551234',
                      id: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
                      timestamp: '1749416383',
                      type: 'text',
                      text: { body: 'Does it come in another color?' },
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
    },
  })
  @ApiResponse({
    status: 200,
    description: 'Recorded: how many events the call produced.',
    schema: {
      type: 'object',
      required: ['received'],
      properties: { received: { type: 'integer', example: 1 } },
    },
  })
  @ApiPublicErrors('INVALID_SIGNATURE', 'CHANNEL_NOT_FOUND')
  async receiveWhatsApp(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
  ): Promise<{ received: number }> {
    const received = await this.webhooks.receive(
      connectionId,
      req.rawBody,
      headerOf(req, 'x-hub-signature-256'),
    );
    return { received };
  }
}
