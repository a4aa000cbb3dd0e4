import { Button, Group, Paper, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { api, qs, type Page } from './api/client';
import { type Column, DataTable, ErrorNote, Loading } from './ui';

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

/** `Previous` / `Next` over a `useCursor`, hidden when everything fits on one page. */
export function Pager({
  cursor,
  nextCursor,
}: {
  cursor: Cursor;
  nextCursor: string | null | undefined;
}) {
  if (cursor.page === 1 && !nextCursor) return null;
  return (
    <Group justify="flex-end" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        Page {cursor.page}
      </Text>
      <Button variant="default" size="xs" disabled={cursor.page === 1} onClick={cursor.previous}>
        Previous
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!nextCursor}
        onClick={() => nextCursor && cursor.next(nextCursor)}
      >
        Next
      </Button>
    </Group>
  );
}

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

/**
 * A page of a `useCursorPage`: "Loading…" while it is on its way, the error if it failed,
 * `empty` when it has no rows, else `children` given the rows (`framed`: in a bordered box, as
 * a screen's main table is), and the `Pager` below.
 */
export function PagedRows<T>({
  page,
  empty,
  children,
  framed = true,
  loadingLabel,
}: {
  page: CursorPage<T>;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
  framed?: boolean;
  loadingLabel?: string;
}) {
  const { query, cursor } = page;
  const rows = query.data?.data;
  return (
    <>
      {query.isPending && <Loading label={loadingLabel} />}
      <ErrorNote error={query.error} />
      {rows?.length === 0 && empty}
      {rows &&
        rows.length > 0 &&
        (framed ? (
          <Paper withBorder style={{ overflow: 'hidden' }}>
            {children(rows)}
          </Paper>
        ) : (
          children(rows)
        ))}
      <Pager cursor={cursor} nextCursor={query.data?.nextCursor} />
    </>
  );
}

/**
 * A screen's main table, page by page: `PagedRows` around a striped `DataTable` of `columns`
 * in a bordered box. Rows highlight under the pointer unless `highlightOnHover` is false (rows
 * that lead nowhere).
 */
export function PagedTable<T>({
  page,
  empty,
  columns,
  highlightOnHover = true,
}: {
  page: CursorPage<T>;
  empty: ReactNode;
  columns: Column<T>[];
  highlightOnHover?: boolean;
}) {
  return (
    <PagedRows page={page} empty={empty}>
      {(rows) => (
        <DataTable
          striped
          highlightOnHover={highlightOnHover}
          verticalSpacing="sm"
          horizontalSpacing="md"
          rows={rows}
          columns={columns}
        />
      )}
    </PagedRows>
  );
}
