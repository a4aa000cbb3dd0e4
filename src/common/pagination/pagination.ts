import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ValidationFailedError } from '../errors';

/** Default and largest page size (product.md section 5). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` of every list endpoint. */
export class PaginationQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number = DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

/** A page of results: `{data, nextCursor}`; `nextCursor` is null on the last page. */
export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Position after which the next page starts: the last row's creation time and id (keyset pagination). */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

/** Opaque cursor: base64url of `<ISO time>|<id>`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`, 'utf8').toString(
    'base64url',
  );
}

/**
 * Reads a cursor made by `encodeCursor`.
 *
 * @throws ValidationFailedError (400, field `cursor`) for anything else.
 */
export function decodeCursor(cursor: string): CursorPosition {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (rest.length > 0 || !id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new ValidationFailedError([
      { field: 'cursor', message: 'is not a cursor returned by this endpoint' },
    ]);
  }
  return { createdAt, id };
}

/**
 * Builds a page from `limit + 1` rows fetched in (createdAt, id) order: the extra row, when
 * present, only says there is a next page.
 */
export function toPage<Row extends CursorPosition, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const visible = rows.slice(0, limit);
  const last = visible[visible.length - 1];
  return {
    data: visible.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
