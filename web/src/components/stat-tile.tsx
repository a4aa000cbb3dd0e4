import { Paper, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/**
 * A labelled number in a tile: `role="group"` named by its label, so tests and screen readers find
 * it. `dimmed`: the number may be out of date (a refresh failed); the tile turns grey with a
 * dashed border, its text keeping full contrast.
 */
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
    <Paper
      withBorder
      p="md"
      role="group"
      aria-label={label}
      bg={dimmed ? 'gray.1' : undefined}
      style={dimmed ? { borderStyle: 'dashed' } : undefined}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-stat={stat}>
        {value}
      </Text>
    </Paper>
  );
}
