import { Alert } from '@mantine/core';
import { useLiveStatus } from '../../api/events';

/**
 * "Reconnecting…" while the live event stream is down (docs/inbox-app.md#live-updates): the
 * screen still refreshes itself every 2 s meanwhile.
 */
export function LiveNotice() {
  const status = useLiveStatus();
  if (status !== 'reconnecting') return null;
  return (
    <Alert color="yellow" variant="light" mb="md" role="status" title="Reconnecting…">
      Live updates are interrupted; this screen refreshes itself every few seconds meanwhile.
    </Alert>
  );
}
