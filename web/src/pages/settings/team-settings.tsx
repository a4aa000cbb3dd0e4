import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useMe } from '../../api/session';
import type { CreatedInvitation, User } from '../../api/types';
import { useRemoveUser, useUsersPage } from '../../api/users';
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
 * Copy link) and Remove; below, the pending invitations with Revoke.
 */
export function TeamSettings() {
  const me = useMe().data;
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<CreatedInvitation | null>(null);
  const users = useUsersPage();
  const remove = useRemoveUser();
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
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => confirmRemove(user)}
                        >
                          Remove
                        </Button>
                      ),
                  },
                ]}
              />
            </>
          )}
        </PagedRows>
      </Paper>
      <PendingInvitations />
      <InviteModal opened={inviting} onClose={() => setInviting(false)} onInvited={setInvited} />
    </Stack>
  );
}
