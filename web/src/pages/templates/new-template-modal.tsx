import { Paper, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCreateTemplate } from '../../api/templates';
import type { CreateTemplate } from '../../api/types';
import { FormModal, useFormDialog } from '../../components';

/** Meta's template categories, as the form offers them. */
export const CATEGORY_OPTIONS = [
  { value: 'marketing', label: 'Marketing' },
  { value: 'utility', label: 'Utility' },
  { value: 'authentication', label: 'Authentication' },
];

/** The body as a contact named Ada Lovelace receives it (the service's own variables). */
export function preview(body: string): string {
  return body
    .replace(/\{\{\s*firstName\s*\}\}/g, 'Ada')
    .replace(/\{\{\s*lastName\s*\}\}/g, 'Lovelace');
}

/** New template: name, channel, language and message, with a live preview of the message. */
export function NewTemplateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateTemplate>({
    initialValues: { name: '', channel: 'sms', language: 'en_US', body: '', category: 'marketing' },
  });
  const dialog = useFormDialog({
    form,
    mutation: useCreateTemplate(),
    fields: {
      name: { path: 'name', label: 'Template name' },
      channel: { path: 'channel', label: 'Channel' },
      language: { path: 'language', label: 'Language' },
      body: { path: 'body', label: 'Message' },
      category: { path: 'category', label: 'Category' },
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
        data-autofocus
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
      {form.values.channel === 'whatsapp' && (
        <Select
          label="Category"
          description="Meta reviews and prices WhatsApp templates by category"
          data={CATEGORY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
      )}
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
