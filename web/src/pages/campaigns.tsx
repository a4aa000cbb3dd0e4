import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useCampaign,
  useCampaignAction,
  useCampaignsPage,
  useCreateCampaign,
} from '../api/campaigns';
import { ApiError, errorMessage, isSessionEnded } from '../api/client';
import { useList, useListOptions } from '../api/lists';
import { useTemplate, useTemplateOptions } from '../api/templates';
import type { Campaign, CampaignStats, CreateCampaign } from '../api/types';
import {
  DataTable,
  Empty,
  ErrorNote,
  Loading,
  PageHeader,
  SectionCard,
  StatTile,
  StatusBadge,
  channelName,
  formatDate,
  useFormRequest,
  type Column,
  PagedTable,
} from '../components';

/** Why a contact got no message, in words (the API's `skippedReasons` keys, product.md section 7). */
const SKIP_REASONS: Record<string, string> = {
  campaign_not_live: 'The campaign was not live when the message was due',
  template_not_approved: 'The template was not approved',
  no_phone: 'No phone number',
  opted_out: 'Opted out (they replied STOP)',
  contact_messaged_first: 'They had already written to you first',
  contact_replied: 'They replied, so the follow-up was not needed',
  contact_erased: 'The contact was erased',
  campaign_archived: 'The campaign was archived',
  no_channel_identity: 'Not reachable on this channel (no Messenger or Instagram id)',
  comment_already_answered: 'Their comment already had a private reply',
  window_closed: "Meta's messaging window had closed",
};

/** A skip reason in words; an unknown code reads as its words ("some_reason" → "Some reason"). */
export function skipReasonText(reason: string): string {
  if (SKIP_REASONS[reason]) return SKIP_REASONS[reason];
  const words = reason.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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

interface CampaignForm {
  name: string;
  listId: string;
  openingTemplateId: string;
  throttlePerMinute: number | string;
  openingDelaySeconds: number | string;
  followUps: { afterMinutes: number | string; templateId: string }[];
  botEnabled: boolean;
  botInstructions: string;
}

/** The campaign the form describes, as `POST /v1/campaigns` takes it. */
function campaignBody(values: CampaignForm): CreateCampaign {
  return {
    name: values.name,
    listId: values.listId || null,
    openingTemplateId: values.openingTemplateId || null,
    throttlePerMinute: Number(values.throttlePerMinute),
    openingDelaySeconds: Number(values.openingDelaySeconds),
    followUps: values.followUps.map((f) => ({
      afterMinutes: Number(f.afterMinutes),
      templateId: f.templateId,
    })),
    bot: { enabled: values.botEnabled, instructions: values.botInstructions.trim() || null },
  };
}

/** New campaign: name, list, opening template, throttle, opening delay, follow-ups and the bot. */
export function NewCampaignPage() {
  const navigate = useNavigate();
  const lists = useListOptions();
  const templates = useTemplateOptions();
  const form = useForm<CampaignForm>({
    initialValues: {
      name: '',
      listId: '',
      openingTemplateId: '',
      throttlePerMinute: 20,
      openingDelaySeconds: 0,
      followUps: [],
      botEnabled: true,
      botInstructions: '',
    },
  });
  const request = useFormRequest({
    form,
    mutation: useCreateCampaign(),
    toVariables: campaignBody,
    fields: {
      name: { path: 'name', label: 'Campaign name' },
      listId: { path: 'listId', label: 'List' },
      openingTemplateId: { path: 'openingTemplateId', label: 'Opening template' },
      throttlePerMinute: { path: 'throttlePerMinute', label: 'Throttle per minute' },
      openingDelaySeconds: { path: 'openingDelaySeconds', label: 'Opening delay (seconds)' },
      'bot.instructions': { path: 'botInstructions', label: 'Bot instructions' },
      ...Object.fromEntries(
        form.values.followUps.flatMap((_, i) => [
          [
            `followUps.${i}.afterMinutes`,
            { path: `followUps.${i}.afterMinutes`, label: `Follow-up ${i + 1} after (minutes)` },
          ],
          [
            `followUps.${i}.templateId`,
            { path: `followUps.${i}.templateId`, label: `Follow-up ${i + 1} template` },
          ],
        ]),
      ),
    },
    onSuccess: (campaign) => navigate(`/app/campaigns/${campaign.id}`),
  });
  const templateOptions = [
    { value: '', label: 'Choose a template' },
    ...(templates.data?.data ?? []).map((t) => ({
      value: t.id,
      label: `${t.name} (${channelName(t.channel)}, ${t.status})`,
    })),
  ];
  return (
    <>
      <PageHeader
        title="New campaign"
        description="It starts as a draft: launch it when the list and template are ready."
      />
      <ErrorNote error={lists.error ?? templates.error} />
      <Paper withBorder p="lg" maw={720}>
        <form onSubmit={request.onSubmit}>
          <Stack>
            <TextInput label="Campaign name" required {...form.getInputProps('name')} />
            <NativeSelect
              label="List"
              description="Everyone added to this list while the campaign is live gets the opening message."
              data={[
                { value: '', label: 'Choose a list' },
                ...(lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name })),
              ]}
              {...form.getInputProps('listId')}
            />
            <NativeSelect
              label="Opening template"
              data={templateOptions}
              {...form.getInputProps('openingTemplateId')}
            />
            <SimpleGrid cols={2}>
              <NumberInput
                label="Throttle per minute"
                description="Opening messages sent per minute"
                min={1}
                max={60000}
                {...form.getInputProps('throttlePerMinute')}
              />
              <NumberInput
                label="Opening delay (seconds)"
                description="Wait before the opening message"
                min={0}
                max={86400}
                {...form.getInputProps('openingDelaySeconds')}
              />
            </SimpleGrid>
            <div>
              <Text fw={600} size="sm">
                Follow-ups
              </Text>
              <Text size="xs" c="dimmed" mb="xs">
                Sent after the opening message unless the contact has replied.
              </Text>
              <Stack gap="xs">
                {form.values.followUps.map((_, index) => (
                  <Group key={index} align="flex-end" wrap="nowrap">
                    <NumberInput
                      label={`Follow-up ${index + 1} after (minutes)`}
                      min={1}
                      w={220}
                      {...form.getInputProps(`followUps.${index}.afterMinutes`)}
                    />
                    <NativeSelect
                      label={`Follow-up ${index + 1} template`}
                      data={templateOptions}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`followUps.${index}.templateId`)}
                    />
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => form.removeListItem('followUps', index)}
                    >
                      Remove
                    </Button>
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() =>
                      form.insertListItem('followUps', { afterMinutes: 1440, templateId: '' })
                    }
                    disabled={form.values.followUps.length >= 10}
                  >
                    Add follow-up
                  </Button>
                </Group>
              </Stack>
            </div>
            <Switch
              label="Bot"
              description="The AI bot answers replies for this campaign"
              {...form.getInputProps('botEnabled', { type: 'checkbox' })}
            />
            {form.values.botEnabled && (
              <Textarea
                label="Bot instructions"
                placeholder="You answer questions about our webinar. Be brief and friendly."
                autosize
                minRows={3}
                {...form.getInputProps('botInstructions')}
              />
            )}
            <ErrorNote {...request.errorNote} />
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/app/campaigns">
                Cancel
              </Button>
              <Button type="submit" loading={request.submitting}>
                Create campaign
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}

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

