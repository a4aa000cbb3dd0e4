import {
  Badge,
  Button,
  Group,
  Paper,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCampaignsPage } from '../../api/campaigns';
import { type InboxFilter, type InboxTab, useInbox } from '../../api/conversations';
import { useCursor } from '../../api/paging';
import { useMe } from '../../api/session';
import type { Conversation } from '../../api/types';
import { Empty, ErrorNote, Loading, PageHeader, Pager, formatDate } from '../../components';
import { LiveNotice } from './live-notice';
import { useTeam } from './team';
import { contactLabel, inboxChannelName } from './words';

/** The tabs, in order, with their names as people (and the browser tests) read them. */
const TABS: { value: InboxTab; label: string; empty: string }[] = [
  {
    value: 'waiting',
    label: 'Waiting for a person',
    empty: 'Nobody is waiting. Conversations the bot hands over, or that you take over, wait here.',
  },
  { value: 'mine', label: 'Mine', empty: 'No conversation is assigned to you.' },
  { value: 'bot', label: 'Bot', empty: 'The bot is not answering any conversation.' },
  { value: 'closed', label: 'Closed', empty: 'No closed conversation.' },
  {
    value: 'all',
    label: 'All',
    empty: 'No conversation yet. They start when a contact writes or a campaign sends.',
  },
];

const CHANNEL_OPTIONS = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'sms', label: 'SMS' },
  { value: 'messenger', label: 'Messenger' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'custom', label: 'Custom channel' },
];

/**
 * The Inbox (docs/inbox-app.md#the-inbox-screen): tabs `Waiting for a person`, `Mine`, `Bot`,
 * `Closed`, `All`; filters by channel, campaign and assignee; `Search conversations`; one row per
 * conversation linking to it. The tab and filters live in the address (`?tab=&channel=…`).
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.value === params.get('tab'))?.value ?? 'waiting') as InboxTab;
  const filter: InboxFilter = {
    tab,
    channel: params.get('channel') ?? undefined,
    campaignId: params.get('campaign') ?? undefined,
    assignee: params.get('assignee') ?? undefined,
    q: params.get('q') ?? undefined,
  };
  const cursor = useCursor();
  const inbox = useInbox(filter, cursor.cursor);
  const [search, setSearch] = useState(filter.q ?? '');
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    cursor.reset();
    setParams(next, { replace: true });
  };
  const rows = inbox.data?.data;
  const current = TABS.find((t) => t.value === tab)!;

  return (
    <>
      <PageHeader title="Inbox" description="The conversations your team answers." />
      <LiveNotice />
      <Tabs value={tab} onChange={(value) => set('tab', value === 'waiting' ? null : value)}>
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <InboxFilters filter={filter} set={set} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          set('q', search.trim() || null);
        }}
      >
        <Group mb="md" align="flex-end" gap="sm">
          <TextInput
            label="Search conversations"
            placeholder="Name, phone, email or message text"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
          {filter.q && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('');
                set('q', null);
              }}
            >
              Clear
            </Button>
          )}
        </Group>
      </form>
      {inbox.isPending && <Loading label="Loading the conversations…" />}
      <ErrorNote error={inbox.error} title="The conversations could not be loaded" />
      {rows?.length === 0 && (
        <Empty title={filter.q ? 'No conversation matches' : 'Nothing here'}>
          {filter.q ? 'Try another name, phone number, email or words.' : current.empty}
        </Empty>
      )}
      {rows && rows.length > 0 && (
        <Paper withBorder style={{ overflow: 'hidden' }}>
          <nav aria-label="Conversations">
            <Stack gap={0}>
              {rows.map((row) => (
                <InboxRow key={row.id} row={row} />
              ))}
            </Stack>
          </nav>
        </Paper>
      )}
      <Pager cursor={cursor} nextCursor={inbox.data?.nextCursor} />
    </>
  );
}

/** Channel, campaign and assignee filters (owners see the team; agents `Me` and `Nobody`). */
function InboxFilters({
  filter,
  set,
}: {
  filter: InboxFilter;
  set: (key: string, value: string | null) => void;
}) {
  const campaigns = useCampaignsPage().query.data?.data ?? [];
  const team = useTeam();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
      <NativeSelect
        label="Channel"
        data={[{ value: '', label: 'Any channel' }, ...CHANNEL_OPTIONS]}
        value={filter.channel ?? ''}
        onChange={(event) => set('channel', event.currentTarget.value || null)}
      />
      <NativeSelect
        label="Campaign"
        data={[
          { value: '', label: 'Any campaign' },
          ...campaigns.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={filter.campaignId ?? ''}
        onChange={(event) => set('campaign', event.currentTarget.value || null)}
      />
      <NativeSelect
        label="Assignee"
        data={[
          { value: '', label: 'Anyone' },
          { value: 'me', label: 'Me' },
          { value: 'none', label: 'Nobody' },
          ...team.others.map((u) => ({ value: u.id, label: u.name || u.email })),
        ]}
        value={filter.assignee ?? ''}
        onChange={(event) => set('assignee', event.currentTarget.value || null)}
      />
    </SimpleGrid>
  );
}

/** One conversation: contact, channel, last message, time, unread count and assignee; a link to it. */
function InboxRow({ row }: { row: Conversation }) {
  const me = useMe().data;
  const assignee = row.assigneeId
    ? row.assigneeId === me?.user.id
      ? 'You'
      : (row.assigneeName ?? 'A teammate')
    : null;
  const last = row.lastMessage;
  return (
    <UnstyledButton
      component={Link}
      to={`/app/inbox/${row.id}`}
      px="md"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', display: 'block' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={row.unreadCount ? 700 : 500} truncate>
            {contactLabel(row)}
          </Text>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {inboxChannelName(row.channel)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDate(row.lastMessageAt ?? row.createdAt)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
        <Text size="sm" c="dimmed" truncate style={{ minWidth: 0 }}>
          {last ? last.body : 'No message yet'}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {assignee && (
            <Text size="xs" c="dimmed">
              {assignee}
            </Text>
          )}
          {row.unreadCount > 0 && (
            <Badge color="red" variant="filled">
              {row.unreadCount}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
