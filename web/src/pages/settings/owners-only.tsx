import { type ReactNode } from 'react';
import { Text } from '@mantine/core';

/** The note shown to an agent where an owner would find an owner-only action. */
export function OwnersOnly({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children} Ask an owner if you need it.
    </Text>
  );
}
