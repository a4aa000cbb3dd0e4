import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useGrantCredits } from '../../api/agency';
import type { SubAccount } from '../../api/types';
import { ErrorNote } from '../../components';
import { formatCredits } from './format-credits';

/**
 * `Grant credits` to a sub-account: `Amount` (at most 2 decimals) and `Description`, then a
 * confirmation step stating the new balance, then `Grant` (one idempotency key per
 * confirmation, so a double click grants once). Rule: docs/ledger.md#credits.
 */
export function GrantCreditsModal({
  subAccount,
  onClose,
}: {
  subAccount: SubAccount;
  onClose: () => void;
}) {
  const grant = useGrantCredits();
  const [confirming, setConfirming] = useState<{ amount: number; key: string } | null>(null);
  const form = useForm<{ amount: number | string; description: string }>({
    initialValues: { amount: '', description: '' },
    validate: {
      amount: (value) =>
        typeof value === 'number' && value > 0 && Math.round(value * 100) === value * 100
          ? null
          : 'Must be a positive amount with at most 2 decimals',
    },
  });
  const close = () => {
    grant.reset();
    onClose();
  };
  return (
    <Modal opened onClose={close} title={`Grant credits to ${subAccount.name}`}>
      {!confirming ? (
        <form
          onSubmit={form.onSubmit((values) =>
            setConfirming({ amount: Number(values.amount), key: crypto.randomUUID() }),
          )}
        >
          <Stack>
            <NumberInput
              label="Amount"
              description="Credits, up to 2 decimals"
              decimalScale={2}
              min={0}
              required
              data-autofocus
              {...form.getInputProps('amount')}
            />
            <TextInput label="Description" {...form.getInputProps('description')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Continue</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text>
            {`Grant ${formatCredits(confirming.amount)} credits to ${subAccount.name}? The new balance will be ${formatCredits(subAccount.balance + confirming.amount)} credits.`}
          </Text>
          <ErrorNote error={grant.error} title="Not granted" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Back
            </Button>
            <Button
              loading={grant.isPending}
              onClick={() =>
                grant.mutate(
                  {
                    email: subAccount.email,
                    amount: confirming.amount,
                    idempotency_key: confirming.key,
                    ...(form.values.description.trim()
                      ? { description: form.values.description.trim() }
                      : {}),
                  },
                  { onSuccess: close },
                )
              }
            >
              Grant
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
