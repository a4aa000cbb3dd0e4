import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useDeleteTemplate, useTemplatesPage } from '../../api/templates';
import type { Template } from '../../api/types';
import {
  Empty,
  ErrorNote,
  PageHeader,
  channelName,
  formatDate,
  type Column,
  PagedTable,
} from '../../components';
import { EditTemplateModal } from './edit-template-modal';
import { NewTemplateModal } from './new-template-modal';
import { ReviewState } from './review-state';

const CATEGORY_NAMES: Record<string, string> = {
  marketing: 'Marketing',
  utility: 'Utility',
  authentication: 'Authentication',
};

/**
 * Templates: the table with each template's review state in words (Meta, the sandbox, Meta's
 * reason), `New template` with its live preview and category, and on each row `Edit` (a
 * WhatsApp template is resubmitted) and `Delete` (refused in words while a campaign uses it).
 */
export function TemplatesPage() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Template | null>(null);
  const templates = useTemplatesPage();
  const remove = useDeleteTemplate();
  const confirmDelete = (template: Template) => {
    remove.reset();
    modals.openConfirmModal({
      title: `Delete ${template.name}?`,
      children: <Text size="sm">Campaigns can no longer open with it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(template.id),
    });
  };
  const columns: Column<Template>[] = [
    { label: 'Name', td: { fw: 500 }, cell: (template) => template.name },
    { label: 'Channel', cell: (template) => channelName(template.channel) },
    {
      label: 'Category',
      cell: (template) =>
        template.channel === 'whatsapp' ? CATEGORY_NAMES[template.category] : '—',
    },
    { label: 'Language', cell: (template) => template.language },
    { label: 'Status', cell: (template) => <ReviewState template={template} /> },
    {
      label: 'Message',
      td: { maw: 320 },
      cell: (template) => (
        <Text size="sm" lineClamp={2}>
          {template.body}
        </Text>
      ),
    },
    { label: 'Created', nowrap: true, cell: (template) => formatDate(template.createdAt) },
    {
      label: 'Actions',
      cell: (template) => (
        <Stack gap={6} align="flex-start">
          <Button size="xs" variant="default" onClick={() => setEditing(template)}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => confirmDelete(template)}>
            Delete
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Templates"
        description="Opening messages and follow-ups. SMS templates are approved at once; WhatsApp ones once Meta approves them (at once in the sandbox)."
        actions={<Button onClick={() => setCreating(true)}>New template</Button>}
      />
      <ErrorNote error={remove.error} title="Not deleted" />
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
        columns={columns}
        highlightOnHover={false}
      />
      <NewTemplateModal opened={creating} onClose={() => setCreating(false)} />
      {editing && <EditTemplateModal template={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
