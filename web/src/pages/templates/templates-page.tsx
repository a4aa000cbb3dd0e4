import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTemplatesPage } from '../../api/templates';
import type { Template } from '../../api/types';
import {
  Empty,
  PageHeader,
  StatusBadge,
  channelName,
  formatDate,
  type Column,
  PagedTable,
} from '../../components';
import { NewTemplateModal } from './new-template-modal';

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
