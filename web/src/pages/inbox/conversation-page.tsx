import { Anchor, Badge, Grid, Group, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useConversation, useMarkRead } from '../../api/conversations';
import { useReassignment } from '../../api/events';
import { useMe } from '../../api/session';
import { ErrorNote, Loading, PageHeader } from '../../components';
import { Composer } from './composer';
import { ContactPanel } from './contact-panel';
import { ConversationGone } from './conversation-gone';
import { ConversationActions } from './conversation-actions';
import { LiveNotice } from './live-notice';
import { Thread } from './thread';
import { contactLabel, inboxChannelName } from './words';

const OWNER_WORDS: Record<string, { label: string; color: string }> = {
  bot: { label: 'Bot answers', color: 'grape' },
  human: { label: 'A person answers', color: 'blue' },
  closed: { label: 'Closed', color: 'gray' },
};

/**
 * A conversation (docs/inbox-app.md#the-conversation): the thread (newest at the bottom, older
 * pages on scroll), the composer with the window notice, the actions (`Take over`, `Hand back to
 * bot`, `Close conversation`, `Reopen`, `Assign`, `Snooze`) and the contact panel. Opening it,
 * and any inbound message that arrives while it is open, marks it read. One that stops being
 * visible while open (a restricted agent's conversation assigned to someone else: the live event,
 * then a refresh answering 404) says so instead of "not found" (`ConversationGone`).
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const conversation = useConversation(id);
  // `mutate` is stable; the mutation object changes with its status and would re-run the effect
  const { mutate: markRead } = useMarkRead(id);
  const marking = useRef(false);
  const me = useMe().data?.user.id;
  const reassignment = useReassignment(id);
  const gone = conversation.error instanceof ApiError && conversation.error.status === 404;
  // moved away from the signed-in person by the live event (null: not known to have moved)
  const movedAway =
    reassignment && me && reassignment.previousAssigneeId === me && reassignment.assigneeId !== me
      ? reassignment.assigneeId
        ? 'someone_else'
        : 'nobody'
      : null;
  const unread = conversation.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0 && !gone && !marking.current) {
      marking.current = true;
      markRead(true, { onSettled: () => (marking.current = false) });
    }
  }, [unread, gone, markRead]);

  // seen before (or moved away live), then refused: it left this person, it was not mistyped
  if (gone && (movedAway || conversation.data))
    return <ConversationGone id={id} reassigned={movedAway} />;
  if (conversation.isPending) return <Loading label="Loading the conversation…" />;
  if (conversation.error)
    return (
      <>
        <PageHeader title="Conversation" />
        <ErrorNote error={conversation.error} />
        <Anchor component={Link} to="/app/inbox">
          Back to the inbox
        </Anchor>
      </>
    );
  const c = conversation.data;
  const owner = OWNER_WORDS[c.owner] ?? { label: c.owner, color: 'gray' };
  return (
    <>
      <Anchor component={Link} to="/app/inbox" size="sm">
        ← Inbox
      </Anchor>
      <PageHeader
        title={contactLabel(c)}
        description={`${inboxChannelName(c.channel)} conversation`}
      />
      <Group gap="xs" mt={-12} mb="md">
        <Badge color={owner.color} variant="light">
          {owner.label}
        </Badge>
      </Group>
      <LiveNotice />
      <ConversationActions conversation={c} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Thread conversation={c} />
            <Composer conversation={c} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactPanel conversation={c} />
        </Grid.Col>
      </Grid>
    </>
  );
}
