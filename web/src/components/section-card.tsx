import { type MantineSpacing, Paper, Title } from '@mantine/core';
import { type ReactNode } from 'react';

/** A bordered card with its heading (`title`), as the sections of a contact or a campaign are. */
export function SectionCard({
  title,
  mb,
  children,
}: {
  title: string;
  mb?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" mb={mb}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
