import { Badge } from '@mantine/core';

const STATUS_COLORS: Record<string, string> = {
  approved: 'green',
  live: 'green',
  completed: 'green',
  sent: 'green',
  delivered: 'green',
  read: 'teal',
  pending: 'yellow',
  processing: 'yellow',
  queued: 'yellow',
  draft: 'gray',
  paused: 'orange',
  rejected: 'red',
  failed: 'red',
  owner: 'blue',
  agent: 'gray',
};

/** A status (`live`, `approved`, `failed`…) as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      color={STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
