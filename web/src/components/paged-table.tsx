import { Button, Group, Paper, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { type Cursor, type CursorPage } from '../api/paging';
import { type Column, DataTable } from './data-table';
import { ErrorNote } from './error-note';
import { Loading } from './loading';

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
