import { applyDecorators, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../common/http/public-route';
import { ApiPublicErrors } from '../../../../common/http/api-errors.decorator';
import { ApiNoApiKey } from '../../../../common/http/openapi';
import type { MetaChannel } from '../../domain/channel';
import { headerOf } from '../../webhook-urls';
import { MetaWebhooksService } from './meta-webhooks.service';

/** A Messenger notification as Meta documents it (a text message from a person). */
const MESSENGER_EXAMPLE = {
  object: 'page',
  entry: [
    {
      id: '106540352242922',
      time: 1458692752478,
      messaging: [
        {
          sender: { id: '6945374912149045' },
          recipient: { id: '106540352242922' },
          timestamp: 1458692752478,
          message: { mid: 'mid.1457764197618:41d102a3e1ae206a38', text: 'hello, world!' },
        },
      ],
    },
  ],
};

/** OpenAPI of a verification route. */
const ApiVerify = (label: string) =>
  applyDecorators(
    ApiOperation({
      summary: `${label} webhook verification (Meta)`,
      description:
        'Meta calls it when the Callback URL is saved: with `hub.mode=subscribe` and the connection’s verify token, the answer is `hub.challenge` as text; otherwise 403 `WEBHOOK_VERIFICATION_FAILED`.',
    }),
    ApiParam({ name: 'connectionId', format: 'uuid' }),
    ApiQuery({ name: 'hub.mode', example: 'subscribe' }),
    ApiQuery({ name: 'hub.verify_token', example: 'my-verify-token-2026' }),
    ApiQuery({ name: 'hub.challenge', example: '1158201444' }),
    ApiProduces('text/plain'),
    ApiResponse({
      status: 200,
      description: 'The challenge, echoed.',
      content: { 'text/plain': { schema: { type: 'string', example: '1158201444' } } },
    }),
    ApiPublicErrors('WEBHOOK_VERIFICATION_FAILED'),
  );

/** OpenAPI of a notification route. */
const ApiNotification = (label: string, object: string, example: object) =>
  applyDecorators(
    ApiOperation({
      summary: `${label} notifications`,
      description:
        'Verified with `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret); a missing or wrong signature is 401 `INVALID_SIGNATURE` and nothing is recorded. ' +
        `\`object: "${object}"\`; \`entry[].messaging[]\` and \`entry[].standby[]\`: messages (text, attachments, quick replies, replies, echoes, deletions), postbacks, referrals, deliveries, reads and reactions` +
        (object === 'instagram' ? '; `changes[]` comments. ' : '. ') +
        'Entries of another Page or account are ignored. A message is recorded once per `mid`, however often Meta delivers it.',
    }),
    ApiParam({ name: 'connectionId', format: 'uuid' }),
    ApiHeader({ name: 'X-Hub-Signature-256', required: true, description: 'sha256=<hex HMAC>' }),
    ApiBody({ schema: { type: 'object', example } }),
    ApiResponse({
      status: 200,
      description: 'Accepted: how many events the call carried.',
      schema: {
        type: 'object',
        required: ['received'],
        properties: { received: { type: 'integer', example: 1 } },
      },
    }),
    ApiPublicErrors('INVALID_SIGNATURE', 'CHANNEL_NOT_FOUND'),
  );

/** An Instagram notification as Meta documents it (a text message from a person). */
const INSTAGRAM_EXAMPLE = {
  object: 'instagram',
  entry: [
    {
      id: '17841405822304914',
      time: 1569262486134,
      messaging: [
        {
          sender: { id: '1254459154682919' },
          recipient: { id: '17841405822304914' },
          timestamp: 1569262485349,
          message: { mid: 'aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOjE3ODQx', text: 'Is it in stock?' },
        },
      ],
    },
  ],
};

/**
 * Messenger and Instagram webhooks (docs/channels.md#provider-webhooks): no API key; each notification is verified
 * with the connection's app secret (`X-Hub-Signature-256`) and answered quickly; its events go
 * to the outbox.
 */
@ApiTags('Provider webhooks')
@ApiNoApiKey()
@Public()
@Controller('webhooks')
export class MetaWebhooksController {
  constructor(private readonly webhooks: MetaWebhooksService) {}

  @Get('messenger/:connectionId')
  @ApiVerify('Messenger')
  verifyMessenger(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return this.verify('messenger', connectionId, req, res);
  }

  @Get('instagram/:connectionId')
  @ApiVerify('Instagram')
  verifyInstagram(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return this.verify('instagram', connectionId, req, res);
  }

  @Post('messenger/:connectionId')
  @HttpCode(200)
  @ApiNotification('Messenger', 'page', MESSENGER_EXAMPLE)
  receiveMessenger(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
  ): Promise<{ received: number }> {
    return this.receive('messenger', connectionId, req);
  }

  @Post('instagram/:connectionId')
  @HttpCode(200)
  @ApiNotification('Instagram', 'instagram', INSTAGRAM_EXAMPLE)
  receiveInstagram(
    @Param('connectionId') connectionId: string,
    @Req() req: Request,
  ): Promise<{ received: number }> {
    return this.receive('instagram', connectionId, req);
  }

  private async verify(
    channel: MetaChannel,
    connectionId: string,
    req: Request,
    res: Response,
  ): Promise<string> {
    const query = req.query as Record<string, unknown>;
    const challenge = await this.webhooks.verify(
      channel,
      connectionId,
      query['hub.mode'],
      query['hub.verify_token'],
      query['hub.challenge'],
    );
    // set here rather than with @Header, which would label an error envelope text/plain too
    res.type('text/plain');
    return challenge;
  }

  private async receive(
    channel: MetaChannel,
    connectionId: string,
    req: Request,
  ): Promise<{ received: number }> {
    const received = await this.webhooks.receive(
      channel,
      connectionId,
      req.rawBody,
      headerOf(req, 'x-hub-signature-256'),
    );
    return { received };
  }
}
