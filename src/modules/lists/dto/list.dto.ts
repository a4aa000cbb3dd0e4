import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PaginationQueryDto } from '../../../common/pagination/pagination';
import type { ContactList } from '../list.entity';
import type { ContactListWithCount } from '../lists.repository';

/** Body of `POST /v1/lists`. */
export class CreateListDto {
  @ApiProperty({
    example: 'Webinar leads',
    minLength: 1,
    maxLength: 200,
    description: 'Trimmed; 1-200 characters.',
  })
  @IsString()
  name!: string;
}

/** A list as the API shows it. */
export class ListDto {
  @ApiProperty({ format: 'uuid', example: '9a7c1e52-3f0b-4d7e-8c61-2b5d4f6a8e90' })
  id!: string;

  @ApiProperty({ example: 'Webinar leads' })
  name!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-02T08:08:57.350Z' })
  createdAt!: string;

  static from(list: ContactList): ListDto {
    return { id: list.id, name: list.name, createdAt: list.createdAt.toISOString() };
  }
}

/** A list with its number of members (`GET /v1/lists/{id}` and every item of `GET /v1/lists`). */
export class ListDetailDto extends ListDto {
  @ApiProperty({
    example: 42,
    minimum: 0,
    description:
      'Contacts in the list now, counted when the list is read: on `GET /v1/lists/{id}` and on every item of `GET /v1/lists`.',
  })
  memberCount!: number;

  /** The list as the API shows it, with its member count. */
  static withCount(list: ContactListWithCount): ListDetailDto {
    return { ...ListDto.from(list), memberCount: list.memberCount };
  }
}

/** A page of lists with their member counts: `{data, nextCursor}` (docs/api.md#pagination). */
export class ListPageDto {
  @ApiProperty({ type: [ListDetailDto] })
  data!: ListDetailDto[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor!: string | null;
}

/** Query of `GET /v1/lists`: pagination, and optionally only the lists a contact is in. */
export class ListsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description:
      "Only the lists this contact is a member of (the app's contact page). An unknown, malformed or other account's id gives an empty page.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  contactId?: string;
}
