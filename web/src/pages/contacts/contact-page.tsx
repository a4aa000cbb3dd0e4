import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useContact } from '../../api/contacts';
import { useContactLists } from '../../api/lists';
import { useContactMessages } from '../../api/messages';
import type { Message } from '../../api/types';
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

/** A contact: fields, custom fields, opt-out state, lists and messages. */
export function ContactPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const messages = useContactMessages(id);
  const lists = useContactLists(id);
  if (contact.isPending) return <Loading />;
  if (contact.error) return <ErrorNote error={contact.error} />;
  const c = contact.data;
  const custom = Object.entries(c.customFields ?? {});
  return (
    <>
      <PageHeader
        title={fullName(c)}
        description={`Added ${formatDate(c.createdAt)}`}
        actions={
          c.optedOutAt ? (
            <Badge color="red" size="lg" variant="light">
              Opted out {formatDate(c.optedOutAt)}
            </Badge>
          ) : (
            <Badge color="green" size="lg" variant="light">
              Subscribed
            </Badge>
          )
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        <SectionCard title="Details">
          <Stack gap={6}>
            <DetailRow label="Phone">{c.phone ?? '—'}</DetailRow>
            <DetailRow label="Email">{c.email ?? '—'}</DetailRow>
            <DetailRow label="Opt-out">
              {c.optedOutAt
                ? `Opted out (STOP) on ${formatDate(c.optedOutAt)}`
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
      </SimpleGrid>
      <SectionCard title="Lists" mb="lg">
        <PagedRows
          page={lists}
          framed={false}
          loadingLabel="Loading the lists…"
          empty={
            <Text size="sm" c="dimmed">
              Not in any list. Add the contact from a list's page.
            </Text>
          }
        >
          {(rows) => (
            <Group gap="xs">
              {rows.map((list) => (
                <Anchor key={list.id} component={Link} to={`/app/lists/${list.id}`}>
                  {list.name}
                </Anchor>
              ))}
            </Group>
          )}
        </PagedRows>
      </SectionCard>
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
