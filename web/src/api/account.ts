import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Account, AccountSettingsChange, ApiKey } from './types';

/** The query keys of the account. */
export const accountKeys = {
  all: ['account'] as const,
  current: () => [...accountKeys.all, 'current'] as const,
};

/** The account of the signed-in person (`GET /v1/account`). */
export function useAccount() {
  return useQuery({ queryKey: accountKeys.current(), queryFn: () => api<Account>('/account') });
}

/**
 * Generates a new API key (`POST /v1/account/api-key`, owners only): the previous key stops
 * working at once. The answer holds the key, shown once: it is never put in the query cache.
 */
export function useGenerateApiKey() {
  return useMutation({
    mutationFn: () => api<ApiKey>('/account/api-key', { method: 'POST' }),
  });
}

/**
 * Changes the account's settings (`PATCH /v1/account`, owners only): default country, time zone
 * and SMS help text. The answer is the account as it is now, put in the cache.
 */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSettingsChange) =>
      api<Account>('/account', { method: 'PATCH', body }),
    onSuccess: (account) => queryClient.setQueryData(accountKeys.current(), account),
  });
}
