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
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useImportProgress, useStartImport } from '../../api/imports';
import { DataTable, ErrorNote, StatTile, StatusBadge, useFormRequest } from '../../components';

/**
 * Import CSV: choose a file and start, then the import's progress and, once done, its report
 * (created, existing, invalid, added, and the rows refused, each with its value, or imported with
 * a warning), with the rejected rows to download as CSV (docs/lists-and-imports.md#rejected-rows).
 */
export function ImportPanel({ listId, onClose }: { listId: string; onClose: () => void }) {
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
                  clearButtonProps={{ 'aria-label': 'Clear the file' }}
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
            <Progress.Root>
              <Progress.Section
                aria-label="Import progress"
                value={report.total ? (100 * report.processed) / report.total : done ? 100 : 5}
                animated={!done}
              />
            </Progress.Root>
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
                  <>
                    <Issues title="Invalid rows (not imported)" rows={report.invalid} />
                    <Text size="sm">
                      <Anchor href={`/v1/imports/${report.id}/rejected`} download>
                        Download rejected rows
                      </Anchor>{' '}
                      (CSV with the file&apos;s header: fix them and import it again)
                    </Text>
                  </>
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
  rows: { row: number; code: string; value?: string }[];
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
          ...(warning
            ? []
            : [
                {
                  label: 'Value',
                  td: { style: { overflowWrap: 'anywhere' as const } },
                  cell: (issue: { value?: string }) =>
                    issue.value ? <Code>{issue.value}</Code> : '—',
                },
              ]),
          { label: 'Code', width: 260, cell: (issue) => <Code>{issue.code}</Code> },
        ]}
      />
    </div>
  );
}
