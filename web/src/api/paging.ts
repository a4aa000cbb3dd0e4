import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, qs } from './client';

/** A page of the API's cursor pagination. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  /** How many rows the listing has in all, where the route counts them (contacts). */
  total?: number;
}

/** How many rows a paginated screen asks the API for at a time. */
export const PAGE_SIZE = 25;

/**
 * Cursor pagination over the API's `nextCursor`: a stack of the cursors of the pages seen, so
 * `Previous` goes back without the API needing a backwards cursor.
 */
export function useCursor() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: stack[stack.length - 1],
    page: stack.length,
    next: (cursor: string) => setStack((s) => [...s, cursor]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}

/** The cursor stack of `useCursor`. */
export type Cursor = ReturnType<typeof useCursor>;

/** One page of a paginated API answer, and the cursor that moves between pages. */
export interface CursorPage<T> {
  cursor: Cursor;
  query: UseQueryResult<Page<T>>;
}

/** The page of `path` (a paginated `/v1` route) at a cursor: `PAGE_SIZE` rows, asked with `params`. */
export function pageOf<T>(
  path: string,
  params: Record<string, string | number | undefined | null> = {},
): (cursor: string | undefined) => Promise<Page<T>> {
  return (cursor) => api<Page<T>>(`${path}${qs({ ...params, limit: PAGE_SIZE, cursor })}`);
}

/**
 * Reads a paginated route one page at a time: `fetchPage` asks for the page at a cursor (most
 * often `pageOf(path)`). The query key is `queryKey` followed by the cursor, so invalidating
 * `queryKey` refreshes every page. The resource hooks (`useContactsPage`…) are built on it.
 */
export function useCursorPage<T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  options: { enabled?: boolean } = {},
): CursorPage<T> {
  const cursor = useCursor();
  const query = useQuery({
    queryKey: [...queryKey, cursor.cursor],
    queryFn: () => fetchPage(cursor.cursor),
    enabled: options.enabled,
  });
  return { cursor, query };
}
