import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useMe } from '../../api/session';
import type { CreatedInvitation, PasswordResetLink, User } from '../../api/types';
import { useIssuePasswordReset, useRemoveUser, useUsersPage } from '../../api/users';
import {
  CopyField,
  DataTable,
  ErrorNote,
  StatusBadge,
  formatDate,
  PagedRows,
} from '../../components';
import { InviteModal } from './invite-modal';
import { PendingInvitations } from './pending-invitations';

/**
 * Settings > Team (owners): the account's people, page by page, Invite (then the new link with
 * Copy link), `Reset link` (a member's single-use password reset link, shown once in a dialog
 * with `Copy`: the member chooses the password, docs/sessions-and-app.md#forgotten-passwords) and
 * Remove; below, the pending invitations with Revoke.
 */
export function TeamSettings() {
  const me = useMe().data;
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<CreatedInvitation | null>(null);
  const users = useUsersPage();
  const remove = useRemoveUser();
  const issueReset = useIssuePasswordReset();
  const [resetLink, setResetLink] = useState<{ user: User; link: PasswordResetLink } | null>(null);
  const issueResetFor = (user: User) => {
    remove.reset();
    issueReset.mutate(user.id, { onSuccess: (link) => setResetLink({ user, link }) });
  };
  const confirmRemove = (user: User) => {
    remove.reset();
    modals.openConfirmModal({
      title: `Remove ${user.name || user.email}?`,
      children: (
        <Text size="sm">
          They are signed out at once and can no longer sign in to this account.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(user.id),
    });
  };
  // On the first page, when the only person is the one signed in (or nobody, which cannot be).
  const alone = users.cursor.page === 1 && (
    <Text size="sm" c="dimmed" mb="sm">
      Nobody else yet: invite a teammate with Invite; they choose their own password.
    </Text>
  );

  return (
    <Stack>
      <Paper withBorder p="lg">
        <Group justify="space-between" mb="md">
          <div>
            <Title order={4}>Team</Title>
            <Text size="sm" c="dimmed">
              Owners manage the key, the team and credits; agents work with contacts and campaigns.
            </Text>
          </div>
          <Button onClick={() => setInviting(true)}>Invite</Button>
        </Group>
        {invited && (
          <Stack gap="sm" mb="lg">
            <Alert color="teal" variant="light" title={`${invited.email} is invited`}>
              Send them this link: it works once, until {formatDate(invited.expiresAt)}. They choose
              their password when they open it.
            </Alert>
            <CopyField label="Invitation link" value={invited.url} copyLabel="Copy link" />
            <Group>
              <Button variant="default" onClick={() => setInvited(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
        <ErrorNote error={remove.error} />
        <ErrorNote error={issueReset.error} title="No reset link" />
        <PagedRows page={users} framed={false} empty={alone}>
          {(rows) => (
            <>
              {rows.length === 1 && alone}
              <DataTable
                striped
                highlightOnHover
                verticalSpacing="sm"
                rows={rows}
                columns={[
                  { label: 'Name', cell: (user) => user.name || '—' },
                  { label: 'Email', cell: (user) => user.email },
                  { label: 'Role', cell: (user) => <StatusBadge status={user.role} /> },
                  { label: 'Added', cell: (user) => formatDate(user.createdAt) },
                  {
                    td: { ta: 'right' },
                    cell: (user) =>
                      user.id !== me?.user.id && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="subtle"
                            loading={issueReset.isPending && issueReset.variables === user.id}
                            onClick={() => issueResetFor(user)}
                            aria-label={`Reset link for ${user.name || user.email}`}
                          >
                            Reset link
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            onClick={() => confirmRemove(user)}
                          >
                            Remove
                          </Button>
                        </Group>
                      ),
                  },
                ]}
              />
            </>
          )}
        </PagedRows>
      </Paper>
      <PendingInvitations />
      <Modal
        opened={resetLink !== null}
        onClose={() => setResetLink(null)}
        title={`Password reset link for ${resetLink?.user.name || resetLink?.user.email || ''}`}
        size="lg"
      >
        {resetLink && (
          <Stack>
            <Text size="sm">
              Send this link to {resetLink.user.email}: they choose their new password on it, and
              are then signed out everywhere. It works once, until{' '}
              {formatDate(resetLink.link.expiresAt)}, and is shown only now.
            </Text>
            <CopyField label="Reset link" value={resetLink.link.url} copyLabel="Copy" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setResetLink(null)}>
                Done
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <InviteModal opened={inviting} onClose={() => setInviting(false)} onInvited={setInvited} />
    </Stack>
  );
}
