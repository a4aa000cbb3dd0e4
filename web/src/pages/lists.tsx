import {
  Anchor,
  Button,
  Code,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../api/client';
import type { Contact, ImportJob, List } from '../api/types';
import {
  DataTable,
  Empty,
  ErrorNote,
  FormModal,
  Loading,
  PageHeader,
  StatTile,
  StatusBadge,
  formatDate,
  useFormDialog,
  type Column,
  PagedTable,
} from '../components';
import { useCursorPage } from '../api/paging';
import {
  CONTACT_COLUMNS,
  CONTACT_FIELDS,
  ContactFields,
  type ContactFormValues,
  contactBody,
} from './contacts';

const LIST_COLUMNS: Column<List>[] = [
  {
    label: 'Name',
    cell: (list) => (
      <Anchor component={Link} to={`/app/lists/${list.id}`}>
        {list.name}
      </Anchor>
    ),
  },
  { label: 'Members', align: 'right', cell: (list) => list.memberCount ?? '—' },
  { label: 'Created', cell: (list) => formatDate(list.createdAt) },
];

/** Lists, with their member counts (from the list answer itself), and New list. */
export function ListsPage() {
  const [creating, setCreating] = useState(false);
  const lists = useCursorPage<List>(['lists'], '/lists');
  return (
    <>
      <PageHeader
        title="Lists"
        description="Contacts > Lists: a campaign linked to a list messages everyone added to it."
        actions={<Button onClick={() => setCreating(true)}>New list</Button>}
      />
      <PagedTable
        page={lists}
        empty={
          <Empty
            title="No lists yet"
            action={<Button onClick={() => setCreating(true)}>New list</Button>}
          >
            Create a list for each funnel, then link a campaign to it and import or add contacts.
          </Empty>
        }
        columns={LIST_COLUMNS}
      />
      <NewListModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function NewListModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ initialValues: { name: '' } });
  const { dialog } = useFormDialog({
    form,
    fields: { name: { path: 'name', label: 'List name' } },
    mutationFn: (values) => api<List>('/lists', { body: values }),
    onSuccess: (list) => {
      queryClient.invalidateQueries({ queryKey: ['lists'] });
      navigate(`/app/lists/${list.id}`);
    },
    onClose,
  });
  return (
    <FormModal title="New list" opened={opened} submitLabel="Create list" {...dialog}>
      <TextInput
        label="List name"
        placeholder="Webinar leads"
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormModal>
  );
}

/** "1 member", "206 members". */
function memberCount(n: number): string {
  return `${n} ${n === 1 ? 'member' : 'members'}`;
}

/** A list: its members, Add contact and Import CSV. */
export function ListPage() {
  const { id = '' } = useParams();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useQuery({ queryKey: ['list', id], queryFn: () => api<List>(`/lists/${id}`) });
  const members = useCursorPage<Contact>(['list-members', id], `/lists/${id}/contacts`);
  if (list.isPending) return <Loading />;
  if (list.error) return <ErrorNote error={list.error} />;
  return (
    <>
      <PageHeader
        title={list.data.name}
        description={`${memberCount(list.data.memberCount ?? 0)} · created ${formatDate(list.data.createdAt)}`}
        actions={
          <>
            <Button variant="default" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setAdding(true)}>Add contact</Button>
          </>
        }
      />
      {importing && <ImportPanel listId={id} onClose={() => setImporting(false)} />}
      <PagedTable
        page={members}
        empty={
          <Empty title="This list is empty">
            Add a contact, import a CSV file of leads, or let your funnel add them through the API.
            A live campaign linked to this list messages each one as they arrive.
          </Empty>
        }
        columns={CONTACT_COLUMNS}
      />
      <AddContactModal listId={id} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** Creates the contact (or finds it by phone) and adds it to the list, as a funnel does. */
function AddContactModal({
  listId,
  opened,
  onClose,
}: {
  listId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ContactFormValues>({
    initialValues: { firstName: '', lastName: '', phone: '', email: '' },
  });
  const { dialog } = useFormDialog({
    form,
    fields: CONTACT_FIELDS,
    mutationFn: async (values) => {
      const contact = await api<Contact>('/contacts', { body: contactBody(values) });
      return api(`/lists/${listId}/contacts`, { body: { contactId: contact.id } });
    },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['list-members', listId] });
      queryClient.invalidateQueries({ queryKey: ['list', listId] });
      queryClient.invalidateQueries({ queryKey: ['lists'] });
      queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
    onClose,
  });
  return (
    <FormModal title="Add contact" opened={opened} submitLabel="Add to list" {...dialog}>
      <ContactFields form={form} />
      <Text size="xs" c="dimmed">
        An existing contact with this phone number is added as is. A live campaign on this list
        sends its opening message.
      </Text>
    </FormModal>
  );
}

