import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CreateContact } from '../../api/types';
import { type FormField } from '../../components';

/** The contact form's values: empty strings for fields left blank. */
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

/** First name, Last name, Phone and Email, bound to a contact form; a dialog opens on First name. */
export function ContactFields({ form }: { form: ReturnType<typeof useForm<ContactFormValues>> }) {
  return (
    <>
      <SimpleGrid cols={2}>
        <TextInput label="First name" data-autofocus {...form.getInputProps('firstName')} />
        <TextInput label="Last name" {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput label="Phone" placeholder="+14155552671" {...form.getInputProps('phone')} />
      <TextInput label="Email" type="email" {...form.getInputProps('email')} />
    </>
  );
}
