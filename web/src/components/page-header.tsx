import { Group, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/**
 * Names the browser tab after the screen: "`title` · Parley" (just "Parley" without a title),
 * so tabs, history and screen readers tell screens apart. `PageHeader` calls it.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Parley` : 'Parley';
  }, [title]);
}

/** The screen's title (also the tab's, see `usePageTitle`), a short description, and its main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
