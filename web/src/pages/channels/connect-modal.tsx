import { PasswordInput, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ConnectableChannel, type ConnectBodies, useConnectChannel } from '../../api/channels';
import type { ChannelConnection } from '../../api/types';
import { FormModal, useFormDialog } from '../../components';

/** One field of a provider's connect form: the API's name, its label, and how it is typed. */
interface ConnectField {
  name: string;
  label: string;
  description?: string;
  /** A credential: typed hidden, never shown again. */
  secret?: boolean;
  optional?: boolean;
  /** A choice among these values (the first is the default). */
  options?: { value: string; label: string }[];
}

/** The fields of each provider's connection, in the order their consoles show them. */
export const CONNECT_FIELDS: Record<ConnectableChannel, ConnectField[]> = {
  whatsapp: [
    {
      name: 'phoneNumberId',
      label: 'Phone number ID',
      description: 'WhatsApp Manager → API Setup',
    },
    {
      name: 'wabaId',
      label: 'WhatsApp Business Account ID',
      description: 'Templates are submitted to it for review by Meta',
    },
    { name: 'accessToken', label: 'Access token', secret: true },
    { name: 'appSecret', label: 'App secret', secret: true },
    {
      name: 'verifyToken',
      label: 'Verify token',
      description: 'Any word you choose; type the same at Meta with the callback URL',
    },
  ],
  sms: [
    { name: 'accountSid', label: 'Account SID' },
    { name: 'authToken', label: 'Auth token', secret: true },
    {
      name: 'from',
      label: 'From number',
      description: 'E.164 (+14155550100) or a Messaging Service SID',
    },
  ],
  messenger: [
    { name: 'pageId', label: 'Page ID' },
    { name: 'pageAccessToken', label: 'Page access token', secret: true },
    { name: 'appSecret', label: 'App secret', secret: true },
    { name: 'verifyToken', label: 'Verify token' },
  ],
  instagram: [
    { name: 'instagramAccountId', label: 'Instagram account ID' },
    {
      name: 'login',
      label: 'Login',
      options: [
        { value: 'instagram', label: 'Instagram login' },
        { value: 'facebook', label: 'Facebook login (through a Page)' },
      ],
    },
    { name: 'accessToken', label: 'Access token', secret: true },
    { name: 'appSecret', label: 'App secret', secret: true },
    { name: 'verifyToken', label: 'Verify token' },
    { name: 'pageId', label: 'Page ID', optional: true, description: 'Facebook login only' },
    { name: 'username', label: 'Username', optional: true },
  ],
};

const TITLES: Record<ConnectableChannel, string> = {
  whatsapp: 'Connect WhatsApp',
  sms: 'Connect SMS (Twilio)',
  messenger: 'Connect Messenger',
  instagram: 'Connect Instagram',
};

/**
 * The dialog of `Connect WhatsApp`, `Connect SMS`, `Connect Messenger` or `Connect Instagram`:
 * the provider's fields (credentials typed hidden), submitted with `Connect`. On success it
 * closes and hands the connection, and the verify token typed (shown next to the callback URL,
 * since the service never returns it), to `onConnected`.
 */
export function ConnectModal({
  channel,
  onClose,
  onConnected,
}: {
  channel: ConnectableChannel;
  onClose: () => void;
  onConnected: (connection: ChannelConnection, verifyToken: string | null) => void;
}) {
  const fields = CONNECT_FIELDS[channel];
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(
      fields.map((field) => [field.name, field.options ? field.options[0].value : '']),
    ),
  });
  const dialog = useFormDialog({
    form,
    mutation: useConnectChannel(channel),
    fields: Object.fromEntries(
      fields.map((field) => [field.name, { path: field.name, label: field.label }]),
    ),
    toVariables: (values) =>
      Object.fromEntries(
        Object.entries(values)
          .map(([name, value]) => [name, value.trim()])
          .filter(([, value]) => value !== ''),
      ) as unknown as ConnectBodies[typeof channel],
    onClose,
    onSuccess: (connection, values) => onConnected(connection, values.verifyToken?.trim() || null),
  });
  return (
    <FormModal title={TITLES[channel]} opened submitLabel="Connect" dialog={dialog}>
      {fields.map((field, index) => {
        const common = {
          label: field.label,
          description: field.description,
          required: !field.optional,
          'data-autofocus': index === 0 ? true : undefined,
          ...form.getInputProps(field.name),
        };
        if (field.options)
          return <Select key={field.name} {...common} data={field.options} allowDeselect={false} />;
        if (field.secret) return <PasswordInput key={field.name} {...common} autoComplete="off" />;
        return <TextInput key={field.name} {...common} autoComplete="off" />;
      })}
    </FormModal>
  );
}
