import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useIsOwner } from '../../api/session';
import type { CreateWebhookEndpoint, WebhookEndpoint } from '../../api/types';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useEndpointDeliveries,
  useRedeliver,
  useWebhookEndpoints,
} from '../../api/webhooks';
import {
  CopyField,
  Empty,
  ErrorNote,
  FormModal,
  Loading,
  PageHeader,
  useFormDialog,
} from '../../components';
import { DeliveriesTable } from '../channels/custom-channels';
import { OwnersOnly } from '../settings/owners-only';

/** The events an endpoint can receive, and what each means. */
const EVENTS: { value: CreateWebhookEndpoint['events'][number]; label: string }[] = [
  { value: 'message.created', label: 'message.created: a message was received or sent' },
  {
    value: 'message.status_changed',
    label: 'message.status_changed: sent, delivered, read, failed',
  },
  { value: 'conversation.updated', label: 'conversation.updated: owner or read state changed' },
  {
    value: 'conversation.handed_off',
    label: 'conversation.handed_off: the bot handed it to a person',
  },
  { value: 'contact.erased', label: 'contact.erased: a contact was erased' },
  {
    value: 'subaccount.auto_recharge',
    label: 'subaccount.auto_recharge: a sub-account ran low (agencies)',
  },
  { value: 'channel.auth_failed', label: 'channel.auth_failed: Meta refused a token' },
];

/** `Add endpoint`: URL, Description and the events; the created endpoint's secret goes to `onCreated`. */
function AddEndpointModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const form = useForm<CreateWebhookEndpoint>({
    initialValues: { url: '', description: '', events: ['message.status_changed'] },
  });
  const dialog = useFormDialog({
    form,
    mutation: useCreateWebhookEndpoint(),
    fields: {
      url: { path: 'url', label: 'Endpoint URL' },
      events: { path: 'events', label: 'Events' },
      description: { path: 'description', label: 'Description' },
    },
    toVariables: (values) => ({
      url: values.url.trim(),
      events: values.events,
      ...(values.description?.trim() ? { description: values.description.trim() } : {}),
    }),
    onClose,
    onSuccess: (created) => onCreated(created.url, created.signingSecret),
  });
  return (
    <FormModal
      title="Add endpoint"
      opened={opened}
      submitLabel="Add endpoint"
      size="lg"
      dialog={dialog}
    >
      <TextInput
        label="Endpoint URL"
        placeholder="https://hooks.example.com/parley"
        required
        data-autofocus
        {...form.getInputProps('url')}
      />
      <TextInput label="Description" {...form.getInputProps('description')} />
      <Checkbox.Group label="Events" required {...form.getInputProps('events')}>
        <Stack gap={6} mt={6}>
          {EVENTS.map((event) => (
            <Checkbox key={event.value} value={event.value} label={event.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    </FormModal>
  );
}

/** One endpoint: its URL and events, `Delete`, and its recent deliveries with `Redeliver`. */
function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useEndpointDeliveries(endpoint.id);
  const redeliver = useRedeliver(endpoint.id);
  const remove = useDeleteWebhookEndpoint();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this endpoint?',
      children: <Text size="sm">It receives no more events; deliveries still waiting fail.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(endpoint.id),
    });
  return (
    <Paper withBorder p="lg" component="section" aria-label={`Endpoint ${endpoint.url}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Title>
          {endpoint.description && (
            <Text size="sm" c="dimmed">
              {endpoint.description}
            </Text>
          )}
          <Group gap={4} mt={6}>
            {endpoint.events.map((event) => (
              <Badge key={event} variant="light" color="indigo" style={{ textTransform: 'none' }}>
                {event}
              </Badge>
            ))}
          </Group>
        </div>
        <Button color="red" variant="light" onClick={confirmDelete} style={{ flexShrink: 0 }}>
          Delete
        </Button>
      </Group>
      <Stack gap="xs" mt="md">
        <ErrorNote error={redeliver.error ?? remove.error} />
        {deliveries.isLoading && <Loading label="Loading deliveries…" />}
        <ErrorNote error={deliveries.error} title="Deliveries not loaded" />
        {deliveries.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No deliveries yet: events sent to this endpoint appear here with each attempt.
          </Text>
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <DeliveriesTable
            deliveries={deliveries.data}
            caption={`Recent deliveries to ${endpoint.url}`}
            action={(delivery) =>
              delivery.status === 'delivered' || delivery.status === 'failed' ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={redeliver.isPending && redeliver.variables === delivery.id}
                  onClick={() => redeliver.mutate(delivery.id)}
                >
                  Redeliver
                </Button>
              ) : null
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Webhooks (owners; docs/webhooks.md#events): the account's endpoints with their events,
 * `Add endpoint` (the signing secret shown once, with Copy), each endpoint's recent deliveries
 * with status, status code and duration, `Redeliver` and `Delete`.
 */
export function WebhooksPage() {
  const isOwner = useIsOwner();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const endpoints = useWebhookEndpoints();
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Events POSTed to your endpoints, signed with the Standard Webhooks scheme and retried for about 26 hours."
        actions={isOwner && <Button onClick={() => setAdding(true)}>Add endpoint</Button>}
      />
      {!isOwner && <OwnersOnly>Only owners manage webhook endpoints.</OwnersOnly>}
      {isOwner && (
        <Stack>
          {created && (
            <Paper withBorder p="lg">
              <Alert color="yellow" variant="light" title="Endpoint added" mb="sm">
                Copy its signing secret now: it is shown only once. Verify each request’s
                webhook-signature header with it.
              </Alert>
              <CopyField label="Signing secret" value={created.secret} />
            </Paper>
          )}
          {endpoints.isLoading && <Loading />}
          <ErrorNote error={endpoints.error} title="Endpoints not loaded" />
          {endpoints.data?.length === 0 && (
            <Empty
              title="No endpoints yet"
              action={<Button onClick={() => setAdding(true)}>Add endpoint</Button>}
            >
              Add an endpoint to receive message, conversation and contact events in your own
              systems.
            </Empty>
          )}
          {endpoints.data?.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </Stack>
      )}
      <AddEndpointModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(url, secret) => setCreated({ url, secret })}
      />
    </>
  );
}
