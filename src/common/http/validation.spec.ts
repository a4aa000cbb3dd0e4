import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { refusedNulls } from './validation';

class ItemDto {
  @ApiProperty() templateId!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) note?: string | null;
}

class BodyDto {
  @ApiProperty() name!: string;
  @ApiPropertyOptional() limit?: number;
  @ApiPropertyOptional({ type: String, nullable: true }) listId?: string | null;
  @ApiPropertyOptional({ type: () => ItemDto }) item?: ItemDto;
  @ApiPropertyOptional({ type: [ItemDto] }) items?: ItemDto[];
}

describe('refusedNulls: a null only where the OpenAPI document says nullable', () => {
  it('refuses null for a documented non-nullable field, required or optional, and names it', () => {
    expect(refusedNulls({ name: null, limit: null }, BodyDto)).toEqual([
      { field: 'name', message: 'must not be null (leave it out instead)' },
      { field: 'limit', message: 'must not be null (leave it out instead)' },
    ]);
  });

  it('accepts null where nullable, absent fields, and fields the DTO does not document', () => {
    expect(
      refusedNulls({ name: 'x', listId: null, extra: null, __proto__: null }, BodyDto),
    ).toEqual([]);
  });

  it('checks nested DTOs (lazy type and arrays) with dotted paths', () => {
    expect(
      refusedNulls(
        {
          item: { templateId: null, note: null },
          items: [{ templateId: 't' }, { templateId: null }, null],
        },
        BodyDto,
      ),
    ).toEqual([
      { field: 'item.templateId', message: 'must not be null (leave it out instead)' },
      { field: 'items.1.templateId', message: 'must not be null (leave it out instead)' },
    ]);
  });

  it('leaves anything that is not an object to the validators', () => {
    expect(refusedNulls(null, BodyDto)).toEqual([]);
    expect(refusedNulls('text', BodyDto)).toEqual([]);
  });
});
