import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { useMe, useSignOut } from '../api/session';
import { errorMessage, isSessionEnded } from '../api/client';

/**
 * The header's user menu, named "<person>, user menu": the person's email, Account settings and
 * Sign out. A sign-out that fails says so in a notification (a menu holds only its items) and
 * the person stays where they are.
 */
export function UserMenu() {
  const me = useMe().data;
  const navigate = useNavigate();
  const signOut = useSignOut(
    () => navigate('/app/signin', { replace: true }),
    (error) => {
      if (!isSessionEnded(error))
        notifications.show({ color: 'red', title: 'Not signed out', message: errorMessage(error) });
    },
  );
  const displayName = me?.user.name || me?.user.email || '';
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`${displayName}, user menu`}>
          <Group gap="xs">
            <Avatar color="indigo" radius="xl" size="sm" aria-hidden />
            {/* on a phone the avatar alone (the button is still named): the header stays one line */}
            <Text size="sm" visibleFrom="xs">
              {displayName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me?.user.email}</Menu.Label>
        <Menu.Item component={Link} to="/app/settings/account">
          Account settings
        </Menu.Item>
        <Menu.Item
          closeMenuOnClick={false}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
