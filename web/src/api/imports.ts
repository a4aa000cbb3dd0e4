import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './client';
import { listKeys } from './lists';
import type { ImportJob } from './types';

/** The query keys of CSV imports. */
export const importKeys = {
  all: ['imports'] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
};

/** The statuses after which an import changes no more. */
const DONE = new Set<ImportJob['status']>(['completed', 'failed']);

/** Starts importing a CSV file into the list (`POST /v1/lists/{listId}/imports`). */
export function useStartImport(listId: string) {
  return useMutation({
    mutationFn: async (file: File) =>
      api<ImportJob>(`/lists/${listId}/imports`, {
        raw: await file.text(),
        contentType: 'text/csv',
      }),
  });
}

/**
 * An import as it runs: `started` (the answer that started it) polled every second
 * (`GET /v1/imports/{id}`) until it is done, when the list and its members are read again.
 * `report` is the latest state, `done` whether it ended, `error` a failed poll.
 */
export function useImportProgress(listId: string, started: ImportJob | undefined) {
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: importKeys.detail(started?.id ?? ''),
    queryFn: () => api<ImportJob>(`/imports/${started!.id}`),
    enabled: !!started,
    refetchInterval: (query) =>
      query.state.data && DONE.has(query.state.data.status) ? false : 1000,
  });
  const report = job.data ?? started;
  const done = !!report && DONE.has(report.status);
  useEffect(() => {
    if (done) queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });
  }, [done, listId, queryClient]);
  return { report, done, error: job.error };
}
