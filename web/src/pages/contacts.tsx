import {
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  contactLookup,
  useContact,
  useContactSearch,
  useContactsPage,
  useCreateContact,
} from '../api/contacts';
import { useContactLists } from '../api/lists';
import { useContactMessages } from '../api/messages';
import type { Contact, CreateContact, Message } from '../api/types';
import {
  DataTable,
  Empty,
  ErrorNote,
  FormModal,
  Loading,
  PageHeader,
  SectionCard,
  StatusBadge,
  formatDate,
  fullName,
  useFormDialog,
  type Column,
  type FormField,
  PagedRows,
  PagedTable,
} from '../components';

/** Contacts: the paginated table, the search by phone, email or name, and New contact. */
export function ContactsPage() {
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [creating, setCreating] = useState(false);
  const lookup = submitted ? contactLookup(submitted) : null;
  const all = useContactsPage({ enabled: !lookup });
  const found = useContactSearch(lookup);
  const emptySearch =
    lookup?.kind === 'name'
      ? 'No contact has that name. Search by phone or email, or add the person with New contact.'
      : 'Check the phone number or email, or add the person with New contact.';

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Everyone your funnels, imports and conversations brought in."
        actions={<Button onClick={() => setCreating(true)}>New contact</Button>}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          found.cursor.reset();
          setSubmitted(search.trim());
        }}
      >
        <Group mb="md" align="flex-end">
          <TextInput
            label="Search contacts"
            placeholder="Phone, email or name"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
          {submitted && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('');
                setSubmitted('');
                found.cursor.reset();
              }}
            >
              Clear
            </Button>
          )}
        </Group>
      </form>
      <PagedTable
        page={lookup ? found : all}
        empty={
          lookup ? (
            <Empty title="No contact matches">{emptySearch}</Empty>
          ) : (
            <Empty
              title="No contacts yet"
              action={<Button onClick={() => setCreating(true)}>New contact</Button>}
            >
              Contacts arrive from your funnels through the API, from a CSV import under Lists, or
              one by one here.
            </Empty>
          )
        }
        columns={CONTACT_COLUMNS}
      />
      <NewContactModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

/** Contacts as a table: name (a link to the contact), phone, email, when added. */
export const CONTACT_COLUMNS: Column<Contact>[] = [
  {
    label: 'Name',
    cell: (contact) => (
      <Anchor component={Link} to={`/app/contacts/${contact.id}`}>
        {fullName(contact)}
      </Anchor>
    ),
  },
  { label: 'Phone', cell: (contact) => contact.phone ?? '—' },
  { label: 'Email', cell: (contact) => contact.email ?? '—' },
  { label: 'Added', cell: (contact) => formatDate(contact.createdAt) },
];

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** The contact fields the API accepts on create; empty fields are left out. */
export function contactBody(values: ContactFormValues): CreateContact {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/** An empty contact form. */
export const NO_CONTACT: ContactFormValues = { firstName: '', lastName: '', phone: '', email: '' };

/** The contact form's fields as the API names them, for `useFormDialog`. */
export const CONTACT_FIELDS: Record<string, FormField> = {
  firstName: { path: 'firstName', label: 'First name' },
  lastName: { path: 'lastName', label: 'Last name' },
  phone: { path: 'phone', label: 'Phone' },
  email: { path: 'email', label: 'Email' },
  'phoneNumber|email': { label: 'Phone or email' },
  'phone|email': { label: 'Phone or email' },
};

/** First name, Last name, Phone and Email, bound to a contact form. */
export function ContactFields({ form }: { form: ReturnType<typeof useForm<ContactFormValues>> }) {
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput label="First name" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput label="Phone" placeholder="+14155552671" {...form.getInputProps('phone')} />
      <TextInput label="Email" type="email" {...form.getInputProps('email')} />
    </>
  );
}

function NewContactModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useForm<ContactFormValues>({ initialValues: NO_CONTACT });
  const dialog = useFormDialog({
    form,
    mutation: useCreateContact(),
    fields: CONTACT_FIELDS,
    toVariables: contactBody,
    onSuccess: (contact) => navigate(`/app/contacts/${contact.id}`),
    onClose,
  });
  return (
    <FormModal title="New contact" opened={opened} submitLabel="Create contact" dialog={dialog}>
      <ContactFields form={form} />
      <Text size="xs" c="dimmed">
        A phone number or an email is required. A contact with the same phone already exists? It is
        opened instead.
      </Text>
    </FormModal>
  );
}

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

/** A line of a contact's Details: the label, dimmed, then the value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" w={110} display="inline-block">
        {label}
      </Text>
      {children}
    </Text>
  );
}

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
            <Detail label="Phone">{c.phone ?? '—'}</Detail>
            <Detail label="Email">{c.email ?? '—'}</Detail>
            <Detail label="Opt-out">
              {c.optedOutAt
                ? `Opted out (STOP) on ${formatDate(c.optedOutAt)}`
                : 'Receives campaign messages'}
            </Detail>
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
