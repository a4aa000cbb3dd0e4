import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ImportDto } from './dto/import.dto';
import { CsvRequiredError, UnreadableCsvError } from './imports.errors';
import { ImportsService } from './imports.service';

/** CSV imports into a list (docs/lists-and-imports.md#csv-imports). */
@ApiTags('Imports')
@Controller()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post('lists/:listId/imports')
  @HttpCode(202)
  @ApiConsumes('text/csv')
  @ApiBody({
    schema: {
      type: 'string',
      example:
        'phone,email,first_name,last_name,utm_source\n+34 612 89 09 21,mateo@example.com,Mateo,Dubois,facebook\n',
    },
    description:
      'CSV (≤ 1 MiB, ≤ 50,000 rows), header row first: `phone`/`phone_number`, `email`, `first_name`/`firstName`, `last_name`/`lastName` ' +
      '(any case); every other named column becomes a custom field (string values; blank cells left out). A phone or email column is required.',
  })
  @ApiOperation({
    summary: 'Import contacts from CSV into a list',
    description:
      'Answers 202 with the queued import; it is processed in the background (poll `GET /v1/imports/{id}`). Each row is taken in like `POST /v1/contacts` ' +
      '(same rules and de-duplication); a row with a valid phone and a broken email is imported without the email and listed under `warnings`. ' +
      'Rows are numbered as in the file (header = row 1). The whole import is one add operation: one campaign trigger with every contact it newly added to the list.',
  })
  @ApiParam({ name: 'listId', format: 'uuid' })
  @ApiResponse({ status: 202, type: ImportDto })
  @ApiErrors('VALIDATION_FAILED', 'LIST_NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE')
  async create(
    @CurrentAccount() account: Account,
    @Param('listId') listId: string,
    @Body() body: unknown,
  ): Promise<ImportDto> {
    if (body === undefined || body === null) throw new UnreadableCsvError('The CSV body is empty.');
    if (typeof body !== 'string') throw new CsvRequiredError();
    return ImportDto.from(await this.imports.create(account.id, listId, body));
  }

  @Get('imports/:id')
  @ApiOperation({ summary: 'An import and its report' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ImportDto })
  @ApiErrors('NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<ImportDto> {
    return ImportDto.from(await this.imports.get(account.id, id));
  }

  @Get('imports/:id/rejected')
  @ApiOperation({
    summary: "An import's rejected rows, as CSV",
    description:
      'The header of the imported file, then every row the import rejected (its `invalid` rows), exactly as written, as a CSV download: fix them and import the file again. ' +
      'Empty when no row was rejected. Rejected rows are kept 30 days after the import finishes, then cleared with their `value`s (the report keeps the row numbers and codes). ' +
      "An unknown, malformed or other account's id is 404 `NOT_FOUND`.",
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiProduces('text/csv')
  @ApiResponse({
    status: 200,
    description: 'The rejected rows (`Content-Disposition: attachment`).',
    content: {
      'text/csv': { schema: { type: 'string', example: 'phone,first_name\r\n12,Ana\r\n' } },
    },
  })
  @ApiErrors('NOT_FOUND')
  async rejected(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const csv = await this.imports.rejectedCsv(account.id, id);
    // set only once found: an error keeps the JSON envelope's type
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="rejected-rows-${id}.csv"`);
    return csv;
  }
}
