import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination';

/**
 * Query of `GET /v1/contacts`: a lookup by `phoneNumber` or `email`, or (no lookup key at all)
 * the paginated list with `limit`/`cursor`. See `contactQueryMode` for the exact rule.
 */
export class ContactsQueryDto extends PaginationQueryDto {
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
}
