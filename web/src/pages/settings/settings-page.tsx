import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useIsOwner } from '../../api/session';
import { PageHeader } from '../../components';
import { AccountSettings } from './account-settings';
import { OwnersOnly } from './owners-only';
import { TeamSettings } from './team-settings';

/** Settings: Account (details, API key, password) and, for owners, Team. */
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
        {/* Agents have only Account: no tab bar with a single tab */}
        {isOwner && (
          <Tabs.List mb="lg">
            <Tabs.Tab value="account">Account</Tabs.Tab>
            <Tabs.Tab value="team">Team</Tabs.Tab>
          </Tabs.List>
        )}
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
      </Tabs>
    </>
  );
}
