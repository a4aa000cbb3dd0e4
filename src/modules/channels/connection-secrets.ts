import type { SecretBox } from '../../common/crypto/secret-box';
import type { ChannelConnection } from './channel-connection.entity';
import type { ConnectionChannel, MetaChannel } from './domain/channel';

/** The credentials of a WhatsApp Cloud API connection. */
export interface WhatsAppSecrets {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/**
 * The credentials of a Messenger or Instagram connection: the Page access token (Messenger,
 * Instagram with Facebook login) or the Instagram user access token (Instagram login), the Meta
 * app's secret (webhook signatures) and the webhook verify token.
 */
export interface MetaSecrets {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** The credential of a Twilio connection. */
export interface TwilioSecrets {
  authToken: string;
}

/** The sealing context of a connection's secrets: they open only for that account and channel. */
const context = (accountId: string, channel: ConnectionChannel) =>
  `channel-connection:${accountId}:${channel}`;

/** Seals a connection's credentials as one JSON document (`SecretBox`, AES-256-GCM). */
export function sealConnectionSecrets(
  box: SecretBox,
  accountId: string,
  channel: ConnectionChannel,
  secrets: WhatsAppSecrets | TwilioSecrets | MetaSecrets,
): string {
  return box.seal(JSON.stringify(secrets), context(accountId, channel));
}

/** Opens a WhatsApp connection's credentials. @throws SecretBoxError (wrong key, altered row). */
export function openWhatsAppSecrets(
  box: SecretBox,
  connection: ChannelConnection,
): WhatsAppSecrets {
  return JSON.parse(box.open(connection.secrets, context(connection.accountId, 'whatsapp')));
}

/** Opens a Twilio connection's credential. @throws SecretBoxError (wrong key, altered row). */
export function openTwilioSecrets(box: SecretBox, connection: ChannelConnection): TwilioSecrets {
  return JSON.parse(box.open(connection.secrets, context(connection.accountId, 'sms')));
}

/** Opens a Messenger or Instagram connection's credentials. @throws SecretBoxError. */
export function openMetaSecrets(box: SecretBox, connection: ChannelConnection): MetaSecrets {
  return JSON.parse(
    box.open(connection.secrets, context(connection.accountId, connection.channel as MetaChannel)),
  );
}
