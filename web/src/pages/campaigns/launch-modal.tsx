import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * Launch, when the campaign's list already has people: the choice "Also send to the N people
 * already in the list" (off by default: only people added from now on get the opening), then
 * `Launch`. The people already there are written to at the campaign's pace, each once
 * (docs/campaigns.md#existing-members).
 */
export function LaunchModal({
  opened,
  members,
  pending,
  onClose,
  onLaunch,
}: {
  opened: boolean;
  members: number;
  pending: boolean;
  onClose: () => void;
  onLaunch: (includeExistingMembers: boolean) => void;
}) {
  const [include, setInclude] = useState(false);
  const people = members === 1 ? '1 person' : `${members} people`;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setInclude(false);
        onClose();
      }}
      title="Launch campaign"
    >
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
