import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  List,
  Loader,
  type MantineSpacing,
  Modal,
  type ModalProps,
  Paper,
  PasswordInput,
  type PasswordInputProps,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  Text,
  Title,
} from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';
import { useId } from '@mantine/hooks';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { Component, type FormEvent, type ReactNode } from 'react';
import { errorMessage, fieldProblems, isSessionEnded } from './api/client';
import type { Channel } from './api/types';

/** "must include a country code" → "Must include a country code" (a message under its field). */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The API's error `message`, next to the form or action that caused it. For an answer with
 * per-field details (`VALIDATION_FAILED`, see `fieldProblems`) it also lists which fields are wrong, except those in `shown`
 * (API field names the form already marks under its own fields, see `useFieldErrors`); `labels`
 * gives the other fields readable names; `title` says what failed, when the message alone would
 * not. An ended session shows nothing here: the app sends the
 * person to Sign in instead (`SessionWatcher`).
 */
export function ErrorNote({
  error,
  title,
  shown = [],
  labels = {},
}: {
  error: unknown;
  title?: string;
  shown?: string[];
  labels?: Record<string, string>;
}) {
  if (!error || isSessionEnded(error)) return null;
  const problems = fieldProblems(error);
  const others = problems.filter((problem) => !shown.includes(problem.field));
  // The message says no more than what is already under its field: not said twice.
  const repeated = problems.some(
    (problem) => shown.includes(problem.field) && problem.message === errorMessage(error),
  );
  if (repeated && others.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {errorMessage(error)}
      {others.length > 0 && (
        <List size="sm" mt={6} spacing={2}>
          {others.map((problem) => (
            <List.Item key={`${problem.field}:${problem.message}`}>
              <Text span fw={600} size="sm">
                {labels[problem.field] ?? problem.field}
              </Text>{' '}
              {problem.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** An API field as a form shows it: its form path (none when the form has no such field) and label. */
export interface FormField {
  path?: string;
  label: string;
}

/**
 * Shows a `VALIDATION_FAILED` answer's per-field messages under the form's own fields. `fields`
 * maps each API field name to the form's field path and its label (a field without a path is
 * only named by its label in the list of the `ErrorNote`). Call `show(error)` from the
 * mutation's `onError`; spread `note` on the form's `ErrorNote`, which then lists only the
 * problems of fields the form does not show.
 */
export function useFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  fields: Record<string, FormField>,
) {
  return {
    show(error: unknown) {
      for (const problem of fieldProblems(error)) {
        const path = fields[problem.field]?.path;
        if (path) form.setFieldError(path, sentence(problem.message));
      }
    },
    note: {
      shown: Object.keys(fields).filter((name) => fields[name].path),
      labels: Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label])),
    },
  };
}

/**
 * Mantine's `PasswordInput`, with its description and error tied to the field
 * (`aria-describedby`, `aria-invalid`) as `TextInput` does, so assistive technology reads them.
 */
export function PasswordField(props: PasswordInputProps) {
  const id = useId(props.id);
  const describedBy = [
    props.description ? `${id}-description` : null,
    props.error ? `${id}-error` : null,
  ].filter(Boolean);
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    />
  );
}

/** What `FormModal` needs from `useFormDialog`: closing, submitting, and the request's error. */
export interface FormDialog {
  onClose: () => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  error: unknown;
  note: { shown: string[]; labels: Record<string, string> };
}

/**
 * A form dialog's request: `mutationFn` sends the `form`'s values; a `VALIDATION_FAILED` answer
 * is shown under the fields named in `fields` (see `useFieldErrors`). Closing (Cancel, Escape,
 * or after success, before `onSuccess`) forgets the values and the last error, so the dialog
 * opens clean next time, then calls `onClose`. Spread `dialog` on the `FormModal`.
 */
export function useFormDialog<Values, Result>({
  form,
  fields,
  mutationFn,
  onSuccess,
  onClose,
}: {
  form: UseFormReturnType<Values>;
  fields: Record<string, FormField>;
  mutationFn: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result) => void;
  onClose: () => void;
}): { mutation: UseMutationResult<Result, unknown, Values>; dialog: FormDialog } {
  const fieldErrors = useFieldErrors(form, fields);
  const mutation = useMutation<Result, unknown, Values>({
    mutationFn,
    onError: fieldErrors.show,
    onSuccess: (result) => {
      close();
      onSuccess?.(result);
    },
  });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  return {
    mutation,
    dialog: {
      onClose: close,
      onSubmit: form.onSubmit((values) => mutation.mutate(values)),
      submitting: mutation.isPending,
      error: mutation.error,
      note: fieldErrors.note,
    },
  };
}

/**
 * A dialog holding one form: `children` (its fields), the request's `ErrorNote`, then `Cancel`
 * and the submit button named `submitLabel`, which spins while the request runs. The other
 * props come from `useFormDialog`.
 */
export function FormModal({
  title,
  opened,
  submitLabel,
  size,
  children,
  onClose,
  onSubmit,
  submitting,
  error,
  note,
}: FormDialog & {
  title: string;
  opened: boolean;
  submitLabel: string;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <form onSubmit={onSubmit}>
        <Stack>
          {children}
          <ErrorNote error={error} {...note} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A labelled number in a tile: `role="group"` named by its label, so tests and screen readers find it. */
export function StatTile({
  label,
  value,
  stat,
  dimmed = false,
}: {
  label: string;
  value: ReactNode;
  stat?: string;
  dimmed?: boolean;
}) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label} opacity={dimmed ? 0.55 : 1}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-stat={stat}>
        {value}
      </Text>
    </Paper>
  );
}

/** "Loading…" with a spinner, while a screen's data is on its way. */
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

/** The screen's title, a short description, and its main actions on the right. */
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

/** A status (`live`, `approved`, `failed`…) as a coloured badge. */
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

/** A column of a `DataTable`: its header, and what each row shows in it. */
export interface Column<T> {
  /** The header's text; none for a column of row actions. */
  label?: string;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** `right` for numbers: the header and the cells. */
  align?: 'right';
  /** The header's width. */
  width?: number;
  /** Cells kept on one line (dates). */
  nowrap?: boolean;
  /** More props of each cell of the column (`fw`, `maw`, `style`…). */
  td?: TableTdProps;
}

/**
 * Mantine's `Table` with a header row from `columns` and a row for each of `rows`, keyed by
 * `rowKey` (by default the row's `id`). Any other prop (`striped`, `aria-label`…) goes to the
 * `Table`.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey = (row) => (row as { id: string }).id,
  ...table
}: TableProps & {
  rows: T[];
  columns: Column<T>[];
  rowKey?: (row: T) => string;
}) {
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={index} ta={column.align} w={column.width}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <Table.Td
                key={index}
                ta={column.align}
                style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                {...column.td}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A timestamp as a short local date and time, or "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const CHANNEL_NAMES: Record<Channel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
};

/** A channel's name as people write it (`whatsapp` → "WhatsApp"). */
export function channelName(channel: string): string {
  return CHANNEL_NAMES[channel as Channel] ?? channel;
}

/** A contact's first and last name, or "No name". */
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
