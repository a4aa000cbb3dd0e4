import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, Matches, ValidateIf } from 'class-validator';

/** No whitespace or control characters (a pasted credential with a stray space or newline is refused). */
const TOKEN = /^[^\s\p{Cc}]+$/u;

/** Body of `POST /v1/channels/whatsapp` (WhatsApp Cloud API connection). */
export class ConnectWhatsAppDto {
  @ApiProperty({
    example: '106540352242922',
    description: 'The business phone number id (WhatsApp Manager → API Setup), digits.',
  })
  @IsString()
  @Matches(/^\d{1,32}$/, { message: 'must be the digits of a WhatsApp phone number id' })
  phoneNumberId!: string;

  @ApiPropertyOptional({
    example: '102290129340398',
    description:
      "The WhatsApp Business Account id (WhatsApp Manager → API Setup), digits. With it, WhatsApp templates are submitted to Meta for review (`POST /{waba-id}/message_templates`); without it they wait for the operator's `templates:review`.",
  })
  @IsOptional()
  @IsString()
  @Matches(/^\d{1,32}$/, { message: 'must be the digits of a WhatsApp Business Account id' })
  wabaId?: string;

  @ApiProperty({
    example: 'EAAJB0Example0AccessToken',
    description:
      'A system-user access token with whatsapp_business_messaging. Stored encrypted, never returned.',
    writeOnly: true,
    maxLength: 4096,
  })
  @IsString()
  @Length(1, 4096)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  accessToken!: string;

  @ApiProperty({
    example: '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a',
    description:
      "The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  appSecret!: string;

  @ApiProperty({
    example: 'my-verify-token-2026',
    description:
      "The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  verifyToken!: string;
}

/** Body of `POST /v1/channels/sms` (Twilio connection). */
export class ConnectSmsDto {
  @ApiProperty({
    example: 'AC0123456789abcdef0123456789abcdef',
    description: 'Twilio Account SID.',
  })
  @IsString()
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'must be a Twilio Account SID (AC + 32 hex digits)' })
  accountSid!: string;

  @ApiProperty({
    example: '0123456789abcdef0123456789abcdef',
    description:
      'Twilio Auth Token: authenticates sends and verifies X-Twilio-Signature. Stored encrypted, never returned.',
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  authToken!: string;

  @ApiProperty({
    example: '+14155550100',
    description: 'The sender: a Twilio number in E.164, or a Messaging Service SID (MG…).',
  })
  @IsString()
  @Matches(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, {
    message:
      'must be an E.164 phone number (+14155550100) or a Messaging Service SID (MG + 32 hex digits)',
  })
  from!: string;
}

/** Body of `POST /v1/channels/messenger` (a Facebook Page, Meta's Messenger Platform). */
export class ConnectMessengerDto {
  @ApiProperty({
    example: '106540352242922',
    description: 'The Facebook Page id (digits).',
  })
  @IsString()
  @Matches(/^\d{1,32}$/, { message: 'must be the digits of a Facebook Page id' })
  pageId!: string;

  @ApiProperty({
    example: 'EAAJB0ExamplePageAccessToken',
    description: 'A Page access token with pages_messaging. Stored encrypted, never returned.',
    writeOnly: true,
    maxLength: 4096,
  })
  @IsString()
  @Length(1, 4096)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  pageAccessToken!: string;

  @ApiProperty({
    example: '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a',
    description:
      "The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  appSecret!: string;

  @ApiProperty({
    example: 'my-verify-token-2026',
    description:
      "The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  verifyToken!: string;
}

/** Body of `POST /v1/channels/instagram` (an Instagram professional account). */
export class ConnectInstagramDto {
  @ApiProperty({
    example: '17841405822304914',
    description: 'The Instagram professional account id (IG_ID, digits).',
  })
  @IsString()
  @Matches(/^\d{1,32}$/, { message: 'must be the digits of an Instagram account id' })
  instagramAccountId!: string;

  @ApiProperty({
    example: 'IGAAExampleInstagramUserAccessToken',
    description:
      'Instagram login: an Instagram user access token with instagram_business_manage_messages. Facebook login: the Page access token of the Page linked to the account. Stored encrypted, never returned.',
    writeOnly: true,
    maxLength: 4096,
  })
  @IsString()
  @Length(1, 4096)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  accessToken!: string;

  @ApiProperty({
    example: '3c5e1f0a9b8d7c6e5f4a3b2c1d0e9f8a',
    description:
      "The Meta app's secret: verifies X-Hub-Signature-256 on webhooks. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  appSecret!: string;

  @ApiProperty({
    example: 'my-verify-token-2026',
    description:
      "The token you enter as the webhook's Verify Token in the Meta app. Stored encrypted, never returned.",
    writeOnly: true,
    maxLength: 256,
  })
  @IsString()
  @Length(1, 256)
  @Matches(TOKEN, { message: 'must not contain whitespace or control characters' })
  verifyToken!: string;

  @ApiProperty({
    enum: ['instagram', 'facebook'],
    description:
      '`instagram`: Instagram login (sends through graph.instagram.com as the account). `facebook`: Facebook login (sends through graph.facebook.com as the linked Page; `pageId` required).',
  })
  @IsIn(['instagram', 'facebook'])
  login!: 'instagram' | 'facebook';

  @ApiPropertyOptional({
    example: '106540352242922',
    description: 'The linked Facebook Page id: required with `login: "facebook"`.',
  })
  @ValidateIf((body: ConnectInstagramDto) => body.login === 'facebook' || body.pageId !== undefined)
  @IsString()
  @Matches(/^\d{1,32}$/, { message: 'must be the digits of a Facebook Page id' })
  pageId?: string;

  @ApiPropertyOptional({
    example: 'acme.shop',
    description: 'The Instagram username, without @ (used for `ig.me` links).',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._]{1,30}$/, {
    message: 'must be an Instagram username (1-30 letters, digits, . or _)',
  })
  username?: string;
}
