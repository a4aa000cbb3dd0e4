import { Group, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** The quiet-hours fields of a campaign form. `quietHoursOn` null: the channel's default. */
export interface QuietHoursValues {
  quietHoursOn: boolean | null;
  quietStart: string;
  quietEnd: string;
}

/** Quiet hours of a new SMS campaign, and the times the switch starts from on other channels. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' };

/** Whether quiet hours are on: as switched, else on for SMS (the API's default). */
export function quietHoursOn(values: QuietHoursValues, channel: string | undefined): boolean {
  return values.quietHoursOn ?? channel === 'sms';
}

/** `quietHours` as `POST`/`PATCH /v1/campaigns` take it: the two times, or null (off). */
export function quietHoursBody(
  values: QuietHoursValues,
  channel: string | undefined,
): { start: string; end: string } | null {
  return quietHoursOn(values, channel) ? { start: values.quietStart, end: values.quietEnd } : null;
}

/** Where the API's validation errors about quiet hours go on the form. */
export const QUIET_HOURS_ERROR_FIELDS = {
  quietHours: { path: 'quietStart', label: 'Quiet hours start' },
  'quietHours.start': { path: 'quietStart', label: 'Quiet hours start' },
  'quietHours.end': { path: 'quietEnd', label: 'Quiet hours end' },
};

/**
 * `Respect quiet hours` (a switch) and, when on, `Quiet hours start` and `Quiet hours end`
 * (24-hour times): messages due between them in the contact's local time wait until the end
 * (docs/campaigns.md#quiet-hours). On by default for SMS campaigns.
 */
export function QuietHoursFields<T extends QuietHoursValues>({
  form,
  channel,
}: {
  form: UseFormReturnType<T>;
  channel: string | undefined;
}) {
  const on = quietHoursOn(form.values, channel);
  const values = form.values as QuietHoursValues;
  const set = (patch: Partial<QuietHoursValues>) =>
    form.setValues({ ...values, ...patch } as Partial<T>);
  return (
    <Stack gap="xs">
      <Switch
        label="Respect quiet hours"
        description="Messages due at night in the contact's local time wait until morning. The time zone comes from the phone number, else from the account's time zone (Settings)."
        checked={on}
        onChange={(event) => set({ quietHoursOn: event.currentTarget.checked })}
      />
      {on && (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="time"
            label="Quiet hours start"
            description="Messages wait from"
            miw={140}
            {...form.getInputProps('quietStart')}
          />
          <TextInput
            type="time"
            label="Quiet hours end"
            description="until (the next morning when earlier)"
            miw={140}
            {...form.getInputProps('quietEnd')}
          />
        </Group>
      )}
    </Stack>
  );
}
