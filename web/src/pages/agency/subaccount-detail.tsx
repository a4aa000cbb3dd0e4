import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSubAccountTransactions, useUpdateSubAccount } from '../../api/agency';
import type { CreditTransaction, SubAccount } from '../../api/types';
import { ErrorNote, PagedTable, type Column, formatDate, useFormRequest } from '../../components';
import { formatCredits } from './format-credits';

const KIND_NAMES: Record<CreditTransaction['kind'], string> = {
  grant: 'Grant',
  debit: 'Message',
  reversal: 'Refund',
};

/** A credit history as a table (the agency's view of a sub-account, and Settings > Credits). */
export const CREDIT_COLUMNS: Column<CreditTransaction>[] = [
  { label: 'When', nowrap: true, cell: (tx) => formatDate(tx.createdAt) },
  { label: 'Kind', cell: (tx) => KIND_NAMES[tx.kind] },
  {
    label: 'Amount',
    align: 'right',
    cell: (tx) => `${tx.kind === 'debit' ? '−' : '+'}${formatCredits(Math.abs(tx.amount))}`,
  },
  { label: 'Balance after', align: 'right', cell: (tx) => formatCredits(tx.balanceAfter) },
  { label: 'Description', cell: (tx) => tx.description ?? '—' },
];

/** Auto-recharge settings of a sub-account: Enabled, Threshold and Amount, with `Save`. */
function AutoRechargeForm({ subAccount }: { subAccount: SubAccount }) {
  const form = useForm({
    initialValues: {
      enabled: subAccount.autoRecharge.enabled,
      threshold: subAccount.autoRecharge.threshold,
      amount: subAccount.autoRecharge.amount,
    },
  });
  const update = useUpdateSubAccount(subAccount.id);
  const request = useFormRequest({
    form,
    mutation: update,
    fields: {
      'autoRecharge.enabled': { path: 'enabled', label: 'Auto-recharge' },
      'autoRecharge.threshold': { path: 'threshold', label: 'Threshold' },
      'autoRecharge.amount': { path: 'amount', label: 'Recharge amount' },
    },
    toVariables: (values) => ({
      autoRecharge: {
        enabled: values.enabled,
        threshold: Number(values.threshold),
        amount: Number(values.amount),
      },
    }),
  });
  return (
    <form onSubmit={request.onSubmit}>
      <Stack gap="sm">
        <Switch label="Auto-recharge" {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group grow align="flex-start">
          <NumberInput
            label="Threshold"
            decimalScale={2}
            min={0}
            {...form.getInputProps('threshold')}
          />
          <NumberInput
            label="Recharge amount"
            decimalScale={2}
            min={0}
            {...form.getInputProps('amount')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          When a message takes the balance under the threshold, your webhook receives one
          subaccount.auto_recharge event asking for the recharge amount.
        </Text>
        <ErrorNote {...request.errorNote} />
        {update.isSuccess && (
          <Text size="sm" c="teal.9" role="status">
            Saved.
          </Text>
        )}
        <Group>
          <Button type="submit" variant="default" loading={request.submitting}>
            Save auto-recharge
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A sub-account's credit history (newest first, paginated) and its auto-recharge settings. */
export function SubAccountDetail({ subAccount }: { subAccount: SubAccount }) {
  const transactions = useSubAccountTransactions(subAccount.id);
  return (
    <Paper withBorder p="lg" component="section" aria-label={`${subAccount.name} credits`}>
      <Title order={3} size="h4" mb={4}>
        {`${subAccount.name}: balance ${formatCredits(subAccount.balance)} credits`}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {subAccount.email}
      </Text>
      <Stack gap="lg">
        <div>
          <Title order={4} size="h5" mb="xs">
            Credit history
          </Title>
          <PagedTable
            page={transactions}
            columns={CREDIT_COLUMNS}
            highlightOnHover={false}
            empty={<Text c="dimmed">No credits granted or used yet.</Text>}
          />
        </div>
        <div>
          <Title order={4} size="h5" mb="xs">
            Auto-recharge
          </Title>
          <AutoRechargeForm key={subAccount.id} subAccount={subAccount} />
        </div>
      </Stack>
    </Paper>
  );
}
