import { Group, Text } from '@mantine/core';
import { type ReactNode } from 'react';

/**
 * A line of a card of details (a contact's, a campaign's settings, the account): the label,
 * dimmed, in a column `labelWidth` px wide (110 on a phone), then the value, which wraps anywhere
 * (a long email) rather than widen the page.
 */
export function DetailRow({
  label,
  labelWidth = 140,
  children,
}: {
  label: string;
  labelWidth?: number;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={{ base: 110, sm: labelWidth }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
