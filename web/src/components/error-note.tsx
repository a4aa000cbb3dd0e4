import { Alert, List, Text } from '@mantine/core';
import { errorMessage, fieldProblems, isSessionEnded } from '../api/client';

/**
 * The API's error `message`, next to the form or action that caused it. For an answer with
 * per-field details (`VALIDATION_FAILED`, see `fieldProblems`) it also lists which fields are
 * wrong, except those in `shown` (API field names the form already marks under its own fields,
 * see `useFormRequest`); `labels` gives the other fields readable names; `title` says what
 * failed, when the message alone would not. An ended session shows nothing here: the app sends
 * the person to Sign in instead (`SessionWatcher`).
 */
export function ErrorNote({
  error,
  title,
  shown = [],
  labels = {},
}: {
  error: unknown;
  title?: string;
  shown?: string[];
  labels?: Record<string, string>;
}) {
  if (!error || isSessionEnded(error)) return null;
  const problems = fieldProblems(error);
  const others = problems.filter((problem) => !shown.includes(problem.field));
  // The message says no more than what is already under its field: not said twice.
  const repeated = problems.some(
    (problem) => shown.includes(problem.field) && problem.message === errorMessage(error),
  );
  if (repeated && others.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {errorMessage(error)}
      {others.length > 0 && (
        <List size="sm" mt={6} spacing={2}>
          {others.map((problem) => (
            <List.Item key={`${problem.field}:${problem.message}`}>
              <Text span fw={600} size="sm">
                {labels[problem.field] ?? problem.field}
              </Text>{' '}
              {problem.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
