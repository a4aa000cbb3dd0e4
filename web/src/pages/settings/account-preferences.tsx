import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useUpdateAccountSettings } from '../../api/account';
import { useIsOwner } from '../../api/session';
import type { Account } from '../../api/types';
import { ErrorNote, useFormRequest } from '../../components';

/** Region codes that are not ISO 3166-1 countries although the browser names them. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ']);

/** Every ISO 3166-1 alpha-2 country the browser can name, as Select options sorted by name. */
function countryOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) options.push({ value: code, label: `${name} (${code})` });
    }
  return options.sort((x, y) => x.label.localeCompare(y.label));
}

/** The IANA time zones the browser knows, `UTC` first. */
function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return [...new Set(['UTC', current, ...zones])];
}

/**
 * Settings > Account > Preferences: `Default country` (national phone numbers in the contacts
 * search), `Time zone` and `SMS help text`, saved with `Save settings` (owners; agents read them).
 */
export function AccountPreferences({ account }: { account: Account }) {
  const isOwner = useIsOwner();
  const countries = useMemo(countryOptions, []);
  const zones = useMemo(() => timeZoneOptions(account.timeZone), [account.timeZone]);
  const form = useForm({
    initialValues: {
      defaultCountry: account.defaultCountry ?? '',
      timeZone: account.timeZone,
      smsHelpText: account.smsHelpText ?? '',
    },
  });
  const update = useUpdateAccountSettings();
  const request = useFormRequest({
    form,
    mutation: update,
    fields: {
      defaultCountry: { path: 'defaultCountry', label: 'Default country' },
      timeZone: { path: 'timeZone', label: 'Time zone' },
      smsHelpText: { path: 'smsHelpText', label: 'SMS help text' },
    },
    toVariables: (values) => ({
      defaultCountry: values.defaultCountry || null,
      timeZone: values.timeZone,
      smsHelpText: values.smsHelpText.trim() || null,
    }),
  });
  return (
    <Paper withBorder p="lg">
      <section aria-label="Preferences">
        <Title order={2} size="h4">
          Preferences
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          The contacts search reads a phone number without country code as a number of the default
          country.
        </Text>
        <form onSubmit={request.onSubmit}>
          <Stack gap="sm" maw={480}>
            <Select
              label="Default country"
              placeholder="None: international numbers only"
              data={countries}
              searchable
              clearable
              disabled={!isOwner}
              {...form.getInputProps('defaultCountry')}
              value={form.values.defaultCountry || null}
              onChange={(value) => form.setFieldValue('defaultCountry', value ?? '')}
            />
            <Select
              label="Time zone"
              description="Campaign quiet hours use it for contacts whose phone number gives no single time zone"
              data={zones}
              searchable
              allowDeselect={false}
              disabled={!isOwner}
              {...form.getInputProps('timeZone')}
            />
            <Textarea
              label="SMS help text"
              description="Sent to a person who texts HELP or INFO by SMS; at most 320 characters. Empty: the default text shown here."
              placeholder={account.smsHelpTextDefault}
              autosize
              minRows={2}
              maxLength={320}
              disabled={!isOwner}
              {...form.getInputProps('smsHelpText')}
            />
            <ErrorNote {...request.errorNote} />
            {update.isSuccess && (
              <Alert color="green" variant="light" role="status">
                Settings saved.
              </Alert>
            )}
            {isOwner ? (
              <Group>
                <Button type="submit" loading={request.submitting}>
                  Save settings
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Only an owner can change these settings.
              </Text>
            )}
          </Stack>
        </form>
      </section>
    </Paper>
  );
}
