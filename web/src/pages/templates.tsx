import { Button, Paper, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useCreateTemplate, useTemplatesPage } from '../api/templates';
import type { CreateTemplate, Template } from '../api/types';
import {
  Empty,
  FormModal,
  PageHeader,
  StatusBadge,
  channelName,
  formatDate,
  useFormDialog,
  type Column,
  PagedTable,
} from '../components';

/** The body as a contact named Ada Lovelace receives it (the service's own variables). */
export function preview(body: string): string {
  return body
    .replace(/\{\{\s*firstName\s*\}\}/g, 'Ada')
    .replace(/\{\{\s*lastName\s*\}\}/g, 'Lovelace');
}

const TEMPLATE_COLUMNS: Column<Template>[] = [
  { label: 'Name', td: { fw: 500 }, cell: (template) => template.name },
  { label: 'Channel', cell: (template) => channelName(template.channel) },
  { label: 'Language', cell: (template) => template.language },
  {
    label: 'Status',
    cell: (template) => (
      <>
        <StatusBadge status={template.status} />
        {template.statusReason && (
          <Text size="xs" c="dimmed">
            {template.statusReason}
          </Text>
        )}
      </>
    ),
  },
  {
    label: 'Message',
    td: { maw: 360 },
    cell: (template) => (
      <Text size="sm" lineClamp={2}>
        {template.body}
      </Text>
    ),
  },
  { label: 'Created', nowrap: true, cell: (template) => formatDate(template.createdAt) },
];

/** Templates: the table with status badges, and New template with its live preview. */
export function TemplatesPage() {
  const [creating, setCreating] = useState(false);
  const templates = useTemplatesPage();
  return (
    <>
      <PageHeader
        title="Templates"
        description="Opening messages and follow-ups. SMS templates are approved at once; WhatsApp ones once Meta approves them."
        actions={<Button onClick={() => setCreating(true)}>New template</Button>}
      />
      <PagedTable
        page={templates}
        empty={
          <Empty
            title="No templates yet"
            action={<Button onClick={() => setCreating(true)}>New template</Button>}
          >
            A campaign opens each conversation with a template. Write one with {'{{firstName}}'} to
            greet each lead by name.
          </Empty>
        }
        columns={TEMPLATE_COLUMNS}
        highlightOnHover={false}
      />
      <NewTemplateModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function NewTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateTemplate>({
    initialValues: { name: '', channel: 'sms', language: 'en_US', body: '' },
  });
  const dialog = useFormDialog({
    form,
    mutation: useCreateTemplate(),
    fields: {
      name: { path: 'name', label: 'Template name' },
      channel: { path: 'channel', label: 'Channel' },
      language: { path: 'language', label: 'Language' },
      body: { path: 'body', label: 'Message' },
    },
    onClose,
  });
  return (
    <FormModal
      title="New template"
      opened={opened}
      submitLabel="Create template"
      size="lg"
      dialog={dialog}
    >
      <TextInput
        label="Template name"
        description="Lowercase letters, digits and underscores, e.g. welcome_lead"
        required
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={2}>
        <Select
          label="Channel"
          data={[
            { value: 'sms', label: 'SMS' },
            { value: 'whatsapp', label: 'WhatsApp' },
          ]}
          allowDeselect={false}
          {...form.getInputProps('channel')}
        />
        <TextInput label="Language" required {...form.getInputProps('language')} />
      </SimpleGrid>
      <Textarea
        label="Message"
        description="Use {{firstName}} and {{lastName}} to greet each contact by name."
        autosize
        minRows={3}
        required
        {...form.getInputProps('body')}
      />
      <Paper withBorder p="sm" bg="gray.0" aria-label="Preview">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
          Preview for Ada Lovelace
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
          {form.values.body
            ? preview(form.values.body)
            : 'Your message appears here as a contact receives it.'}
        </Text>
      </Paper>
    </FormModal>
  );
}
