import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, isUUID, Max, MaxLength, Min } from 'class-validator';
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

/** `Date.prototype.toISOString()` of a year 0000-9999: `2026-11-02T08:08:57.350Z`. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Latest accepted cursor time: the end of year 9999 (UTC). */
const LATEST_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function notACursor(): ValidationFailedError {
  return new ValidationFailedError([
    { field: 'cursor', message: 'is not a cursor returned by this endpoint' },
  ]);
}

/**
 * Reads a cursor made by `encodeCursor`, and nothing else: every value it returns can be bound
 * to PostgreSQL's `::timestamptz` and `::uuid` as it is.
 *
 * Accepted: the base64url (no padding) of `<time>|<id>` where `<time>` is an ISO 8601 UTC
 * timestamp exactly as `toISOString()` writes it (`YYYY-MM-DDTHH:mm:ss.sssZ`) of a real instant
 * from 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z, and `<id>` a UUID (8-4-4-4-12 hex
 * digits); and the cursor must be canonical: `encodeCursor(decodeCursor(c)) === c` (no padding,
 * no stray or non-alphabet characters that base64 decoding would skip, no other spelling of the
 * same position).
 *
 * @throws ValidationFailedError (400, field `cursor`) for anything else.
 */
export function decodeCursor(cursor: string): CursorPosition {
  if (typeof cursor !== 'string') throw notACursor();
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || id === undefined || !isUUID(id) || !ISO_TIMESTAMP.test(time)) {
    throw notACursor();
  }
  const createdAt = new Date(time);
  const ms = createdAt.getTime();
  if (Number.isNaN(ms) || ms < 0 || ms > LATEST_CURSOR_TIME) throw notACursor();
  const position = { createdAt, id };
  // Canonical form: rejects `2026-02-30…` (which Date rolls over), padding, characters that
  // base64url decoding ignores, and anything else that only decodes to a position.
  if (createdAt.toISOString() !== time || encodeCursor(position) !== cursor) throw notACursor();
  return position;
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