const DONE = new Set(['completed', 'failed']);

function ImportPanel({ listId, onClose }: { listId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const start = useMutation({
    mutationFn: async (chosen: File) =>
      api<ImportJob>(`/lists/${listId}/imports`, {
        raw: await chosen.text(),
        contentType: 'text/csv',
      }),
  });
  const job = useQuery({
    queryKey: ['import', start.data?.id],
    queryFn: () => api<ImportJob>(`/imports/${start.data!.id}`),
    enabled: !!start.data,
    // Polls until the import is done, then refreshes the list.
    refetchInterval: (query) =>
      query.state.data && DONE.has(query.state.data.status) ? false : 1000,
  });
  const report = job.data ?? start.data;
  const done = report && DONE.has(report.status);
  useEffect(() => {
    if (!done) return;
    queryClient.invalidateQueries({ queryKey: ['list-members', listId] });
    queryClient.invalidateQueries({ queryKey: ['list', listId] });
  }, [done, listId, queryClient]);
  return (
    <Paper withBorder p="lg" mb="lg">
      <section aria-label="Import CSV">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Import CSV</Title>
          <Button variant="subtle" size="xs" onClick={onClose}>
            Close
          </Button>
        </Group>
        {!start.data && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              A header row, then one contact per row: phone, email, first name, last name (column
              names as your funnel exports them). Existing contacts are matched by phone and added
              to the list too.
            </Text>
            <Group align="flex-end">
              <FileInput
                label="CSV file"
                placeholder="Choose a .csv file"
                accept=".csv,text/csv"
                value={file}
                onChange={setFile}
                clearable
                style={{ flex: 1 }}
              />
              <Button
                disabled={!file}
                loading={start.isPending}
                onClick={() => file && start.mutate(file)}
              >
                Start import
              </Button>
            </Group>
            <ErrorNote error={start.error} />
          </Stack>
        )}
        {report && (
          <Stack gap="md">
            <Group gap="sm">
              <Text size="sm">Status</Text>
              <StatusBadge status={report.status} />
              <Text size="sm" c="dimmed">
                {report.processed} of {report.total} rows
              </Text>
            </Group>
            <Progress
              value={report.total ? (100 * report.processed) / report.total : done ? 100 : 5}
              animated={!done}
            />
            <ErrorNote error={job.error} />
            {report.error && <ErrorNote error={new Error(report.error)} />}
            {done && (
              <>
                <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Import report">
                  <StatTile label="Created" value={report.created} />
                  <StatTile label="Existing" value={report.existing} />
                  <StatTile label="Invalid" value={report.invalid.length} />
                  <StatTile label="Added to the list" value={report.added} />
                </SimpleGrid>
                {report.invalid.length > 0 && (
                  <Issues title="Invalid rows (not imported)" rows={report.invalid} />
                )}
                {report.warnings.length > 0 && (
                  <Issues title="Warnings (imported)" rows={report.warnings} warning />
                )}
              </>
            )}
          </Stack>
        )}
      </section>
    </Paper>
  );
}

/** What an import row code means, in words. */
const ROW_PROBLEMS: Record<string, string> = {
  INVALID_PHONE: 'The phone number is not a valid number (with its country code)',
  INVALID_EMAIL: 'The email address is not valid',
  MISSING_CONTACT_IDENTIFIER: 'The row has neither a phone number nor an email',
  VALIDATION_FAILED: 'The row does not have the columns of the header, or a value is not allowed',
};

function Issues({
  title,
  rows,
  warning = false,
}: {
  title: string;
  rows: { row: number; code: string }[];
  warning?: boolean;
}) {
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {title}
      </Text>
      <DataTable
        withTableBorder
        verticalSpacing={4}
        aria-label={title}
        rows={rows}
        rowKey={(issue) => `${issue.row}-${issue.code}`}
        columns={[
          { label: 'Row', width: 80, cell: (issue) => issue.row },
          {
            label: 'Problem',
            cell: (issue) => (
              <>
                {ROW_PROBLEMS[issue.code] ?? '—'}
                {warning && issue.code === 'INVALID_EMAIL' && ': imported without it'}
              </>
            ),
          },
          { label: 'Code', width: 260, cell: (issue) => <Code>{issue.code}</Code> },
        ]}
      />
    </div>
  );
}
