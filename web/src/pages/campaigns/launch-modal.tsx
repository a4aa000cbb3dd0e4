import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { LaunchWarning } from '../../api/types';
import { useState } from 'react';

/**
 * Launch, when the campaign's list already has people: the choice "Also send to the N people
 * already in the list" (off by default: only people added from now on get the opening), then
 * `Launch`. The people already there are written to at the campaign's pace, each once
 * (docs/campaigns.md#existing-members). After a launch that answered `warnings`
 * (docs/campaigns.md#launch-warnings), the dialog stays open and shows them in words, says the
 * campaign is live, and offers `Pause campaign` beside `Keep it live`.
 */
export function LaunchModal({
  opened,
  members,
  pending,
  onClose,
  onLaunch,
  onPause,
  warnings = [],
}: {
  opened: boolean;
  members: number;
  pending: boolean;
  onClose: () => void;
  onLaunch: (includeExistingMembers: boolean) => void;
  /** The launch answer's warnings: shown instead of the form once launched. */
  warnings?: LaunchWarning[];
  /** Pauses the campaign just launched (offered beside the warnings). */
  onPause?: () => void;
}) {
  const [include, setInclude] = useState(false);
  const people = members === 1 ? '1 person' : `${members} people`;
  const close = () => {
    setInclude(false);
    onClose();
  };
  if (warnings.length > 0) {
    return (
      <Modal opened={opened} onClose={close} title="Campaign launched">
        <Stack>
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            title="Some messages will not be delivered"
          >
            <List size="sm" spacing={6}>
              {warnings.map((warning) => (
                <List.Item key={warning.code}>{warning.message}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">
            The campaign is live and sending now. Pause it to change its template or list.
          </Text>
          <Group justify="flex-end">
            {onPause && (
              <Button variant="default" loading={pending} onClick={onPause}>
                Pause campaign
              </Button>
            )}
            <Button data-autofocus onClick={close}>
              Keep it live
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened={opened} onClose={close} title="Launch campaign">
      <Stack>
        <Checkbox
          data-autofocus
          label={`Also send to the ${people} already in the list`}
          description="They get the opening message at the campaign's pace, like people added later. Without this, only people added from now on are written to."
          checked={include}
          onChange={(event) => setInclude(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          Each person gets this campaign's opening once, ever.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="green" loading={pending} onClick={() => onLaunch(include)}>
            Launch
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
