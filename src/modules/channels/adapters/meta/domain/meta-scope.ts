import type { MetaChannel } from '../../../domain/channel';

/**
 * The identity scope of a Meta user id (docs/channels.md#messenger-and-instagram): PSIDs are per
 * Page, IGSIDs per Instagram account (`messenger:<pageId>`, `instagram:<igId>`). The Page or
 * account, not the connection row, so a reconnected Page finds its people again. Pure.
 */
export const metaScope = (channel: MetaChannel, ownerId: string): string => `${channel}:${ownerId}`;

/** The Page id (Messenger) or Instagram account id a connection's webhooks and sends are about. */
export function metaOwnerId(connection: {
  channel: string;
  pageId: string | null;
  instagramAccountId: string | null;
}): string {
  return (
    connection.channel === 'messenger' ? connection.pageId : connection.instagramAccountId
  ) as string;
}
