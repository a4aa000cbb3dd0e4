import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { useMyAccounts, useSwitchAccount } from '../api/session';

/** A role in words. */
const ROLES = { owner: 'Owner', agent: 'Agent' } as const;

/**
 * The account switcher in the header: shown only when the signed-in person belongs to several
 * accounts (docs/security.md#several-accounts). Its button, `Switch account`, opens the list of
 * their accounts with their role in each; choosing one moves the session there and opens its
 * home. Without several accounts, the header shows the account's name only (`fallback`).
 */
export function AccountSwitcher({ current }: { current: string }) {
  const accounts = useMyAccounts();
  const navigate = useNavigate();
  const switchTo = useSwitchAccount(() => navigate('/app', { replace: true }));
  const memberships = accounts.data?.data ?? [];
  if (memberships.length < 2)
    return (
      <Text c="dimmed" size="sm" truncate maw={180}>
        {current}
      </Text>
    );
  return (
    <Menu position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={`${current}, switch account`}
          loading={switchTo.isPending}
          maw={200}
        >
          <Text size="sm" truncate>
            {current}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Switch account</Menu.Label>
        {memberships.map((membership) => (
          <Menu.Item
            key={membership.id}
            disabled={membership.current}
            aria-current={membership.current ? 'true' : undefined}
            rightSection={
              <Text size="xs" c="dimmed">
                {ROLES[membership.role]}
              </Text>
            }
            onClick={() =>
              switchTo.mutate(membership.id, {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: 'Not switched',
                    message: errorMessage(error),
                  }),
              })
            }
          >
            {membership.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
