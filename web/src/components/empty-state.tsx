import { Paper, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/** An empty state that says what to do next: `title`, the advice (`children`), an `action`. */
export function Empty({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <Text fw={600}>{title}</Text>
        <Text c="dimmed" ta="center" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
