import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAccount, useGenerateApiKey } from '../api/account';
import { useChangePassword, useIsOwner, useMe } from '../api/session';
import type { Account, CreateUser, User } from '../api/types';
import { useCreateUser, useRemoveUser, useUsersPage } from '../api/users';
import {
  DataTable,
  ErrorNote,
  FormModal,
  Loading,
  PageHeader,
  PasswordField,
  StatusBadge,
  formatDate,
  useFormDialog,
  useFormRequest,
  PagedRows,
} from '../components';

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

/** The note shown to an agent where an owner would find an owner-only action. */
function OwnersOnly({ children }: { children: React.ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children} Ask an owner if you need it.
    </Text>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={120}>
        {label}
      </Text>
      <div>{children}</div>
    </Group>
  );
}

/** An account's `type` in words. */
const ACCOUNT_TYPES: Record<Account['type'], string> = {
  standard: 'Standard',
  agency: 'Agency',
  sub_account: 'Sub-account',
};

function AccountSettings() {
  const account = useAccount();
  const isOwner = useIsOwner();
  const [newKey, setNewKey] = useState<string | null>(null);
  // The key lives only in this component's state while the screen is open: never stored.
  const generate = useGenerateApiKey();
  const confirm = () => {
    generate.reset();
    modals.openConfirmModal({
      title: 'Generate new key',
      children: (
        <Text size="sm">
          The current API key stops working at once: every integration that uses it (funnels,
          automations, your own code) fails until you give it the new key.
        </Text>
      ),
      labels: { confirm: 'Generate new key', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        generate.mutate(undefined, { onSuccess: (result) => setNewKey(result.apiKey) }),
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Title order={4} mb="md">
          Account
        </Title>
        {account.isPending && <Loading />}
        <ErrorNote error={account.error} />
        {account.data && (
          <Stack gap="xs">
            <Field label="Name">
              <Text fw={500}>{account.data.name}</Text>
            </Field>
            <Field label="Type">
              <Text>{ACCOUNT_TYPES[account.data.type]}</Text>
            </Field>
            <Field label="Account id">
              <Code>{account.data.id}</Code>
            </Field>
            <Field label="Created">
              <Text size="sm">{formatDate(account.data.createdAt)}</Text>
            </Field>
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <section aria-label="API key">
          <Title order={4}>API key</Title>
          <Text size="sm" c="dimmed" mt={4} mb="md">
            The key lets your funnels, automations and your own servers call the Parley API. Keep it
            in server-side code only: never put it in a web page, a browser script or a mobile app.
          </Text>
          {newKey ? (
            <Stack gap="sm">
              <Alert color="yellow" variant="light" title="Copy your new key now">
                It is shown only this once. The previous key no longer works.
              </Alert>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label="New API key"
                  value={newKey}
                  readOnly
                  style={{ flex: 1 }}
                  styles={{
                    input: {
                      fontFamily: 'var(--mantine-font-family-monospace)',
                      lineHeight: 'normal',
                    },
                  }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={newKey}>
                  {({ copied, copy }) => (
                    <Button color={copied ? 'teal' : 'indigo'} onClick={copy} w={100}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Group>
                <Button variant="default" onClick={() => setNewKey(null)}>
                  Done
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm" align="flex-start">
              {isOwner ? (
                <Button onClick={confirm} loading={generate.isPending}>
                  Generate
                </Button>
              ) : (
                <OwnersOnly>Only an owner of the account can generate the key.</OwnersOnly>
              )}
              <ErrorNote error={generate.error} />
            </Stack>
          )}
        </section>
      </Paper>
      <ChangePassword />
    </Stack>
  );
}

/**
 * Change password (`Current password`, `New password`): the person stays signed in here and
 * every other session of theirs ends.
 */
function ChangePassword() {
  const form = useForm({ initialValues: { currentPassword: '', newPassword: '' } });
  const change = useChangePassword();
  const request = useFormRequest({
    form,
    mutation: change,
    fields: {
      currentPassword: { path: 'currentPassword', label: 'Current password' },
      newPassword: { path: 'newPassword', label: 'New password' },
    },
    onSuccess: () => form.reset(),
  });
  return (
    <Paper withBorder p="lg">
      <section aria-label="Change password">
        <Title order={4}>Change password</Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          You stay signed in here; anywhere else you are signed in, you are signed out.
        </Text>
        <form onSubmit={request.onSubmit}>
          <Stack gap="sm" maw={420}>
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordField
              label="New password"
              description="10 to 128 characters, not your email address"
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <ErrorNote {...request.errorNote} />
            {change.isSuccess && (
              <Alert color="green" variant="light" role="status">
                Your password was changed. Other devices where you were signed in are signed out.
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={request.submitting}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
    </Paper>
  );
}

/** Settings > Team (owners): the account's people, page by page, Add user and Remove. */
function TeamSettings() {
  const me = useMe().data;
  const [adding, setAdding] = useState(false);
  const users = useUsersPage();
  const remove = useRemoveUser();
  const confirmRemove = (user: User) => {
    remove.reset();
    modals.openConfirmModal({
      title: `Remove ${user.name || user.email}?`,
      children: (
        <Text size="sm">
          They are signed out at once and can no longer sign in to this account.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(user.id),
    });
  };
  // On the first page, when the only person is the one signed in (or nobody, which cannot be).
  const alone = users.cursor.page === 1 && (
    <Text size="sm" c="dimmed" mb="sm">
      Nobody else yet: add a teammate with Add user; they sign in with the password you choose.
    </Text>
  );

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={4}>Team</Title>
          <Text size="sm" c="dimmed">
            Owners manage the key, the team and credits; agents work with contacts and campaigns.
          </Text>
        </div>
        <Button onClick={() => setAdding(true)}>Add user</Button>
      </Group>
      <ErrorNote error={remove.error} />
      <PagedRows page={users} framed={false} empty={alone}>
        {(rows) => (
          <>
            {rows.length === 1 && alone}
            <DataTable
              striped
              highlightOnHover
              verticalSpacing="sm"
              rows={rows}
              columns={[
                { label: 'Name', cell: (user) => user.name || '—' },
                { label: 'Email', cell: (user) => user.email },
                { label: 'Role', cell: (user) => <StatusBadge status={user.role} /> },
                { label: 'Added', cell: (user) => formatDate(user.createdAt) },
                {
                  td: { ta: 'right' },
                  cell: (user) =>
                    user.id !== me?.user.id && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => confirmRemove(user)}
                      >
                        Remove
                      </Button>
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedRows>
      <AddUserModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}

function AddUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CreateUser>({
    initialValues: { name: '', email: '', role: 'agent', password: '' },
  });
  const dialog = useFormDialog({
    form,
    mutation: useCreateUser(),
    fields: {
      name: { path: 'name', label: 'Name' },
      email: { path: 'email', label: 'Email' },
      role: { path: 'role', label: 'Role' },
      password: { path: 'password', label: 'Initial password' },
    },
    onClose,
  });
  return (
    <FormModal title="Add user" opened={opened} submitLabel="Add user" dialog={dialog}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <Select
        label="Role"
        data={[
          { value: 'agent', label: 'Agent' },
          { value: 'owner', label: 'Owner' },
        ]}
        allowDeselect={false}
        {...form.getInputProps('role')}
      />
      <PasswordField
        label="Initial password"
        description="10 to 128 characters; they can change it after signing in."
        required
        {...form.getInputProps('password')}
      />
    </FormModal>
  );
}
