import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import {
  useCreateCustomChannel,
  useCustomChannelDeliveries,
  useCustomChannels,
  useDeleteCustomChannel,
  useRotateCustomChannelSecret,
} from '../../api/channels';
import type { CreateCustomChannel, CustomChannel, WebhookDelivery } from '../../api/types';
import {
  type Column,
  CopyField,
  DataTable,
  ErrorNote,
  FormModal,
  Loading,
  StatusBadge,
  formatDate,
  useFormDialog,
} from '../../components';

/** `New custom channel`: Name and Delivery URL; the created channel (with its secret) goes to `onCreated`. */
function NewCustomChannelModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (name: string, secret: string) => void;
}) {
  const form = useForm<CreateCustomChannel>({ initialValues: { name: '', deliveryUrl: '' } });
  const dialog = useFormDialog({
    form,
    mutation: useCreateCustomChannel(),
    fields: {
      name: { path: 'name', label: 'Name' },
      deliveryUrl: { path: 'deliveryUrl', label: 'Delivery URL' },
    },
    onClose,
    onSuccess: (created) => onCreated(created.name, created.signingSecret),
  });
  return (
    <FormModal
      title="New custom channel"
      opened={opened}
      submitLabel="Create channel"
      dialog={dialog}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Delivery URL"
        description="Outbound messages are POSTed here, signed (Standard Webhooks)"
        placeholder="https://hooks.example.com/parley"
        required
        {...form.getInputProps('deliveryUrl')}
      />
    </FormModal>
  );
}

/** The last attempt of a delivery: its status code (or "no answer"), time and duration. */
function lastAttempt(delivery: WebhookDelivery) {
  return delivery.attempts[delivery.attempts.length - 1];
}

/** The columns of `DeliveriesTable`: status, event and time, and each attempt. */
const DELIVERY_COLUMNS: Column<WebhookDelivery>[] = [
  { label: 'Status', cell: (delivery) => <StatusBadge status={delivery.status} /> },
  {
    label: 'Event',
    td: { style: { wordBreak: 'break-word' } },
    cell: (delivery) => (
      <>
        {delivery.eventType}
        <Text size="xs" c="dimmed">
          {formatDate(delivery.createdAt)}
        </Text>
      </>
    ),
  },
  {
    label: 'Attempts',
    cell: (delivery) => (
      <>
        {delivery.attempts.length === 0 && (
          <Text size="xs" c="dimmed">
            not attempted yet
          </Text>
        )}
        {delivery.attempts.map((attempt) => (
          <Text size="xs" key={attempt.attempt}>
            {`#${attempt.attempt}: ${attempt.statusCode ?? 'no answer'} · ${formatDate(attempt.createdAt)} · ${attempt.durationMs} ms`}
          </Text>
        ))}
      </>
    ),
  },
];

/** A table of recent deliveries: status, status code, time and duration of each attempt. */
export function DeliveriesTable({
  deliveries,
  caption,
  action,
}: {
  deliveries: WebhookDelivery[];
  caption: string;
  /** A button per row (e.g. `Redeliver`). */
  action?: (delivery: WebhookDelivery) => React.ReactNode;
}) {
  return (
    <DataTable
      striped
      fz="sm"
      verticalSpacing={4}
      caption={caption}
      aria-label={caption}
      rows={deliveries}
      columns={action ? [...DELIVERY_COLUMNS, { label: 'Action', cell: action }] : DELIVERY_COLUMNS}
    />
  );
}

/** One custom channel: its delivery URL, `Rotate secret` (the new secret shown once), `Delete`, and its recent deliveries. */
function CustomChannelItem({ channel, canManage }: { channel: CustomChannel; canManage: boolean }) {
  const rotate = useRotateCustomChannelSecret();
  const remove = useDeleteCustomChannel();
  const deliveries = useCustomChannelDeliveries(channel.id);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${channel.name}?`,
      children: (
        <Text size="sm">Its conversations and messages stay; deliveries still waiting fail.</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(channel.id),
    });
  const last = deliveries.data?.[0];
  return (
    <Paper withBorder p="md" component="section" aria-label={`Custom channel ${channel.name}`}>
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Title order={4}>{channel.name}</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {channel.deliveryUrl}
          </Text>
        </div>
        {canManage && (
          <Group gap="xs">
            <Button
              variant="default"
              loading={rotate.isPending}
              onClick={() => rotate.mutate(channel.id)}
            >
              Rotate secret
            </Button>
            <Button color="red" variant="light" onClick={confirmDelete}>
              Delete
            </Button>
          </Group>
        )}
      </Group>
      <Stack gap="xs" mt="sm">
        {rotate.data && (
          <>
            <Alert color="yellow" variant="light">
              The new signing secret is shown only now. For 24 hours deliveries are signed with both
              the new and the previous secret.
            </Alert>
            <CopyField
              label={`New signing secret of ${channel.name}`}
              value={rotate.data.signingSecret}
            />
          </>
        )}
        <ErrorNote error={rotate.error ?? remove.error} />
        {deliveries.isLoading && <Loading label="Loading deliveries…" />}
        <ErrorNote error={deliveries.error} title="Deliveries not loaded" />
        {deliveries.data && deliveries.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No deliveries yet: messages sent on this channel appear here with each attempt.
          </Text>
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <>
            {last && lastAttempt(last) && (
              <Text size="sm">{`Last delivery: ${last.status}, answered ${lastAttempt(last)?.statusCode ?? 'nothing'}`}</Text>
            )}
            <DeliveriesTable
              deliveries={deliveries.data}
              caption={`Recent deliveries of ${channel.name}`}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Custom channels: `New custom channel` (the signing secret shown once, with Copy), then each
 * channel with `Rotate secret`, `Delete` and its recent deliveries.
 */
export function CustomChannelsCard({ canManage }: { canManage: boolean }) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const channels = useCustomChannels();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="channel-custom">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id="channel-custom">
            Custom channels
          </Title>
          <Text size="sm" c="dimmed">
            Your own integrations: messages are POSTed, signed, to your delivery URL.
          </Text>
        </div>
        {canManage && <Button onClick={() => setCreating(true)}>New custom channel</Button>}
      </Group>
      <Stack gap="sm">
        {created && (
          <>
            <Alert color="yellow" variant="light" title={`${created.name} is ready`}>
              Copy its signing secret now: it is shown only once.
            </Alert>
            <CopyField label={`Signing secret of ${created.name}`} value={created.secret} />
          </>
        )}
        {channels.isLoading && <Loading />}
        <ErrorNote error={channels.error} title="Custom channels not loaded" />
        {channels.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No custom channel yet.
          </Text>
        )}
        {channels.data?.map((channel) => (
          <CustomChannelItem key={channel.id} channel={channel} canManage={canManage} />
        ))}
      </Stack>
      <NewCustomChannelModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(name, secret) => setCreated({ name, secret })}
      />
    </Paper>
  );
}
