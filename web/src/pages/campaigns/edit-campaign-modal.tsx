import { NativeSelect, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateCampaign } from '../../api/campaigns';
import { useListOptions } from '../../api/lists';
import { useTemplateOptions } from '../../api/templates';
import type { Campaign, UpdateCampaign } from '../../api/types';
import { ErrorNote, FormModal, channelName, useFormDialog } from '../../components';
import { FollowUpsAndBot } from './follow-ups-and-bot';
import {
  DEFAULT_QUIET_HOURS,
  QUIET_HOURS_ERROR_FIELDS,
  QuietHoursFields,
  type QuietHoursValues,
  quietHoursBody,
} from './quiet-hours-fields';

interface EditForm extends QuietHoursValues {
  name: string;
  type: Campaign['type'];
  listId: string;
  openingTemplateId: string;
  triggerOnNewContacts: boolean;
  throttlePerMinute: number | string;
  openingDelaySeconds: number | string;
  followUps: { afterMinutes: number | string; templateId: string }[];
  botEnabled: boolean;
  botInstructions: string;
}

const TYPES = [
  { value: 'combined', label: 'Combined: writes first, and answers people who write in' },
  { value: 'outgoing', label: 'Outgoing: writes first to list additions' },
  { value: 'incoming', label: 'Incoming: answers people who write in' },
];

/** Said under a setting that cannot change while the campaign is live. */
const FROZEN = 'Pause the campaign to change this.';

/** The campaign's settings as the form starts. */
function formValues(c: Campaign): EditForm {
  return {
    name: c.name,
    type: c.type,
    listId: c.listId ?? '',
    openingTemplateId: c.openingTemplateId ?? '',
    triggerOnNewContacts: c.triggerOnNewContacts ?? true,
    throttlePerMinute: c.throttlePerMinute,
    openingDelaySeconds: c.openingDelaySeconds,
    followUps: c.followUps.map((f) => ({ afterMinutes: f.afterMinutes, templateId: f.templateId })),
    botEnabled: c.bot.enabled ?? true,
    botInstructions: c.bot.instructions ?? '',
    quietHoursOn: c.quietHours !== null,
    quietStart: c.quietHours?.start ?? DEFAULT_QUIET_HOURS.start,
    quietEnd: c.quietHours?.end ?? DEFAULT_QUIET_HOURS.end,
  };
}

/**
 * `Edit` on the campaign page: every setting `PATCH /v1/campaigns/{id}` takes that the app shows
 * (docs/campaigns.md): name, type, list (WhatsApp and SMS), opening template, whether list
 * additions start it, throttle, opening delay, quiet hours, follow-ups and the bot. While the campaign is
 * live, type, list and template are shown but locked (the API refuses them, 409 `CONFLICT`).
 * The API's validation errors appear under their fields, the others in words above the buttons.
 * Mount it when it opens, so it starts from the campaign's current settings.
 */
export function EditCampaignModal({
  campaign,
  opened,
  onClose,
}: {
  campaign: Campaign;
  opened: boolean;
  onClose: () => void;
}) {
  const lists = useListOptions();
  const templates = useTemplateOptions();
  const form = useForm<EditForm>({ initialValues: formValues(campaign) });
  const live = campaign.status === 'live';
  const fromList = campaign.channel === 'whatsapp' || campaign.channel === 'sms';
  const dialog = useFormDialog({
    form,
    mutation: useUpdateCampaign(campaign.id),
    toVariables: (values): UpdateCampaign => ({
      name: values.name,
      type: values.type,
      ...(fromList
        ? { listId: values.listId || null, triggerOnNewContacts: values.triggerOnNewContacts }
        : {}),
      openingTemplateId: values.openingTemplateId || null,
      throttlePerMinute: Number(values.throttlePerMinute),
      openingDelaySeconds: Number(values.openingDelaySeconds),
      followUps: values.followUps.map((f) => ({
        afterMinutes: Number(f.afterMinutes),
        templateId: f.templateId,
      })),
      bot: { enabled: values.botEnabled, instructions: values.botInstructions.trim() || null },
      quietHours: quietHoursBody(values, campaign.channel),
    }),
    fields: {
      name: { path: 'name', label: 'Campaign name' },
      type: { path: 'type', label: 'Type' },
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
    onClose,
  });
  const templateOptions = [
    { value: '', label: 'Choose a template' },
    ...(templates.data?.data ?? [])
      .filter((t) => t.channel === campaign.channel)
      .map((t) => ({ value: t.id, label: `${t.name} (${t.status})` })),
  ];
  return (
    <FormModal
      title={`Edit ${campaign.name}`}
      opened={opened}
      submitLabel="Save changes"
      size="lg"
      dialog={dialog}
    >
      <ErrorNote error={lists.error ?? templates.error} />
      <TextInput label="Campaign name" required data-autofocus {...form.getInputProps('name')} />
      <NativeSelect
        label="Type"
        data={TYPES}
        disabled={live}
        description={live ? FROZEN : undefined}
        {...form.getInputProps('type')}
      />
      {fromList && (
        <NativeSelect
          label="List"
          description={live ? FROZEN : 'People added to this list get the opening message.'}
          disabled={live}
          data={[
            { value: '', label: 'No list' },
            ...(lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
          {...form.getInputProps('listId')}
        />
      )}
      <NativeSelect
        label="Opening template"
        description={live ? FROZEN : `${channelName(campaign.channel)} templates`}
        disabled={live}
        data={templateOptions}
        {...form.getInputProps('openingTemplateId')}
      />
      {fromList && (
        <Switch
          label="People added to the list start the campaign"
          {...form.getInputProps('triggerOnNewContacts', { type: 'checkbox' })}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label="Throttle per minute"
          description="Opening messages sent per minute"
          min={1}
          {...form.getInputProps('throttlePerMinute')}
        />
        <NumberInput
          label="Opening delay (seconds)"
          description="Wait before the opening message"
          min={0}
          {...form.getInputProps('openingDelaySeconds')}
        />
      </SimpleGrid>
      <QuietHoursFields form={form} channel={campaign.channel} />
      <FollowUpsAndBot form={form} templateOptions={templateOptions} />
    </FormModal>
  );
}
