import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiPropertyOptional,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { ApiErrors } from '../../../common/http/api-errors.decorator';
import { type Account, CurrentAccount } from '../../accounts';
import { SavedRepliesService, type SavedReplyView } from './saved-replies.service';

const SHORTCUT = /^[a-z0-9_-]{1,32}$/;

/** Body of `POST /v1/saved_replies`. */
export class CreateSavedReplyDto {
  @ApiProperty({
    example: 'hours',
    description:
      'What is typed after `/` in the composer: 1-32 of a-z, 0-9, `_`, `-`; unique in the account.',
  })
  @IsString()
  @Matches(SHORTCUT, { message: 'shortcut must be 1-32 of a-z, 0-9, _ and -' })
  shortcut!: string;

  @ApiProperty({
    example: 'Hi {{firstName}}, we are open 9-17, Monday to Friday.',
    maxLength: 4096,
    description: 'The text; `{{firstName}}` and `{{lastName}}` are filled for the contact.',
  })
  @IsString()
  @IsNotEmpty()
  @Matches(/\S/, { message: 'body must not be only whitespace' })
  @MaxLength(4096)
  body!: string;
}

/** Body of `PATCH /v1/saved_replies/{id}`: either field. */
export class UpdateSavedReplyDto {
  @ApiPropertyOptional({ example: 'hours' })
  @IsOptional()
  @IsString()
  @Matches(SHORTCUT, { message: 'shortcut must be 1-32 of a-z, 0-9, _ and -' })
  shortcut?: string;

  @ApiPropertyOptional({ maxLength: 4096 })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @Matches(/\S/, { message: 'body must not be only whitespace' })
  @MaxLength(4096)
  body?: string;
}

/** `GET /v1/saved_replies` query. */
export class SavedRepliesQueryDto {
  @ApiPropertyOptional({ example: 'ho', description: 'Only shortcuts starting with this.' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  prefix?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Fill each `rendered` for the contact of this conversation.',
  })
  @IsOptional()
  @IsUUID()
  conversationId?: string;
}

/** A saved reply. */
export class SavedReplyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'hours' }) shortcut!: string;
  @ApiProperty({ example: 'Hi {{firstName}}, we are open 9-17, Monday to Friday.' }) body!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Hi Ada, we are open 9-17, Monday to Friday.',
    description:
      'The body for the contact of `conversationId` (a missing first name reads "there"); null without it.',
  })
  rendered!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;

  static from(row: SavedReplyView): SavedReplyDto {
    return {
      id: row.id,
      shortcut: row.shortcut,
      body: row.body,
      rendered: row.rendered,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }
}

/** The saved replies of an account. */
export class SavedReplyListDto {
  @ApiProperty({ type: [SavedReplyDto] }) data!: SavedReplyDto[];
}

/**
 * Saved replies (docs/conversations.md#saved-replies): owners and agents alike read and manage
 * them, session or key (the people who answer write the answers).
 */
@ApiTags('Messages')
@Controller('saved_replies')
export class SavedRepliesController {
  constructor(private readonly replies: SavedRepliesService) {}

  @Get()
  @ApiOperation({
    operationId: 'savedRepliesList',
    summary: "The account's saved replies, by shortcut (at most 500)",
    description:
      'Owners and agents alike list, create, change and delete saved replies (the people who answer write the answers; Settings > Saved replies in the app), with a session or the API key.',
  })
  @ApiResponse({ status: 200, type: SavedReplyListDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED')
  async list(
    @CurrentAccount() account: Account,
    @Query() query: SavedRepliesQueryDto,
  ): Promise<SavedReplyListDto> {
    const rows = await this.replies.list(
      account.id,
      query.prefix?.toLowerCase() ?? null,
      query.conversationId?.toLowerCase() ?? null,
    );
    return { data: rows.map(SavedReplyDto.from) };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'savedRepliesCreate',
    summary: 'Save a reply',
    description:
      '409 `CONFLICT` when the shortcut is taken or the account has 500. Owners and agents alike.',
  })
  @ApiResponse({ status: 201, type: SavedReplyDto })
  @ApiErrors('VALIDATION_FAILED', 'CONFLICT')
  async create(
    @CurrentAccount() account: Account,
    @Body() body: CreateSavedReplyDto,
  ): Promise<SavedReplyDto> {
    return SavedReplyDto.from(await this.replies.create(account.id, body));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'savedRepliesGet', summary: 'Get a saved reply' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: SavedReplyDto })
  @ApiErrors('NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<SavedReplyDto> {
    return SavedReplyDto.from(await this.replies.get(account.id, id));
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'savedRepliesUpdate',
    summary: 'Change a saved reply',
    description: 'Owners and agents alike. A taken shortcut is 409 `CONFLICT`.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: SavedReplyDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED', 'CONFLICT')
  async update(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: UpdateSavedReplyDto,
  ): Promise<SavedReplyDto> {
    return SavedReplyDto.from(await this.replies.update(account.id, id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'savedRepliesDelete',
    summary: 'Delete a saved reply',
    description: 'Owners and agents alike. Messages already sent with it are not touched.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204 })
  @ApiErrors('NOT_FOUND')
  async delete(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.replies.delete(account.id, id);
  }
}
