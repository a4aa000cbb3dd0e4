import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Component, type ReactNode, useState } from 'react';
import { errorMessage } from './api';

/** The API's error `message`, next to the form or action that caused it. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

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

/** An empty state that says what to do next. */
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

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="nowrap">
      <div>
        <Title order={2}>{title}</Title>
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

/**
 * Cursor pagination over the API's `nextCursor`: a stack of the cursors of the pages seen, so
 * `Previous` goes back without the API needing a backwards cursor.
 */
export function useCursor() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: stack[stack.length - 1],
    page: stack.length,
    next: (cursor: string) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}

export function Pager({
  cursor,
  nextCursor,
}: {
  cursor: ReturnType<typeof useCursor>;
  nextCursor: string | null | undefined;
}) {
  if (cursor.page === 1 && !nextCursor) return null;
  return (
    <Group justify="flex-end" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        Page {cursor.page}
      </Text>
      <Button variant="default" size="xs" disabled={cursor.page === 1} onClick={cursor.previous}>
        Previous
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!nextCursor}
        onClick={() => nextCursor && cursor.next(nextCursor)}
      >
        Next
      </Button>
    </Group>
  );
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function fullName(contact: { firstName: string | null; lastName: string | null }): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'No name';
}

/** Shows an unexpected rendering error as a message with a way back, never a blank screen. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Stack maw={520} mx="auto" mt="xl">
        <ErrorNote error={this.state.error} />
        <Button variant="default" onClick={() => window.location.assign('/app/contacts')}>
          Back to Contacts
        </Button>
      </Stack>
    );
  }
}
