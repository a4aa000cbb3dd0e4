import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useAccount } from '../../api/account';
import type { Account } from '../../api/types';
import { DetailRow, ErrorNote, Loading, formatDate } from '../../components';
import { AccountPreferences } from './account-preferences';
import { ApiKeySection } from './api-key-section';
import { ChangePassword } from './change-password';

/** An account's `type` in words. */
const ACCOUNT_TYPES: Record<Account['type'], string> = {
  standard: 'Standard',
  agency: 'Agency',
  sub_account: 'Sub-account',
};

/** Settings > Account: the account's details, its API key, and Change password. */
export function AccountSettings() {
  const account = useAccount();

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Title order={4} mb="md">
          Account
        </Title>
        {account.isPending && <Loading />}
        <ErrorNote error={account.error} />
        {account.data && (
          <Stack gap="xs">
            <DetailRow label="Name">
              <Text fw={500}>{account.data.name}</Text>
            </DetailRow>
            <DetailRow label="Type">
              <Text>{ACCOUNT_TYPES[account.data.type]}</Text>
            </DetailRow>
            <DetailRow label="Account id">
              <Code>{account.data.id}</Code>
            </DetailRow>
            <DetailRow label="Created">
              <Text size="sm">{formatDate(account.data.createdAt)}</Text>
            </DetailRow>
          </Stack>
        )}
      </Paper>
      {account.data && <AccountPreferences key={account.data.id} account={account.data} />}
      <ApiKeySection />
      <ChangePassword />
    </Stack>
  );
}