/** The campaign page's action button: Pause while it is live, Launch while a draft or paused. */
const PAUSE = { verb: 'pause', label: 'Pause', color: 'orange' } as const;
const LAUNCH = { verb: 'launch', label: 'Launch', color: 'green' } as const;
const TOGGLES: Record<Campaign['status'], typeof PAUSE | typeof LAUNCH | null> = {
  live: PAUSE,
  draft: LAUNCH,
  paused: LAUNCH,
  archived: null,
};

/** The name a lookup found, or words that say why there is none. */
function lookupName(query: UseQueryResult<{ name: string }>, what: 'list' | 'template'): string {
  if (query.data) return query.data.name;
  if (query.error instanceof ApiError && query.error.status === 404)
    return `This ${what} no longer exists`;
  if (query.error) return `The ${what}'s name could not be loaded`;
  return '…';
}

/**
 * A campaign: Launch / Pause, its stats refreshed every 2 seconds (saying so when a refresh
 * fails rather than showing old numbers as current), the skipped contacts by reason, and its
 * settings.
 */
export function CampaignPage() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const list = useList(campaign.data?.listId);
  const template = useTemplate(campaign.data?.openingTemplateId);
  const action = useCampaignAction(id);
  if (campaign.isPending) return <Loading />;
  if (campaign.error && !campaign.data) return <ErrorNote error={campaign.error} />;
  const c = campaign.data!;
  const stats = c.stats;
  // A refresh that failed keeps the last numbers: they are shown dimmed, with why and since when.
  const stale = campaign.isRefetchError && !isSessionEnded(campaign.error);
  const toggle = TOGGLES[c.status];
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
              <Button
                color={toggle.color}
                loading={action.isPending}
                onClick={() => action.mutate(toggle.verb)}
              >
                {toggle.label}
              </Button>
            )}
          </>
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
        <SectionCard title="Settings">
          <Stack gap={6}>
            <Row label="List">
              {c.listId ? (
                <Anchor component={Link} to={`/app/lists/${c.listId}`}>
                  {lookupName(list, 'list')}
                </Anchor>
              ) : (
                'None: choose a list before launching'
              )}
            </Row>
            <Row label="Opening template">
              {c.openingTemplateId ? lookupName(template, 'template') : 'None'}
            </Row>
            <Row label="Throttle">{c.throttlePerMinute} per minute</Row>
            <Row label="Opening delay">{c.openingDelaySeconds} seconds</Row>
            <Row label="Follow-ups">
              {c.followUps.length === 0
                ? 'None'
                : c.followUps.map((f) => `after ${f.afterMinutes} min`).join(', ')}
            </Row>
            <Row label="Bot">
              {c.bot.enabled ? `On${c.bot.instructions ? ` — ${c.bot.instructions}` : ''}` : 'Off'}
            </Row>
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={140}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}
