import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NoConnectionBanner } from '../channels';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCampaign, useCampaignAction } from '../../api/campaigns';
import { ApiError, errorMessage, isSessionEnded } from '../../api/client';
import { useList } from '../../api/lists';
import { useTemplate } from '../../api/templates';
import type { Campaign, CampaignStats, LaunchWarning } from '../../api/types';
import {
  DataTable,
  DetailRow,
  ErrorNote,
  Loading,
  PageHeader,
  SectionCard,
  StatTile,
  StatusBadge,
  channelName,
  formatDate,
} from '../../components';
import { pricingCategoryText, pricingRows } from './pricing-categories';
import { skipReasonText } from './skip-reasons';

const STATS: { key: keyof CampaignStats; label: string }[] = [
  { key: 'enrolled', label: 'enrolled' },
  { key: 'pending', label: 'pending' },
  { key: 'sent', label: 'sent' },
  { key: 'delivered', label: 'delivered' },
  { key: 'read', label: 'read' },
  { key: 'replied', label: 'replied' },
  { key: 'skipped', label: 'skipped' },
  { key: 'failed', label: 'failed' },
];

import { EditCampaignModal } from './edit-campaign-modal';
import { LaunchModal } from './launch-modal';

/** The campaign page's main action: Pause while live, Launch a draft, Resume a paused one. */
const PAUSE = { verb: 'pause', label: 'Pause', color: 'orange' } as const;
const LAUNCH = { verb: 'launch', label: 'Launch', color: 'green' } as const;
const RESUME = { verb: 'launch', label: 'Resume', color: 'green' } as const;
const TOGGLES: Record<Campaign['status'], typeof PAUSE | typeof LAUNCH | typeof RESUME | null> = {
  live: PAUSE,
  draft: LAUNCH,
  paused: RESUME,
  archived: null,
};

/** "2 messages are billable and 1 is free so far." */
function pricingSummary(billable: number, free: number): string {
  const billed = billable === 1 ? '1 message is' : `${billable} messages are`;
  return `So far ${billed} billable and ${free === 1 ? '1 is' : `${free} are`} free.`;
}

/** "1 message waits" / "N messages wait" for the end of quiet hours. */
function quietWaitTitle(n: number): string {
  return n === 1
    ? '1 message waits for quiet hours to end'
    : `${n} messages wait for quiet hours to end`;
}

/** The name a lookup found, or words that say why there is none. */
function lookupName(query: UseQueryResult<{ name: string }>, what: 'list' | 'template'): string {
  if (query.data) return query.data.name;
  if (query.error instanceof ApiError && query.error.status === 404)
    return `This ${what} no longer exists`;
  if (query.error) return `The ${what}'s name could not be loaded`;
  return '…';
}

