import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  Menu,
  NavLink,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useMe, useSignOut } from './api/session';
import { ErrorNote, ScreenErrorBoundary } from './components';

const NAV = [
  { to: '/app/contacts', label: 'Contacts' },
  { to: '/app/lists', label: 'Lists' },
  { to: '/app/templates', label: 'Templates' },
  { to: '/app/campaigns', label: 'Campaigns' },
  { to: '/app/settings', label: 'Settings' },
];

/**
 * The signed-in frame: header with the user menu, navigation on the left, the screen in the
 * middle. The shell is static (a grid), so the navigation's column is as tall as the page.
 */
export function Layout() {
  const [opened, { toggle }] = useDisclosure();
  const location = useLocation();
  const me = useMe().data;
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/app/signin', { replace: true }));
  const displayName = me?.user.name || me?.user.email || '';
  const initials = (me?.user.name ?? me?.user.email ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <AppShell
      mode="static"
      header={{ height: 60 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="xl"
      // The page, not the shell, scrolls: the header stays on top and the full page prints.
      style={{ overflow: 'visible', minHeight: '100dvh', gridTemplateRows: 'auto 1fr' }}
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
          <Menu position="bottom-end" width={240} shadow="md" onOpen={() => signOut.reset()}>
            <Menu.Target>
              <UnstyledButton aria-label={`${displayName}, user menu`}>
                <Group gap="xs">
                  <Avatar color="indigo" radius="xl" size="sm">
                    {initials}
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
