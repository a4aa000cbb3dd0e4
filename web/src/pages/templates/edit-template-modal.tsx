import { Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateTemplate } from '../../api/templates';
import type { Template, TemplateCategory, UpdateTemplate } from '../../api/types';
import { FormModal, useFormDialog } from '../../components';
import { CATEGORY_OPTIONS } from './new-template-modal';

/**
 * `Edit` of a template: its message and category. Saving a WhatsApp template submits it to Meta
 * again (or approves it at once in the sandbox).
 */
export function EditTemplateModal({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const form = useForm<{ body: string; category: TemplateCategory }>({
    initialValues: { body: template.body, category: template.category },
  });
  const dialog = useFormDialog<
    { body: string; category: TemplateCategory },
    UpdateTemplate,
    Template
  >({
    form,
    mutation: useUpdateTemplate(template.id),
    fields: {
      body: { path: 'body', label: 'Message' },
      category: { path: 'category', label: 'Category' },
    },
    onClose,
  });
  const whatsapp = template.channel === 'whatsapp';
  return (
    <FormModal
      title={`Edit ${template.name}`}
      opened
      submitLabel={whatsapp ? 'Save and resubmit' : 'Save'}
      size="lg"
      dialog={dialog}
    >
      <Textarea
        label="Message"
        description={
          whatsapp
            ? 'Saving submits the template to Meta again: it is pending until Meta decides.'
            : undefined
        }
        autosize
        minRows={3}
        required
        data-autofocus
        {...form.getInputProps('body')}
      />
      {whatsapp && (
        <Select
          label="Category"
          data={CATEGORY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
      )}
    </FormModal>
  );
}
