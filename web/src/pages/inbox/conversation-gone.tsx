import { Alert, Button } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDropFromInbox } from '../../api/conversations';
import { PageHeader } from '../../components';

/**
 * What an open conversation shows once the signed-in person may no longer see it
 * (docs/inbox-app.md#the-conversation): a restricted agent whose conversation was assigned to
 * someone else (or unassigned), as the live event announced and the refresh confirmed, rather
 * than a "not found" error. It has left their inbox list too; `Back to the inbox` goes there.
 */
export function ConversationGone({
  id,
  reassigned,
}: {
  id: string;
  reassigned: 'someone_else' | 'nobody' | null;
}) {
  const drop = useDropFromInbox(id);
  useEffect(() => drop(), [drop]);
  const title =
    reassigned === 'someone_else'
      ? 'This conversation was assigned to someone else'
      : reassigned === 'nobody'
        ? 'This conversation is no longer assigned to you'
        : 'This conversation is no longer available to you';
  return (
    <>
      <PageHeader title="Conversation" />
      <Alert color="blue" variant="light" role="status" title={title} mb="md">
        {reassigned
          ? 'You see only the conversations assigned to you, so it has left your inbox. Whoever has it now carries on with it.'
          : 'It may have been assigned to someone else; it has left your inbox.'}
      </Alert>
      <Button component={Link} to="/app/inbox" variant="light">
        Back to the inbox
      </Button>
    </>
  );
}
