import { Paper, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** A labelled number in a tile: `role="group"` named by its label, so tests and screen readers find it. */
export function StatTile({
  label,
  value,
  stat,
  dimmed = false,
}: {
  label: string;
  value: ReactNode;
  stat?: string;
  dimmed?: boolean;
}) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label} opacity={dimmed ? 0.55 : 1}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-stat={stat}>
        {value}
      </Text>
    </Paper>
  );
}
