import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useCreateSubAccount, useSubAccountsPage } from '../../api/agency';
import type { CreateSubAccount, SubAccount } from '../../api/types';
import {
  Empty,
  FormModal,
  PageHeader,
  PagedTable,
  type Column,
  formatDate,
  useFormDialog,
} from '../../components';
import { formatCredits } from './format-credits';
import { GrantCreditsModal } from './grant-credits-modal';
import { SubAccountDetail } from './subaccount-detail';

/** `New sub-account`: Name and Email. */
function NewSubAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateSubAccount>({ initialValues: { name: '', email: '' } });
  const dialog = useFormDialog({
    form,
    mutation: useCreateSubAccount(),
    fields: { name: { path: 'name', label: 'Name' }, email: { path: 'email', label: 'Email' } },
    onClose,
  });
  return (
    <FormModal
      title="New sub-account"
      opened={opened}
      submitLabel="Create sub-account"
      dialog={dialog}
    >
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Email"
        description="Credits are granted to this address"
        required
        {...form.getInputProps('email')}
      />
    </FormModal>
  );
}

/**
 * Agency (agency accounts; docs/ledger.md#credits): the sub-accounts with balance and
 * auto-recharge threshold, `New sub-account`, `Grant credits` (with a confirmation that states
 * the new balance), and the chosen sub-account's history and auto-recharge settings.
 */
export function AgencyPage() {
  const [creating, setCreating] = useState(false);
  const [granting, setGranting] = useState<SubAccount | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const subAccounts = useSubAccountsPage();
  const selected = subAccounts.query.data?.data.find((s) => s.id === selectedId) ?? null;
  const columns: Column<SubAccount>[] = [
    { label: 'Name', td: { fw: 500 }, cell: (s) => s.name },
    // whole unless it cannot fit (break-all split "example.co m" with room to spare)
    { label: 'Email', td: { style: { overflowWrap: 'break-word' } }, cell: (s) => s.email },
    { label: 'Balance', align: 'right', cell: (s) => formatCredits(s.balance) },
    {
      label: 'Auto-recharge',
      cell: (s) =>
        s.autoRecharge.enabled
          ? `under ${formatCredits(s.autoRecharge.threshold)}: +${formatCredits(s.autoRecharge.amount)}`
          : 'off',
    },
    { label: 'Created', nowrap: true, cell: (s) => formatDate(s.createdAt) },
    {
      label: 'Actions',
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => setGranting(s)}>
            Grant credits
          </Button>
          <Button size="xs" variant="default" onClick={() => setSelectedId(s.id)}>
            History
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Agency"
        description="Your sub-accounts: each message they send uses one credit."
        actions={<Button onClick={() => setCreating(true)}>New sub-account</Button>}
      />
      <Stack>
        <PagedTable
          page={subAccounts}
          columns={columns}
          highlightOnHover={false}
          empty={
            <Empty
              title="No sub-accounts yet"
              action={<Button onClick={() => setCreating(true)}>New sub-account</Button>}
            >
              Create a sub-account for each client, then grant it credits.
            </Empty>
          }
        />
        {selected && <SubAccountDetail subAccount={selected} />}
      </Stack>
      <NewSubAccountModal opened={creating} onClose={() => setCreating(false)} />
      {granting && (
        <GrantCreditsModal
          subAccount={granting}
          onClose={() => {
            setSelectedId(granting.id);
            setGranting(null);
          }}
        />
      )}
    </>
  );
}
