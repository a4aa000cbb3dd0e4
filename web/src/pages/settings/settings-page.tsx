import { Tabs, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../../api/account';
import { useIsOwner } from '../../api/session';
import { PageHeader } from '../../components';
import { AccountSettings } from './account-settings';
import { CreditsSettings } from './credits-settings';
import { OwnersOnly } from './owners-only';
import { SavedRepliesSettings } from './saved-replies-settings';
import { TeamSettings } from './team-settings';

/**
 * Settings: Account (details, API key, password), Team (owners), Saved replies (owners and
 * agents: the people who answer write the answers) and, for a sub-account (owners and agents),
 * Credits: its balance and credit history.
 */
export function SettingsPage() {
  const { tab = 'account' } = useParams();
  const navigate = useNavigate();
  const isOwner = useIsOwner();
  const isSubAccount = useAccount().data?.type === 'sub_account';
  return (
    <>
      <PageHeader title="Settings" />
      <Tabs
        value={tab}
        onChange={(value) => navigate(`/app/settings/${value}`)}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="account">Account</Tabs.Tab>
          {isOwner && <Tabs.Tab value="team">Team</Tabs.Tab>}
          <Tabs.Tab value="saved-replies">Saved replies</Tabs.Tab>
          {isSubAccount && <Tabs.Tab value="credits">Credits</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountSettings />
        </Tabs.Panel>
        <Tabs.Panel value="team">
          {isOwner ? (
            <TeamSettings />
          ) : (
            <OwnersOnly>Only an owner of the account can see and manage its team.</OwnersOnly>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="saved-replies">
          <SavedRepliesSettings />
        </Tabs.Panel>
        <Tabs.Panel value="credits">
          {isSubAccount ? (
            <CreditsSettings />
          ) : (
            <Text c="dimmed">Only a sub-account has credits: its agency grants them.</Text>
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
