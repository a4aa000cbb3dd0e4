import { Button, Group, Menu, Text } from '@mantine/core';
import { type ConversationChange, isSnoozed, useUpdateConversation } from '../../api/conversations';
import { useMe } from '../../api/session';
import type { ConversationDetail } from '../../api/types';
import { ErrorNote, formatDate } from '../../components';
import { useTeam } from './team';

/** The snooze choices: a label and how long, in ms (`null`: until tomorrow 09:00 local time). */
const SNOOZES: { label: string; ms: number | null }[] = [
  { label: '1 hour', ms: 3_600_000 },
  { label: '4 hours', ms: 4 * 3_600_000 },
  { label: 'Tomorrow morning', ms: null },
  { label: 'One week', ms: 7 * 24 * 3_600_000 },
];

/** When a snooze choice ends, as an ISO time. */
function snoozeUntil(ms: number | null): string {
  if (ms !== null) return new Date(Date.now() + ms).toISOString();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  return tomorrow.toISOString();
}

/**
 * The conversation's actions (docs/inbox-app.md#the-conversation): `Take over` (a person answers,
 * the bot is silent), `Hand back to bot`, `Close conversation` / `Reopen`, `Assign` (a menu:
 * `Assign to me` first, then the team, then `Unassign`) and `Snooze` (a snoozed conversation
 * leaves "Waiting for a person" until then or until the contact writes).
 */
export function ConversationActions({ conversation }: { conversation: ConversationDetail }) {
  const update = useUpdateConversation(conversation.id);
  const me = useMe().data;
  const team = useTeam();
  const change = (body: ConversationChange) => update.mutate(body);
  const { owner } = conversation;
  const snoozed = isSnoozed(conversation);
  const assignee = conversation.assigneeId
    ? conversation.assigneeId === me?.user.id
      ? 'you'
      : (conversation.assigneeName ?? 'a teammate')
    : null;
  return (
    <>
      <Group gap="sm" mb="sm">
        {owner === 'bot' && (
          <Button loading={update.isPending} onClick={() => change({ owner: 'human' })}>
            Take over
          </Button>
        )}
        {owner !== 'bot' && (
          <Button variant="default" onClick={() => change({ owner: 'bot' })}>
            Hand back to bot
          </Button>
        )}
        {owner !== 'closed' ? (
          <Button variant="default" onClick={() => change({ owner: 'closed' })}>
            Close conversation
          </Button>
        ) : (
          <Button onClick={() => change({ owner: 'human' })}>Reopen</Button>
        )}
        <Menu position="bottom-start" shadow="md">
          <Menu.Target>
            <Button variant="default">Assign</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => me && change({ assigneeId: me.user.id })}>
              Assign to me
            </Menu.Item>
            {team.others.map((user) => (
              <Menu.Item key={user.id} onClick={() => change({ assigneeId: user.id })}>
                {user.name || user.email}
              </Menu.Item>
            ))}
            {conversation.assigneeId && (
              <Menu.Item onClick={() => change({ assigneeId: null })}>Unassign</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start" shadow="md">
          <Menu.Target>
            <Button variant="default">Snooze</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SNOOZES.map((choice) => (
              <Menu.Item
                key={choice.label}
                onClick={() => change({ snoozedUntil: snoozeUntil(choice.ms) })}
              >
                {choice.label}
              </Menu.Item>
            ))}
            {snoozed && (
              <Menu.Item onClick={() => change({ snoozedUntil: null })}>Wake up now</Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {assignee ? `Assigned to ${assignee}.` : 'Nobody is assigned.'}
        {snoozed && ` Snoozed until ${formatDate(conversation.snoozedUntil)}.`}
      </Text>
      <ErrorNote error={update.error} title="Not changed" />
    </>
  );
}