/**
 * A campaign: Launch / Pause, Edit (its settings, `EditCampaignModal`), its stats refreshed every 2 seconds (saying so when a refresh
 * fails rather than showing old numbers as current), how many messages wait for quiet hours,
 * the skipped contacts by reason, what WhatsApp charges by category, and its settings.
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const list = useList(campaign.data?.listId);
  const template = useTemplate(campaign.data?.openingTemplateId);
  const action = useCampaignAction(id);
  const [launching, setLaunching] = useState(false);
  const [editing, setEditing] = useState(false);
  const [warnings, setWarnings] = useState<LaunchWarning[]>([]);
  if (campaign.isPending) return <Loading />;
  if (campaign.error && !campaign.data) return <ErrorNote error={campaign.error} />;
  const c = campaign.data!;
  const stats = c.stats;
  // A refresh that failed keeps the last numbers: they are shown dimmed, with why and since when.
  const stale = campaign.isRefetchError && !isSessionEnded(campaign.error);
  const toggle = TOGGLES[c.status];
  // A list that already has people: Launch asks whether to write to them too.
  const members = c.type !== 'incoming' ? (list.data?.memberCount ?? 0) : 0;
  const onToggle = () => {
    if (!toggle) return;
    if (toggle === LAUNCH && members > 0) setLaunching(true);
    else
      action.mutate(
        { verb: toggle.verb },
        {
          // a launch or resume without the choice still shows its warnings, in the dialog
          onSuccess: (launched) => {
            if (!launched.warnings?.length) return;
            setWarnings(launched.warnings);
            setLaunching(true);
          },
        },
      );
  };
  const confirmArchive = () =>
    modals.openConfirmModal({
      title: `Archive ${c.name}?`,
      children: (
        <Text size="sm">
          It becomes read-only and its messages not sent yet are cancelled. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Archive', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => action.mutate({ verb: 'archive' }),
    });
  const pricing = pricingRows(stats?.billable, stats?.free);
  const billableTotal = pricing.reduce((sum, row) => sum + row.billable, 0);
  const freeTotal = pricing.reduce((sum, row) => sum + row.free, 0);
  const reasons = Object.entries(stats?.skippedReasons ?? {})
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <>
      <PageHeader
        title={c.name}
        description={`${channelName(c.channel)} campaign · created ${formatDate(c.createdAt)}`}
        actions={
          <>
            <StatusBadge status={c.status} />
            {toggle && (
              <Button color={toggle.color} loading={action.isPending} onClick={onToggle}>
                {toggle.label}
              </Button>
            )}
            {c.status !== 'archived' && (
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {(c.status === 'draft' || c.status === 'paused') && (
              <Button variant="default" disabled={action.isPending} onClick={confirmArchive}>
                Archive
              </Button>
            )}
          </>
        }
      />
      <NoConnectionBanner channel={c.channel} />
      {editing && <EditCampaignModal campaign={c} opened onClose={() => setEditing(false)} />}
      <LaunchModal
        opened={launching}
        members={members}
        pending={action.isPending}
        warnings={warnings}
        onClose={() => {
          setLaunching(false);
          setWarnings([]);
        }}
        onPause={() =>
          action.mutate(
            { verb: 'pause' },
            {
              onSettled: () => {
                setLaunching(false);
                setWarnings([]);
              },
            },
          )
        }
        onLaunch={(includeExistingMembers) =>
          action.mutate(
            { verb: 'launch', includeExistingMembers },
            {
              // warnings keep the dialog open, in words (docs/campaigns.md#launch-warnings)
              onSuccess: (launched) =>
                launched.warnings?.length ? setWarnings(launched.warnings) : setLaunching(false),
              onError: () => setLaunching(false),
            },
          )
        }
      />
      <Stack gap="lg">
        <ErrorNote error={action.error} />
        {c.pauseReason && (
          <Text c="orange" size="sm">
            Paused by Parley: {c.pauseReason}
          </Text>
        )}
        {stale && (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            title="The stats could not be refreshed"
          >
            {errorMessage(campaign.error)} The numbers below are from{' '}
            {new Date(campaign.dataUpdatedAt).toLocaleTimeString()}; Parley keeps trying every few
            seconds.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} aria-label="Stats">
          {STATS.map((s) => (
            <StatTile
              key={s.key}
              label={s.label}
              stat={s.key}
              dimmed={stale}
              value={stats ? String(stats[s.key] ?? 0) : '…'}
            />
          ))}
        </SimpleGrid>
        {(stats?.waitingForQuietHours ?? 0) > 0 && c.quietHours && (
          <Alert color="blue" variant="light" title={quietWaitTitle(stats!.waitingForQuietHours)}>
            Quiet hours are {c.quietHours.start}–{c.quietHours.end} in each contact&apos;s local
            time. These messages go at {c.quietHours.end} their time; the others are not held up.
          </Alert>
        )}
        {reasons.length > 0 && (
          <Paper withBorder p="lg">
            <Title order={4} mb={4}>
              Why contacts were skipped
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              These contacts got no message from this campaign.
            </Text>
            <DataTable
              verticalSpacing={6}
              aria-label="Skipped contacts by reason"
              rows={reasons}
              rowKey={([reason]) => reason}
              columns={[
                { label: 'Reason', cell: ([reason]) => skipReasonText(reason) },
                { label: 'Contacts', align: 'right', width: 120, cell: ([, n]) => n },
              ]}
            />
          </Paper>
        )}
        {pricing.length > 0 && (
          <Paper withBorder p="lg">
            <Title order={4} mb={4}>
              WhatsApp billing by category
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {pricingSummary(billableTotal, freeTotal)} Meta bills each delivered template at the
              rate of its category in the person&apos;s country; the counts grow as Meta reports
              each message.
            </Text>
            <DataTable
              verticalSpacing={6}
              aria-label="Billable messages by category"
              rows={pricing}
              rowKey={(row) => row.category}
              columns={[
                { label: 'Category', cell: (row) => pricingCategoryText(row.category) },
                { label: 'Billable', align: 'right', width: 90, cell: (row) => row.billable },
                { label: 'Free', align: 'right', width: 90, cell: (row) => row.free },
              ]}
            />
          </Paper>
        )}
        <SectionCard title="Settings">
          <Stack gap={6}>
            <DetailRow label="List">
              {c.listId ? (
                <Anchor component={Link} to={`/app/lists/${c.listId}`}>
                  {lookupName(list, 'list')}
                </Anchor>
              ) : (
                'None: choose a list before launching'
              )}
            </DetailRow>
            <DetailRow label="Opening template">
              {c.openingTemplateId ? lookupName(template, 'template') : 'None'}
            </DetailRow>
            <DetailRow label="Throttle">{c.throttlePerMinute} per minute</DetailRow>
            <DetailRow label="Opening delay">{c.openingDelaySeconds} seconds</DetailRow>
            <DetailRow label="Quiet hours">
              {c.quietHours
                ? `${c.quietHours.start}–${c.quietHours.end} in each contact's local time`
                : 'Off: messages go at any hour'}
            </DetailRow>
            <DetailRow label="Follow-ups">
              {c.followUps.length === 0
                ? 'None'
                : c.followUps.map((f) => `after ${f.afterMinutes} min`).join(', ')}
            </DetailRow>
            <DetailRow label="Bot">
              {c.bot.enabled ? `On${c.bot.instructions ? ` — ${c.bot.instructions}` : ''}` : 'Off'}
            </DetailRow>
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
