import { Center, Group, Loader, Text } from '@mantine/core';

/** "Loading…" with a spinner, while a screen's data is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{label}</Text>
      </Group>
    </Center>
  );
}
