import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { type FormArrayElement, type UseFormReturnType } from '@mantine/form';

/** The campaign form fields both the new-campaign page and the Edit dialog have. */
export interface FollowUpsAndBotValues {
  followUps: { afterMinutes: number | string; templateId: string }[];
  botEnabled: boolean;
  botInstructions: string;
}

/**
 * A campaign's follow-ups (up to 10: after how many minutes, which template; `Add follow-up`,
 * `Remove`) and its bot (`Bot` switch, `Bot instructions`), on the form of the new-campaign page
 * or of the Edit dialog (docs/campaigns.md).
 */
export function FollowUpsAndBot<T extends FollowUpsAndBotValues>({
  form,
  templateOptions,
  instructionsPlaceholder,
}: {
  form: UseFormReturnType<T>;
  templateOptions: { value: string; label: string }[];
  instructionsPlaceholder?: string;
}) {
  return (
    <>
      <div>
        <Text fw={600} size="sm">
          Follow-ups
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          Sent after the opening message unless the contact has replied.
        </Text>
        <Stack gap="xs">
          {form.values.followUps.map((_, index) => (
            <Group key={index} align="flex-end" wrap="wrap">
              <NumberInput
                label={`Follow-up ${index + 1} after (minutes)`}
                min={1}
                w={200}
                {...form.getInputProps(`followUps.${index}.afterMinutes`)}
              />
              <NativeSelect
                label={`Follow-up ${index + 1} template`}
                data={templateOptions}
                style={{ flex: 1, minWidth: 180 }}
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
                form.insertListItem('followUps', {
                  afterMinutes: 1440,
                  templateId: '',
                } as FormArrayElement<T, 'followUps'>)
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
          placeholder={instructionsPlaceholder}
          autosize
          minRows={3}
          {...form.getInputProps('botInstructions')}
        />
      )}
    </>
  );
}
