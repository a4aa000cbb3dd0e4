import { Button, Paper, Text, Title } from '@mantine/core';
import { useInvitationsPage, useRevokeInvitation } from '../../api/users';
import { DataTable, ErrorNote, PagedRows, StatusBadge, formatDate } from '../../components';

/**
 * Settings > Team's pending invitations (owners): who was invited, with which role, until when,
 * and Revoke (the link stops working at once). Shown only while there are some.
 */
export function PendingInvitations() {
  const invitations = useInvitationsPage();
  const revoke = useRevokeInvitation();
  const rows = invitations.query.data?.data;
  if (invitations.cursor.page === 1 && rows?.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <section aria-label="Pending invitations">
        <Title order={4} mb="md">
          Pending invitations
        </Title>
        <ErrorNote error={revoke.error} />
        <PagedRows page={invitations} framed={false} empty={null}>
          {(page) => (
            <DataTable
              striped
              verticalSpacing="sm"
              rows={page}
              columns={[
                { label: 'Email', cell: (invitation) => invitation.email },
                { label: 'Name', cell: (invitation) => invitation.name || '—' },
                { label: 'Role', cell: (invitation) => <StatusBadge status={invitation.role} /> },
                {
                  label: 'Expires',
                  nowrap: true,
                  cell: (invitation) => <Text size="sm">{formatDate(invitation.expiresAt)}</Text>,
                },
                {
                  td: { ta: 'right' },
                  cell: (invitation) => (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() => {
                        revoke.reset();
                        revoke.mutate(invitation.id);
                      }}
                    >
                      Revoke
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </PagedRows>
      </section>
    </Paper>
  );
}
