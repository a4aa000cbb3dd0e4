import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useChangePassword } from '../../api/session';
import { ErrorNote, PasswordField, useFormRequest } from '../../components';

/**
 * Change password (`Current password`, `New password`): the person stays signed in here and
 * every other session of theirs ends.
 */
export function ChangePassword() {
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
