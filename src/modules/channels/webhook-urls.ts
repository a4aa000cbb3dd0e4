import type { Request } from 'express';
import type { ChannelConnection } from './channel-connection.entity';

/** The provider webhook paths of a connection (under the `/v1` prefix). */
export const webhookPaths = {
  whatsapp: (connectionId: string) => `/v1/webhooks/whatsapp/${connectionId}`,
  twilioInbound: (connectionId: string) => `/v1/webhooks/twilio/${connectionId}/inbound`,
  twilioStatus: (connectionId: string) => `/v1/webhooks/twilio/${connectionId}/status`,
  messenger: (connectionId: string) => `/v1/webhooks/messenger/${connectionId}`,
  instagram: (connectionId: string) => `/v1/webhooks/instagram/${connectionId}`,
};

/** A base URL without its trailing slashes. */
export const trimBase = (base: string): string => base.replace(/\/+$/, '');

/**
 * Where the provider reaches this connection's webhooks: `PUBLIC_BASE_URL`, else the base the
 * connection was made through (null if neither).
 */
export function publicBaseOf(
  connection: ChannelConnection,
  config: { PUBLIC_BASE_URL?: string | null },
): string | null {
  const base = config.PUBLIC_BASE_URL ?? connection.publicBaseUrl;
  return base ? trimBase(base) : null;
}

/** A request header's (first) value. */
export function headerOf(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The base URL a client reached this service on: scheme and host (with port) of the request,
 * as Express reads them (`X-Forwarded-Proto`/`X-Forwarded-Host` only from a trusted proxy,
 * `TRUST_PROXY`).
 */
export function requestBaseUrl(req: Request): string {
  return `${req.protocol}://${req.host}`;
}

/**
 * The webhook URLs to configure at the provider: WhatsApp, Messenger and Instagram `{callback}`
 * (Meta's "Callback URL", with the connection's verify token), Twilio `{inbound, status}` (the number's "A message comes
 * in" webhook, and the status callback Parley sends with each message).
 */
export function webhookUrlsOf(connection: ChannelConnection, base: string): Record<string, string> {
  const root = trimBase(base);
  if (connection.provider === 'whatsapp') {
    return { callback: root + webhookPaths.whatsapp(connection.id) };
  }
  if (connection.provider === 'messenger' || connection.provider === 'instagram') {
    return { callback: root + webhookPaths[connection.provider](connection.id) };
  }
  return {
    inbound: root + webhookPaths.twilioInbound(connection.id),
    status: root + webhookPaths.twilioStatus(connection.id),
  };
}
