import { Anchor, Button } from '@mantine/core';
import { type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCampaignsPage } from '../../api/campaigns';
import type { Campaign, CampaignStats } from '../../api/types';
import {
  Empty,
  PageHeader,
  PagedTable,
  StatusBadge,
  channelName,
  formatDate,
  type Column,
} from '../../components';

/** A count of the stats, or "—" while the API does not give it. */
function count(stats: CampaignStats | undefined, key: keyof CampaignStats): ReactNode {
  const value = stats?.[key];
  return typeof value === 'number' ? value : '—';
}

/** A column of one of the campaign's counts, aligned right. */
function countColumn(label: string, key: keyof CampaignStats): Column<Campaign> {
  return { label, align: 'right', cell: (campaign) => count(campaign.stats, key) };
}

const CAMPAIGN_COLUMNS: Column<Campaign>[] = [
  {
    label: 'Name',
    cell: (campaign) => (
      <Anchor component={Link} to={`/app/campaigns/${campaign.id}`}>
        {campaign.name}
      </Anchor>
    ),
  },
  { label: 'Status', cell: (campaign) => <StatusBadge status={campaign.status} /> },
  { label: 'Channel', cell: (campaign) => channelName(campaign.channel) },
  countColumn('Enrolled', 'enrolled'),
  countColumn('Sent', 'sent'),
  countColumn('Delivered', 'delivered'),
  countColumn('Replied', 'replied'),
  countColumn('Skipped', 'skipped'),
  { label: 'Created', nowrap: true, cell: (campaign) => formatDate(campaign.createdAt) },
];

/** Campaigns: the table with each campaign's status and stats (from the list answer itself). */
export function CampaignsPage() {
  const navigate = useNavigate();
  const campaigns = useCampaignsPage();
  const create = (
    <Button component={Link} to="/app/campaigns/new">
      New campaign
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="A live campaign messages every contact added to its list, then its bot carries the conversation."
        actions={create}
      />
      <PagedTable
        page={campaigns}
        empty={
          <Empty
            title="No campaigns yet"
            action={<Button onClick={() => navigate('/app/campaigns/new')}>New campaign</Button>}
          >
            Create a list and an opening template first, then a campaign that links them, and launch
            it.
          </Empty>
        }
        columns={CAMPAIGN_COLUMNS}
      />
    </>
  );
}
