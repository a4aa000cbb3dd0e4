import {
  AppShell,
  Avatar,
  Burger,
  Group,
  Menu,
  NavLink,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from './api';
import { useMe } from './auth';
import { ScreenErrorBoundary } from './ui';

const NAV = [
  { to: '/app/contacts', label: 'Contacts' },
  { to: '/app/lists', label: 'Lists' },
  { to: '/app/templates', label: 'Templates' },
  { to: '/app/campaigns', label: 'Campaigns' },
  { to: '/app/settings', label: 'Settings' },
];

/** The signed-in frame: header with the user menu, navigation on the left, the screen in the middle. */
export function Layout() {
  const [opened, { toggle }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const signOut = useMutation({
    mutationFn: () => api('/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      navigate('/app/signin', { replace: true });
    },
  });
  const initials = (me?.user.name ?? me?.user.email ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="xl"
    >
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text fw={700} size="lg" c="indigo">
              Parley
            </Text>
            {me && (
              <Text c="dimmed" size="sm">
                {me.account.name}
              </Text>
            )}
          </Group>
          <Menu position="bottom-end" width={220} shadow="md">
            <Menu.Target>
              <UnstyledButton aria-label="User menu">
                <Group gap="xs">
                  <Avatar color="indigo" radius="xl" size="sm">
                    {initials}
                  </Avatar>
                  <Text size="sm">{me?.user.name ?? me?.user.email}</Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{me?.user.email}</Menu.Label>
              <Menu.Item component={Link} to="/app/settings/account">
                Account settings
              </Menu.Item>
              <Menu.Item color="red" onClick={() => signOut.mutate()}>
                Sign out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <nav aria-label="Main">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={location.pathname.startsWith(item.to)}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </nav>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <ScreenErrorBoundary key={location.pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
