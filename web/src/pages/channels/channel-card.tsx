import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ConnectableChannel, useDisconnectChannel } from '../../api/channels';
import type { ChannelConnection } from '../../api/types';
import { CopyField, DetailRow, ErrorNote, channelName } from '../../components';

/** Names of the webhook URLs a provider is given, as its console calls them. */
const URL_LABELS: Record<string, string> = {
  callback: 'Callback URL',
  inbound: 'Incoming message webhook URL',
  status: 'Status callback URL',
};

/** Where each provider's webhook URLs are pasted. */
const PASTE_AT: Record<ConnectableChannel, string> = {
  whatsapp:
    'Paste the callback URL and your verify token in your Meta app (WhatsApp → Configuration) and subscribe to messages and message_template_status_update.',
  sms: 'Paste the incoming message webhook URL as your Twilio number’s “A message comes in” webhook; the status callback is sent with each message.',
  messenger:
    'Paste the callback URL and your verify token in your Meta app (Messenger → Webhooks) for your Page.',
  instagram:
    'Paste the callback URL and your verify token in your Meta app (Instagram → Webhooks).',
};

/** A channel's state in words: connected, sandbox, needs reauthorisation, or not connected. */
export function channelState(connection: ChannelConnection | undefined): {
  label: string;
  color: string;
} {
  if (!connection) return { label: 'not connected', color: 'gray' };
  if (connection.provider === 'sandbox')
    return { label: 'sandbox: messages are recorded, nothing is sent', color: 'yellow' };
  if (connection.status === 'needs_reauth') return { label: 'needs reauthorisation', color: 'red' };
  return { label: 'connected', color: 'green' };
}

/**
 * One provider channel's card: its state, what identifies the connection, the webhook URLs to
 * paste at the provider (each with Copy; right after connecting also the verify token typed),
 * and, for owners, `Connect <channel>` and `Disconnect` (after a confirmation).
 */
export function ChannelCard({
  channel,
  connection,
  description,
  canManage,
  verifyToken,
  onConnect,
}: {
  channel: ConnectableChannel;
  connection: ChannelConnection | undefined;
  description: string;
  canManage: boolean;
  /** The verify token just typed in Connect (the service never shows it again). */
  verifyToken: string | null;
  onConnect: () => void;
}) {
  const disconnect = useDisconnectChannel();
  const name = channelName(channel);
  const state = channelState(connection);
  const connected = !!connection && connection.provider !== 'sandbox';
  const confirmDisconnect = () => {
    disconnect.reset();
    modals.openConfirmModal({
      title: `Disconnect ${name}?`,
      children: (
        <Text size="sm">
          {channel === 'whatsapp' || channel === 'sms'
            ? `Its credentials are deleted and ${name} goes back to the sandbox: messages are recorded, nothing is sent.`
            : `Its credentials are deleted and nothing more is sent or received on ${name}; conversations keep their history.`}
        </Text>
      ),
      labels: { confirm: 'Disconnect', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => disconnect.mutate(channel),
    });
  };
  const urls = Object.entries(connection?.webhookUrls ?? {});
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`channel-${channel}`}>
      <Group justify="space-between" align="flex-start" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={`channel-${channel}`}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Badge color={state.color} variant="light" style={{ maxWidth: '100%', height: 'auto' }}>
          <span style={{ whiteSpace: 'normal' }}>{state.label}</span>
        </Badge>
      </Group>
      <Stack gap="sm">
        {connection?.status === 'needs_reauth' && (
          <Alert color="red" variant="light" title="Needs reauthorisation">
            Meta refused the access token (expired or revoked): sends fail until you connect again
            with a new token.
          </Alert>
        )}
        {connected && (
          <Stack gap={4}>
            {connection.phoneNumberId && (
              <DetailRow label="Phone number ID">{connection.phoneNumberId}</DetailRow>
            )}
            {connection.wabaId && (
              <DetailRow label="WhatsApp Business Account ID">{connection.wabaId}</DetailRow>
            )}
            {connection.accountSid && (
              <DetailRow label="Account SID">{connection.accountSid}</DetailRow>
            )}
            {connection.from && <DetailRow label="From number">{connection.from}</DetailRow>}
            {connection.pageId && <DetailRow label="Page ID">{connection.pageId}</DetailRow>}
            {connection.instagramAccountId && (
              <DetailRow label="Instagram account ID">{connection.instagramAccountId}</DetailRow>
            )}
          </Stack>
        )}
        {connected && urls.length > 0 && (
          <>
            <Text size="sm">{PASTE_AT[channel]}</Text>
            {urls.map(([key, url]) => (
              <CopyField key={key} label={`${name} ${URL_LABELS[key] ?? key}`} value={url} />
            ))}
            {verifyToken && <CopyField label={`${name} verify token`} value={verifyToken} />}
          </>
        )}
        <ErrorNote error={disconnect.error} title="Not disconnected" />
        {canManage && (
          <Group gap="sm">
            <Button onClick={onConnect} variant={connected ? 'default' : 'filled'}>
              {`Connect ${name}`}
            </Button>
            {connected && (
              <Button color="red" variant="light" onClick={confirmDisconnect}>
                Disconnect
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
