import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useContact, useSetOptOut } from '../../api/contacts';
import { useContactMessages } from '../../api/messages';
import type { Message } from '../../api/types';
import { ContactConsent } from './contact-consent';
import { ContactConversations } from './contact-conversations';
import { ContactEditModal } from './contact-edit';
import { ContactEraseModal } from './contact-erase';
import { ContactLists } from './contact-lists';
import {
  DataTable,
  DetailRow,
  ErrorNote,
  Loading,
  PageHeader,
  SectionCard,
  StatusBadge,
  formatDate,
  fullName,
  type Column,
  PagedRows,
} from '../../components';

const MESSAGE_COLUMNS: Column<Message>[] = [
  { label: 'When', nowrap: true, cell: (message) => formatDate(message.createdAt) },
  {
    label: 'Direction',
    cell: (message) => (message.direction === 'inbound' ? 'Received' : 'Sent'),
  },
  { label: 'Channel', td: { tt: 'uppercase' }, cell: (message) => message.channel },
  { label: 'Message', cell: (message) => message.body },
  { label: 'Status', cell: (message) => <StatusBadge status={message.status} /> },
];

/**
 * A contact: fields, custom fields, the consent record, opt-out state with `Opt out` / `Opt back in`, `Edit`,
 * `Delete contact`, its conversations (links into the Inbox), its lists with `Add to list` and
 * `Remove from list`, and its messages (docs/inbox-app.md#the-contact-page).
 */
export function ContactPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const messages = useContactMessages(id);
  const optOut = useSetOptOut(id);
  const [editing, setEditing] = useState(false);
  const [erasing, setErasing] = useState(false);
  if (contact.isPending) return <Loading />;
  if (contact.error) return <ErrorNote error={contact.error} />;
  const c = contact.data;
  const custom = Object.entries(c.customFields ?? {});
  return (
    <>
      <PageHeader title={fullName(c)} description={`Added ${formatDate(c.createdAt)}`} />
      <Group gap="sm" mt={-8} mb="lg">
        {c.optedOutAt ? (
          <Badge color="red" size="lg" variant="light">
            Opted out {formatDate(c.optedOutAt)}
          </Badge>
        ) : (
          <Badge color="green" size="lg" variant="light">
            Subscribed
          </Badge>
        )}
        <Button variant="default" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="default"
          loading={optOut.isPending}
          onClick={() => optOut.mutate(!c.optedOut)}
        >
          {c.optedOut ? 'Opt back in' : 'Opt out'}
        </Button>
        <Button variant="default" color="red" onClick={() => setErasing(true)}>
          Delete contact
        </Button>
      </Group>
      <ErrorNote error={optOut.error} title="Not changed" />
      <ContactEditModal contact={c} opened={editing} onClose={() => setEditing(false)} />
      <ContactEraseModal contact={c} opened={erasing} onClose={() => setErasing(false)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        <SectionCard title="Details">
          <Stack gap={6}>
            <DetailRow label="Phone">{c.phone ?? '—'}</DetailRow>
            <DetailRow label="Email">{c.email ?? '—'}</DetailRow>
            <DetailRow label="Opt-out">
              {c.optedOutAt
                ? `Opted out on ${formatDate(c.optedOutAt)}`
                : 'Receives campaign messages'}
            </DetailRow>
          </Stack>
        </SectionCard>
        <SectionCard title="Custom fields">
          {custom.length === 0 ? (
            <Text size="sm" c="dimmed">
              No custom fields. Funnels can send them as customFields when they create the contact.
            </Text>
          ) : (
            <Table>
              <Table.Tbody>
                {custom.map(([key, value]) => (
                  <Table.Tr key={key}>
                    <Table.Td c="dimmed">{key}</Table.Td>
                    <Table.Td>{String(value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </SectionCard>
        <ContactConsent consent={c.consent} />
      </SimpleGrid>
      <ContactConversations contactId={c.id} />
      <ContactLists contactId={c.id} />
      <SectionCard title="Messages">
        <PagedRows
          page={messages}
          framed={false}
          empty={
            <Text size="sm" c="dimmed">
              No messages yet. Add the contact to a list with a live campaign to send the opening
              message.
            </Text>
          }
        >
          {(rows) => <DataTable verticalSpacing="sm" rows={rows} columns={MESSAGE_COLUMNS} />}
        </PagedRows>
      </SectionCard>
    </>
  );
}
