import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, qs } from './client';

/** A page of the API's cursor pagination. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
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

/**
 * Reads a paginated `/v1` route one page at a time. `source` is the route's path, asked with
 * `params`, `limit` (`PAGE_SIZE`) and the current cursor; or a function that fetches the page
 * at a cursor itself. The query key is `queryKey` followed by the cursor, so invalidating
 * `queryKey` refreshes every page.
 */
export function useCursorPage<T>(
  queryKey: readonly unknown[],
  source: string | ((cursor: string | undefined) => Promise<Page<T>>),
  options: {
    params?: Record<string, string | number | undefined | null>;
    enabled?: boolean;
  } = {},
): CursorPage<T> {
  const cursor = useCursor();
  const query = useQuery({
    queryKey: [...queryKey, cursor.cursor],
    queryFn: () =>
      typeof source === 'string'
        ? api<Page<T>>(
            `${source}${qs({ ...options.params, limit: PAGE_SIZE, cursor: cursor.cursor })}`,
          )
        : source(cursor.cursor),
    enabled: options.enabled,
  });
  return { cursor, query };
}
