import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';
import type { Page } from '../../api/paging';
import { useMe } from '../../api/session';
import type { User } from '../../api/types';
import { userKeys } from '../../api/users';

/**
 * The account's people, for the `Assign` menu and the assignee filter (`GET /v1/users`, the first
 * 200). Agents may not list the team (403 `OWNER_ONLY`): they get nobody but themselves.
 */
export function useTeam() {
  const me = useMe().data;
  const query = useQuery({
    queryKey: [...userKeys.all, 'team'],
    queryFn: async () => {
      try {
        return (await api<Page<User>>('/users?limit=200')).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return [];
        throw error;
      }
    },
    enabled: !!me,
    staleTime: 60_000,
  });
  const people = query.data ?? [];
  return {
    /** Everyone but the signed-in person. */
    others: people.filter((user) => user.id !== me?.user.id),
  };
}
