import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useIsOwner } from '../../api/session';
import { PageHeader } from '../../components';
import { AccountSettings } from './account-settings';
import { OwnersOnly } from './owners-only';
import { SavedRepliesSettings } from './saved-replies-settings';
import { TeamSettings } from './team-settings';

/**
 * Settings: Account (details, API key, password), Team (owners) and Saved replies (owners and
 * agents: the people who answer write the answers).
 */
export function SettingsPage() {
  const { tab = 'account' } = useParams();
  const navigate = useNavigate();
  const isOwner = useIsOwner();
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
      </Tabs>
    </>
  );
}
