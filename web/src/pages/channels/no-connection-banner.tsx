import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useChannelConnections } from '../../api/channels';
import { channelName } from '../../components';

/**
 * The banner of a campaign page and the campaign form (docs/channels.md#connections): when the
 * account has no real connection for the campaign's `channel`, it says so: WhatsApp and SMS use
 * the sandbox (messages are recorded and marked sent, nothing leaves the machine); Messenger and
 * Instagram send nothing. Nothing is shown while the channels load, or for a connected channel.
 */
export function NoConnectionBanner({ channel }: { channel: string | null | undefined }) {
  const connections = useChannelConnections();
  if (!channel || !connections.data) return null;
  const connection = connections.data.find((candidate) => candidate.channel === channel);
  const name = channelName(channel);
  let text: string;
  if (!connection) text = `${name} is not connected: nothing can be sent on it.`;
  else if (connection.provider === 'sandbox')
    text = `No real ${name} connection: this account uses the sandbox, so messages are recorded and marked sent but nothing leaves this machine.`;
  else if (connection.status === 'needs_reauth')
    text = `${name} needs reauthorisation: Meta refused the access token, so sends fail.`;
  else return null;
  return (
    <Alert color="yellow" variant="light" title="No real connection" mb="md" role="status">
      {text}{' '}
      <Anchor component={Link} to="/app/channels" c="dark" td="underline">
        Connect {name} under Channels
      </Anchor>
      .
    </Alert>
  );
}
