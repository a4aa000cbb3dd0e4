import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, isUUID, Max, MaxLength, Min } from 'class-validator';
import { ValidationFailedError } from '../errors';

/** Default and largest page size (docs/api.md#pagination). */
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

/**
 * Position after which the next page starts: the last row's creation time and id (keyset
 * pagination). `cursorAt` is that time exactly as PostgreSQL holds it (microseconds), as
 * ISO 8601 UTC text (`2026-11-02T08:08:57.350123Z`), when the row was read with
 * {@link Keyset.cursorColumn}; `createdAt` (a JS Date) has only milliseconds.
 */
export interface CursorPosition {
  createdAt: Date;
  id: string;
  cursorAt?: string;
}

/**
 * Opaque cursor: base64url of `<time>|<id>`, the time being `cursorAt` (microseconds) when the
 * position has it, else `createdAt.toISOString()` (milliseconds).
 */
export function encodeCursor(position: CursorPosition): string {
  const time = position.cursorAt ?? position.createdAt.toISOString();
  return Buffer.from(`${time}|${position.id}`, 'utf8').toString('base64url');
}

/**
 * An ISO 8601 UTC time as `toISOString()` writes it (`2026-11-02T08:08:57.350Z`), or with
 * microseconds as {@link Keyset.cursorColumn} does (`2026-11-02T08:08:57.350123Z`).
 */
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})?Z$/;
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
 * timestamp with milliseconds exactly as `toISOString()` writes it (`YYYY-MM-DDTHH:mm:ss.sssZ`)
 * or with microseconds (`…ss.ssssssZ`, from {@link Keyset}) of a real instant from
 * 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999999Z, and `<id>` a UUID (8-4-4-4-12 hex
 * digits); and the cursor must be canonical: `encodeCursor(decodeCursor(c)) === c` (no padding,
 * no stray or non-alphabet characters that base64 decoding would skip).
 *
 * @returns the position; `cursorAt` is set (to the time text) for a microsecond cursor.
 * @throws ValidationFailedError (400, field `cursor`) for anything else.
 */
export function decodeCursor(cursor: string): CursorPosition {
  if (typeof cursor !== 'string') throw notACursor();
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const match = ISO_TIMESTAMP.exec(time);
  if (rest.length > 0 || id === undefined || !isUUID(id) || !match) throw notACursor();
  const millis = `${match[1]}Z`;
  const createdAt = new Date(millis);
  const ms = createdAt.getTime();
  if (Number.isNaN(ms) || ms < 0 || ms > LATEST_CURSOR_TIME) throw notACursor();
  const position: CursorPosition = match[2] ? { createdAt, id, cursorAt: time } : { createdAt, id };
  // Canonical form: rejects `2026-02-30…` (which Date rolls over), padding, characters that
  // base64url decoding ignores, and anything else that only decodes to a position.
  if (createdAt.toISOString() !== millis || encodeCursor(position) !== cursor) throw notACursor();
  return position;
}

/**
 * Builds a page from `limit + 1` rows fetched in keyset order: the extra row, when present, only
 * says there is a next page. A row's `cursorAt` (see {@link Keyset.cursorColumn}) goes into the
 * cursor and is not handed to `map`.
 */
export function toPage<Row extends CursorPosition, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const visible = rows.slice(0, limit);
  const last = visible[visible.length - 1];
  return {
    data: visible.map((row) => {
      if (row.cursorAt === undefined) return map(row);
      const { cursorAt: _exact, ...rest } = row;
      return map(rest as Row);
    }),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/**
 * The one keyset pagination of the service's lists, ordered by a timestamp column and an id,
 * exact at PostgreSQL's microsecond precision. A cursor made from a JS `Date` carries only
 * milliseconds, so comparing the raw column with it repeats or skips rows whose times share a
 * millisecond (as `GET /v1/users` once did). Instead the page selects each row's exact
 * time as text ({@link cursorColumn}, the `cursorAt` that `toPage` puts in the cursor) and
 * compares the raw column, so the `(account_id, created_at, id)` indexes still serve the order:
 *
 * ```ts
 * const keyset = new Keyset('created_at', 'id');
 * `SELECT ${COLUMNS}, ${keyset.cursorColumn} FROM t WHERE account_id = $1
 *    AND ($2::text IS NULL OR ${keyset.after(2, 3)}) ORDER BY ${keyset.orderBy} LIMIT $4`
 * [accountId, ...Keyset.params(after), limit]
 * ```
 *
 * `time` and `id` are SQL expressions (trusted text, never input): `c.created_at`,
 * `COALESCE(c.last_message_at, c.created_at)`. `descending` pages newest first.
 */
export class Keyset {
  constructor(
    private readonly time: string,
    private readonly id: string,
    private readonly descending = false,
  ) {}

  /** Select-list item: the row's exact time as ISO 8601 UTC text with microseconds, `"cursorAt"`. */
  get cursorColumn(): string {
    return `to_char((${this.time}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"`;
  }

  /** Predicate: rows strictly after (before, descending) the position bound to `$time`, `$id`. */
  after(timeParam: number, idParam: number): string {
    return `(${this.time}, ${this.id}) ${this.descending ? '<' : '>'} ($${timeParam}::timestamptz, $${idParam}::uuid)`;
  }

  /** `ORDER BY` list matching {@link after}. */
  get orderBy(): string {
    const direction = this.descending ? 'DESC' : 'ASC';
    return `${this.time} ${direction}, ${this.id} ${direction}`;
  }

  /** The two values to bind for {@link after} (both null without a position): exact time text, id. */
  static params(after: CursorPosition | null): [string | null, string | null] {
    return after ? [after.cursorAt ?? after.createdAt.toISOString(), after.id] : [null, null];
  }
}
