import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONNECTION_CHANNELS, type ConnectionChannel, type ProviderName } from '../domain/channel';
import type { ChannelConnectionView } from '../channels.service';

/** A channel of the account: its provider connection, or the sandbox. Secrets are never shown. */
export class ChannelConnectionDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    example: '3f2a9c1e-7b4d-4e8a-9c2f-1d0e5b6a7c8d',
    description: 'The connection id (it names the webhook URLs); null for the sandbox.',
  })
  id!: string | null;

  @ApiProperty({ enum: CONNECTION_CHANNELS, example: 'whatsapp' })
  channel!: ConnectionChannel;

  @ApiProperty({
    enum: ['sandbox', 'whatsapp', 'twilio', 'messenger', 'instagram'],
    example: 'whatsapp',
    description: '`sandbox`: messages are recorded and marked sent, nothing leaves the machine.',
  })
  provider!: ProviderName;

  @ApiPropertyOptional({ example: '106540352242922', description: 'WhatsApp only.' })
  phoneNumberId?: string;

  @ApiPropertyOptional({
    example: '102290129340398',
    description:
      'WhatsApp only, when given: the WhatsApp Business Account its templates are submitted to for review.',
  })
  wabaId?: string;

  @ApiPropertyOptional({
    example: 'AC0123456789abcdef0123456789abcdef',
    description: 'Twilio only.',
  })
  accountSid?: string;

  @ApiPropertyOptional({
    example: '+14155550100',
    description: 'Twilio only: number or Messaging Service SID.',
  })
  from?: string;

  @ApiPropertyOptional({
    example: '106540352242922',
    description: 'Messenger, and Instagram with Facebook login: the Facebook Page id.',
  })
  pageId?: string;

  @ApiPropertyOptional({
    example: '17841405822304914',
    description: 'Instagram only: the Instagram professional account id.',
  })
  instagramAccountId?: string;

  @ApiPropertyOptional({
    enum: ['instagram', 'facebook'],
    description:
      'Instagram only: connected with Instagram login or Facebook login (through its Page).',
  })
  login?: 'instagram' | 'facebook';

  @ApiPropertyOptional({ example: 'acme.shop', description: 'Instagram only, when given.' })
  username?: string;

  @ApiPropertyOptional({
    enum: ['active', 'needs_reauth'],
    description:
      'Messenger and Instagram: `needs_reauth` once Meta refused the token (code 190, expired or revoked); sends fail `CHANNEL_AUTH_FAILED` until the channel is connected again.',
  })
  status?: 'active' | 'needs_reauth';

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', format: 'uri' },
    example: {
      callback:
        'https://parley.example.com/v1/webhooks/whatsapp/3f2a9c1e-7b4d-4e8a-9c2f-1d0e5b6a7c8d',
    },
    description:
      "URLs to configure at the provider. WhatsApp: `callback` (the Meta app's webhook Callback URL, with your verify token; subscribe to `messages` and `message_template_status_update`). " +
      "Messenger and Instagram: `callback` (the Meta app's Callback URL for the Page / Instagram product, with your verify token). " +
      'Twilio: `inbound` (the number\'s "A message comes in" webhook) and `status` (sent as StatusCallback with each message). Empty for the sandbox.',
  })
  webhookUrls!: Record<string, string>;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-02T08:08:57.350Z',
  })
  createdAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-02T08:08:57.350Z',
    description: 'When the connection was last replaced.',
  })
  updatedAt!: string | null;

  static from(view: ChannelConnectionView): ChannelConnectionDto {
    return {
      id: view.id,
      channel: view.channel,
      provider: view.provider,
      ...(view.phoneNumberId !== undefined ? { phoneNumberId: view.phoneNumberId } : {}),
      ...(view.wabaId !== undefined ? { wabaId: view.wabaId } : {}),
      ...(view.accountSid !== undefined ? { accountSid: view.accountSid } : {}),
      ...(view.from !== undefined ? { from: view.from } : {}),
      ...(view.pageId !== undefined ? { pageId: view.pageId } : {}),
      ...(view.instagramAccountId !== undefined
        ? { instagramAccountId: view.instagramAccountId }
        : {}),
      ...(view.login !== undefined ? { login: view.login } : {}),
      ...(view.username !== undefined ? { username: view.username } : {}),
      ...(view.status !== undefined ? { status: view.status } : {}),
      webhookUrls: view.webhookUrls,
      createdAt: view.createdAt?.toISOString() ?? null,
      updatedAt: view.updatedAt?.toISOString() ?? null,
    };
  }
}

/**
 * `GET /v1/channels`: one entry per phone channel (`whatsapp`, `sms`), then the connected
 * Messenger and Instagram channels; never more than one page.
 */
export class ChannelConnectionListDto {
  @ApiProperty({ type: [ChannelConnectionDto] })
  data!: ChannelConnectionDto[];

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Always null.' })
  nextCursor!: null;
}
