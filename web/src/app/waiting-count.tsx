import { Badge, VisuallyHidden } from '@mantine/core';
import { useWaitingCount } from '../api/conversations';

/**
 * The Inbox entry's count: conversations waiting for a person (owner `human`, not snoozed), read
 * as "Inbox 3 waiting" by assistive technology; nothing while there are none.
 */
export function WaitingCount() {
  const waiting = useWaitingCount().data;
  if (!waiting || waiting.count === 0) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={waiting.count < 10 && !waiting.more}>
      {waiting.count}
      {waiting.more ? '+' : ''}
      <VisuallyHidden> waiting</VisuallyHidden>
    </Badge>
  );
}
