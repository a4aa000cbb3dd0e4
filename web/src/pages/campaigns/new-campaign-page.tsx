import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { NoConnectionBanner } from '../channels';
import { Link, useNavigate } from 'react-router';
import { useCreateCampaign } from '../../api/campaigns';
import { useListOptions } from '../../api/lists';
import { useTemplateOptions } from '../../api/templates';
import type { CreateCampaign } from '../../api/types';
import { ErrorNote, PageHeader, channelName, useFormRequest } from '../../components';
import { FollowUpsAndBot } from './follow-ups-and-bot';
import {
  DEFAULT_QUIET_HOURS,
  QUIET_HOURS_ERROR_FIELDS,
  QuietHoursFields,
  type QuietHoursValues,
  quietHoursBody,
} from './quiet-hours-fields';

interface CampaignForm extends QuietHoursValues {
  name: string;
  listId: string;
  openingTemplateId: string;
  throttlePerMinute: number | string;
  openingDelaySeconds: number | string;
  followUps: { afterMinutes: number | string; templateId: string }[];
  botEnabled: boolean;
  botInstructions: string;
}

/** The campaign the form describes, as `POST /v1/campaigns` takes it (channel: the template's). */
function campaignBody(values: CampaignForm, channel: string | undefined): CreateCampaign {
  return {
    quietHours: quietHoursBody(values, channel),
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

/**
 * New campaign: name, list, opening template, throttle, opening delay, quiet hours (on by default
 * for an SMS template), follow-ups and the bot.
 */
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
      quietHoursOn: null,
      quietStart: DEFAULT_QUIET_HOURS.start,
      quietEnd: DEFAULT_QUIET_HOURS.end,
    },
  });
  const channel = templates.data?.data.find((t) => t.id === form.values.openingTemplateId)?.channel;
  const request = useFormRequest({
    form,
    mutation: useCreateCampaign(),
    toVariables: (values) => campaignBody(values, channel),
    fields: {
      name: { path: 'name', label: 'Campaign name' },
      listId: { path: 'listId', label: 'List' },
      openingTemplateId: { path: 'openingTemplateId', label: 'Opening template' },
      throttlePerMinute: { path: 'throttlePerMinute', label: 'Throttle per minute' },
      openingDelaySeconds: { path: 'openingDelaySeconds', label: 'Opening delay (seconds)' },
      'bot.instructions': { path: 'botInstructions', label: 'Bot instructions' },
      ...QUIET_HOURS_ERROR_FIELDS,
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
      <NoConnectionBanner channel={channel} />
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
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
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
            <QuietHoursFields form={form} channel={channel} />
            <FollowUpsAndBot
              form={form}
              templateOptions={templateOptions}
              instructionsPlaceholder="You answer questions about our webinar. Be brief and friendly."
            />
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
