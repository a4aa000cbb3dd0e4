import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useOwnCredits, useOwnTransactions } from '../../api/agency';
import { DataTable, ErrorNote, Loading, PagedRows, SectionCard, StatTile } from '../../components';
import { formatCredits } from '../agency/format-credits';
import { CREDIT_COLUMNS } from '../agency/subaccount-detail';

/**
 * Settings > Credits, for a sub-account (docs/ledger.md#history): its balance and auto-recharge
 * settings (`GET /v1/account/credits`), then its credit history, newest first, paginated
 * (`GET /v1/account/credits/transactions`). Its agency grants the credits; each message uses some.
 */
export function CreditsSettings() {
  const credits = useOwnCredits(true);
  const transactions = useOwnTransactions();
  return (
    <Stack gap="lg">
      {credits.isPending && <Loading />}
      <ErrorNote error={credits.error} />
      {credits.data && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StatTile label="Balance" value={`${formatCredits(credits.data.balance)} credits`} />
          <StatTile
            label="Auto-recharge"
            value={
              credits.data.autoRecharge.enabled
                ? `Below ${formatCredits(credits.data.autoRecharge.threshold)}, ask for ${formatCredits(credits.data.autoRecharge.amount)}`
                : 'Off'
            }
          />
        </SimpleGrid>
      )}
      <SectionCard title="Credit history">
        <Text size="sm" c="dimmed" mb="sm">
          Your agency grants credits; each message sent uses some. Newest first.
        </Text>
        <PagedRows
          page={transactions}
          framed={false}
          empty={<Text c="dimmed">No credits granted or used yet.</Text>}
        >
          {(rows) => (
            <DataTable
              striped
              verticalSpacing="sm"
              aria-label="Credit history"
              rows={rows}
              columns={CREDIT_COLUMNS}
            />
          )}
        </PagedRows>
      </SectionCard>
    </Stack>
  );
}
