import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useGenerateApiKey } from '../../api/account';
import { useIsOwner } from '../../api/session';
import { CopyField, ErrorNote } from '../../components';
import { OwnersOnly } from './owners-only';

/**
 * Settings > Account > API key: Generate (owners), confirmed because the current key stops
 * working at once, then the new key shown once with Copy. The key lives only in this
 * component's state while the screen is open: never stored.
 */
export function ApiKeySection() {
  const isOwner = useIsOwner();
  const [newKey, setNewKey] = useState<string | null>(null);
  const generate = useGenerateApiKey();
  const confirm = () => {
    generate.reset();
    modals.openConfirmModal({
      title: 'Generate new key',
      children: (
        <Text size="sm">
          The current API key stops working at once: every integration that uses it (funnels,
          automations, your own code) fails until you give it the new key.
        </Text>
      ),
      labels: { confirm: 'Generate new key', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        generate.mutate(undefined, { onSuccess: (result) => setNewKey(result.apiKey) }),
    });
  };

  return (
    <Paper withBorder p="lg">
      <section aria-label="API key">
        <Title order={4}>API key</Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          The key lets your funnels, automations and your own servers call the Parley API. Keep it
          in server-side code only: never put it in a web page, a browser script or a mobile app.
        </Text>
        {newKey ? (
          <Stack gap="sm">
            <Alert color="yellow" variant="light" title="Copy your new key now">
              It is shown only this once. The previous key no longer works.
            </Alert>
            <CopyField label="New API key" value={newKey} />
            <Group>
              <Button variant="default" onClick={() => setNewKey(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm" align="flex-start">
            {isOwner ? (
              <Button onClick={confirm} loading={generate.isPending}>
                Generate
              </Button>
            ) : (
              <OwnersOnly>Only an owner of the account can generate the key.</OwnersOnly>
            )}
            <ErrorNote error={generate.error} />
          </Stack>
        )}
      </section>
    </Paper>
  );
}
