import { Table, type TableProps, type TableTdProps } from '@mantine/core';
import { type ReactNode } from 'react';
import classes from './data-table.module.css';

/** A column of a `DataTable`: its header, and what each row shows in it. */
export interface Column<T> {
  /** The header's text; none for a column of row actions. */
  label?: string;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** `right` for numbers: the header and the cells. */
  align?: 'right';
  /** The header's width. */
  width?: number;
  /** Cells kept on one line (dates). */
  nowrap?: boolean;
  /** More props of each cell of the column (`fw`, `maw`, `style`…). */
  td?: TableTdProps;
}

/**
 * Mantine's `Table` with a header row from `columns` and a row for each of `rows`, keyed by
 * `rowKey` (by default the row's `id`), with an optional visible `caption`. Any other prop
 * (`striped`, `aria-label`…) goes to the `Table`. On a phone (under 576 px) each row is a card
 * with one "label  value" line per column (`data-table.module.css`; a column without a label,
 * the row's actions, shows its cell alone). Wider, a table wider than the screen scrolls
 * sideways inside its own container, never the page; the container takes keyboard focus so it
 * can be scrolled without a pointer, and is a region named like the table when the table has an
 * `aria-label`.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey = (row) => (row as { id: string }).id,
  caption,
  ...table
}: TableProps & {
  rows: T[];
  columns: Column<T>[];
  rowKey?: (row: T) => string;
  caption?: string;
}) {
  return (
    // Focusable (tabIndex 0), so a keyboard can scroll a table wider than the screen (WCAG 2.1.1)
    <Table.ScrollContainer
      minWidth={0}
      type="native"
      tabIndex={0}
      role={table['aria-label'] ? 'region' : undefined}
      aria-label={table['aria-label']}
    >
      <Table {...table} className={classes.table}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} ta={column.align} w={column.width}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <Table.Td
                  key={index}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  data-label={column.label}
                  {...column.td}
                >
                  <div className={classes.value}>{column.cell(row)}</div>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
