import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useMe } from '../../api/session';
import type { User } from '../../api/types';
import { useRemoveUser, useUsersPage } from '../../api/users';
import { DataTable, ErrorNote, StatusBadge, formatDate, PagedRows } from '../../components';
import { AddUserModal } from './add-user-modal';

/** Settings > Team (owners): the account's people, page by page, Add user and Remove. */
export function TeamSettings() {
  const me = useMe().data;
  const [adding, setAdding] = useState(false);
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
      Nobody else yet: add a teammate with Add user; they sign in with the password you choose.
    </Text>
  );

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={4}>Team</Title>
          <Text size="sm" c="dimmed">
            Owners manage the key, the team and credits; agents work with contacts and campaigns.
          </Text>
        </div>
        <Button onClick={() => setAdding(true)}>Add user</Button>
      </Group>
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
      <AddUserModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
