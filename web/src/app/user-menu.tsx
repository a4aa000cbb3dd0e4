import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useMe, useSignOut } from '../api/session';
import { ErrorNote } from '../components';

/** "Maria Lopez" → "ML"; the email's first letter without a name. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The header's user menu, named "<person>, user menu": the person's email, Account settings and
 * Sign out. A sign-out that fails says so here and the person stays where they are.
 */
export function UserMenu() {
  const me = useMe().data;
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/app/signin', { replace: true }));
  const displayName = me?.user.name || me?.user.email || '';
  return (
    <Menu position="bottom-end" width={240} shadow="md" onOpen={() => signOut.reset()}>
      <Menu.Target>
        <UnstyledButton aria-label={`${displayName}, user menu`}>
          <Group gap="xs">
            <Avatar color="indigo" radius="xl" size="sm">
              {initials(me?.user.name ?? me?.user.email ?? '?')}
            </Avatar>
            <Text size="sm">{displayName}</Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me?.user.email}</Menu.Label>
        <Menu.Item component={Link} to="/app/settings/account">
          Account settings
        </Menu.Item>
        <Menu.Item
          color="red"
          closeMenuOnClick={false}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Menu.Item>
        {signOut.error && (
          <Box p={6}>
            <ErrorNote error={signOut.error} title="Not signed out" />
          </Box>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
