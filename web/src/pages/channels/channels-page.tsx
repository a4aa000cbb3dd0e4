import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { type ConnectableChannel, useChannelConnections } from '../../api/channels';
import { useIsOwner } from '../../api/session';
import type { ChannelConnection } from '../../api/types';
import { ErrorNote, Loading, PageHeader } from '../../components';
import { OwnersOnly } from '../settings/owners-only';
import { ChannelCard } from './channel-card';
import { ConnectModal } from './connect-modal';
import { CustomChannelsCard } from './custom-channels';

const DESCRIPTIONS: Record<ConnectableChannel, string> = {
  whatsapp: 'WhatsApp Cloud API: campaigns, the bot and your team message leads on WhatsApp.',
  sms: 'SMS through your Twilio account.',
  messenger: 'A Facebook Page: conversations start from ref links and ads.',
  instagram: 'An Instagram professional account: conversations start from links, ads and comments.',
};

const CHANNELS: ConnectableChannel[] = ['whatsapp', 'sms', 'messenger', 'instagram'];

/**
 * Channels (docs/channels.md#connections): one card per channel (WhatsApp, SMS, Messenger,
 * Instagram) with its state, webhook URLs and, for owners, Connect / Disconnect; then custom
 * channels with their secrets and deliveries. Agents see it all read-only.
 */
export function ChannelsPage() {
  const canManage = useIsOwner();
  const connections = useChannelConnections();
  const [connecting, setConnecting] = useState<ConnectableChannel | null>(null);
  const [verifyTokens, setVerifyTokens] = useState<Partial<Record<ConnectableChannel, string>>>({});
  const byChannel = (channel: ConnectableChannel): ChannelConnection | undefined =>
    connections.data?.find((connection) => connection.channel === channel);
  return (
    <>
      <PageHeader
        title="Channels"
        description="Connect the providers your messages leave through. Without a WhatsApp or SMS connection, the sandbox records messages and sends nothing."
      />
      {!canManage && (
        <Stack mb="md">
          <OwnersOnly>Only owners connect and disconnect channels.</OwnersOnly>
        </Stack>
      )}
      {connections.isLoading && <Loading />}
      <ErrorNote error={connections.error} title="Channels not loaded" />
      {connections.data && (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {CHANNELS.map((channel) => (
              <ChannelCard
                key={channel}
                channel={channel}
                connection={byChannel(channel)}
                description={DESCRIPTIONS[channel]}
                canManage={canManage}
                verifyToken={verifyTokens[channel] ?? null}
                onConnect={() => setConnecting(channel)}
              />
            ))}
          </SimpleGrid>
          <CustomChannelsCard canManage={canManage} />
        </Stack>
      )}
      {connecting && (
        <ConnectModal
          channel={connecting}
          onClose={() => setConnecting(null)}
          onConnected={(connection, verifyToken) =>
            setVerifyTokens((tokens) => ({
              ...tokens,
              [connection.channel]: verifyToken ?? undefined,
            }))
          }
        />
      )}
    </>
  );
}
