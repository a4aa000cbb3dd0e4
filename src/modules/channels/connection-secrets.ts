import type { SecretBox } from '../../common/crypto/secret-box';
import type { ChannelConnection } from './channel-connection.entity';
import type { ChannelName } from './channel-sender';

/** The credentials of a WhatsApp Cloud API connection. */
export interface WhatsAppSecrets {
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/** The credential of a Twilio connection. */
export interface TwilioSecrets {
  authToken: string;
}

/** The sealing context of a connection's secrets: they open only for that account and channel. */
const context = (accountId: string, channel: ChannelName) =>
  `channel-connection:${accountId}:${channel}`;

/** Seals a connection's credentials as one JSON document (`SecretBox`, AES-256-GCM). */
export function sealConnectionSecrets(
  box: SecretBox,
  accountId: string,
  channel: ChannelName,
  secrets: WhatsAppSecrets | TwilioSecrets,
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
