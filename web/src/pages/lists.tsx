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
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useImportProgress, useStartImport } from '../api/imports';
import {
  useAddContactToList,
  useCreateList,
  useList,
  useListMembers,
  useListsPage,
} from '../api/lists';
import type { List } from '../api/types';
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
  PagedTable,
  useFormDialog,
  useFormRequest,
  type Column,
} from '../components';
import {
  CONTACT_COLUMNS,
  CONTACT_FIELDS,
  ContactFields,
  type ContactFormValues,
  NO_CONTACT,
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
  const lists = useListsPage();
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
  const form = useForm({ initialValues: { name: '' } });
  const dialog = useFormDialog({
    form,
    mutation: useCreateList(),
    fields: { name: { path: 'name', label: 'List name' } },
    onSuccess: (list) => navigate(`/app/lists/${list.id}`),
    onClose,
  });
  return (
    <FormModal title="New list" opened={opened} submitLabel="Create list" dialog={dialog}>
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
  const list = useList(id);
  const members = useListMembers(id);
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
  const form = useForm<ContactFormValues>({ initialValues: NO_CONTACT });
  const dialog = useFormDialog({
    form,
    mutation: useAddContactToList(listId),
    fields: CONTACT_FIELDS,
    toVariables: contactBody,
    onClose,
  });
  return (
    <FormModal title="Add contact" opened={opened} submitLabel="Add to list" dialog={dialog}>
      <ContactFields form={form} />
      <Text size="xs" c="dimmed">
        An existing contact with this phone number is added as is. A live campaign on this list
        sends its opening message.
      </Text>
    </FormModal>
  );
}

/**
 * Import CSV: choose a file and start, then the import's progress and, once done, its report
 * (created, existing, invalid, added, and the rows refused or imported with a warning).
 */
function ImportPanel({ listId, onClose }: { listId: string; onClose: () => void }) {
  const form = useForm<{ file: File | null }>({ initialValues: { file: null } });
  const start = useStartImport(listId);
  const request = useFormRequest({
    form,
    mutation: start,
    fields: {},
    toVariables: ({ file }) => file!,
  });
  const { report, done, error } = useImportProgress(listId, start.data);
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
          <form onSubmit={request.onSubmit}>
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
                  clearable
                  style={{ flex: 1 }}
                  {...form.getInputProps('file')}
                />
                <Button type="submit" disabled={!form.values.file} loading={request.submitting}>
                  Start import
                </Button>
              </Group>
              <ErrorNote {...request.errorNote} />
            </Stack>
          </form>
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
            <ErrorNote error={error} />
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
