import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/pagination/pagination';

/**
 * Query of `GET /v1/contacts`: a lookup by `phoneNumber` or `email`, or, when the request carries
 * `limit` or `cursor`, the paginated list. See `contactQueryMode` for the exact rule.
 *
 * Unlike `PaginationQueryDto`, `limit` has no default here: whether the request carried it
 * decides between lookup and list, so it stays `undefined` when absent (the service then pages
 * by {@link DEFAULT_PAGE_SIZE}).
 */
export class ContactsQueryDto {
  @ApiPropertyOptional({
    example: '+14155552671',
    description:
      'Look up by phone, normalised as on create. An unencoded `+` (which arrives as a space) is understood. `phone_number` and `phone` are accepted as aliases.',
  })
  @IsOptional()
  @IsString()
  phoneNumber?: string;

  @ApiPropertyOptional({ description: 'Alias of phoneNumber (shape B).' })
  @IsOptional()
  @IsString()
  phone_number?: string;

  @ApiPropertyOptional({ description: 'Alias of phoneNumber (shape A).' })
  @IsOptional()
  @IsString()
  phone?: string;

  @ApiPropertyOptional({
    example: 'ana.khan@example.com',
    description: 'Look up by email, case-insensitively.',
  })
  @IsOptional()
  @IsString()
  email?: string;

  @ApiPropertyOptional({
    example: 'ana',
    maxLength: 100,
    description:
      'Filters the paginated list (it needs `limit` or `cursor`, and no lookup key): only contacts whose first or last name, or both as "first last", contain this text, case-insensitively, or, when the text is a phone number, whose phone is that number: international (`+34 612 89 09 21`) or national in the account\'s `defaultCountry` (`612 89 09 21` with `ES`). `GET /v1/contacts?q=ana&limit=50`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({
    enum: ['oldest', 'newest'],
    default: 'oldest',
    description:
      'Order of the paginated list by creation: `oldest` first (the default) or `newest` first (the app). Keep the same order for every page of one listing.',
  })
  @IsOptional()
  @IsIn(['oldest', 'newest'])
  order?: 'oldest' | 'newest';

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    example: DEFAULT_PAGE_SIZE,
    description:
      'Page size of the paginated list. Sending `limit` (or `cursor`) without a lookup key asks for the list: `GET /v1/contacts?limit=50`.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({
    description: 'The `nextCursor` of the previous page of the list (asks for the list too).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
