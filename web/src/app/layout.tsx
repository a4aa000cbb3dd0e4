import { AppShell, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { useEventStream } from '../api/events';
import { useMe } from '../api/session';
import { ScreenErrorBoundary } from '../components';
import { NAV } from './nav';
import { AccountSwitcher } from './account-switcher';
import { UserMenu } from './user-menu';
import { WaitingCount } from './waiting-count';

/**
 * The signed-in frame: header with the account's name and the user menu, the navigation (`NAV`)
 * on the left (behind the burger on a phone, closed again once a screen is chosen), the screen
 * in the middle. The shell is static (a grid), so the navigation's column is as tall as the page.
 */
export function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const me = useMe().data;
  useEventStream(!!me);
  const items = NAV.filter((item) => !item.visibleTo || (me && item.visibleTo(me)));

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
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
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
            {me && <AccountSwitcher current={me.account.name} />}
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <nav aria-label="Main">
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              rightSection={item.count === 'waiting' ? <WaitingCount /> : undefined}
              active={location.pathname.startsWith(item.to)}
              onClick={close}
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
