import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { pageOf, useCursorPage } from './paging';
import type {
  AccountCredits,
  CreateSubAccount,
  CreditTransaction,
  GrantCredits,
  GrantCreditsResult,
  SubAccount,
  UpdateSubAccount,
} from './types';

/** The query keys of an agency's sub-accounts and their credit histories. */
export const agencyKeys = {
  all: ['agency'] as const,
  pages: () => [...agencyKeys.all, 'page'] as const,
  transactions: (id: string) => [...agencyKeys.all, id, 'transactions'] as const,
  own: () => [...agencyKeys.all, 'own'] as const,
  ownTransactions: () => [...agencyKeys.own(), 'transactions'] as const,
};

/** A sub-account's own balance (`GET /v1/account/credits`); only asked when `enabled`. */
export function useOwnCredits(enabled: boolean) {
  return useQuery({
    queryKey: agencyKeys.own(),
    queryFn: () => api<AccountCredits>('/account/credits'),
    enabled,
  });
}

/** A sub-account's own credit history, newest first, page by page (`GET /v1/account/credits/transactions`). */
export function useOwnTransactions() {
  return useCursorPage<CreditTransaction>(
    agencyKeys.ownTransactions(),
    pageOf('/account/credits/transactions'),
  );
}

/** The agency's sub-accounts with their balances, page by page (`GET /v1/subaccounts`). */
export function useSubAccountsPage() {
  return useCursorPage<SubAccount>(agencyKeys.pages(), pageOf('/subaccounts'));
}

/** A sub-account's credit history, newest first, page by page (`GET /v1/subaccounts/{id}/credits/transactions`). */
export function useSubAccountTransactions(id: string) {
  return useCursorPage<CreditTransaction>(
    agencyKeys.transactions(id),
    pageOf(`/subaccounts/${id}/credits/transactions`),
  );
}

/** Creates a sub-account (`POST /v1/subaccounts`). */
export function useCreateSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubAccount) => api<SubAccount>('/subaccounts', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

/**
 * Grants credits (`POST /v1/subaccounts/credits`) with an idempotency key made once per
 * confirmation, so a repeated click grants once.
 */
export function useGrantCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantCredits) => api<GrantCreditsResult>('/subaccounts/credits', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}

/** Changes a sub-account's auto-recharge settings (`PATCH /v1/subaccounts/{id}`). */
export function useUpdateSubAccount(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubAccount) =>
      api<SubAccount>(`/subaccounts/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKeys.all }),
  });
}
