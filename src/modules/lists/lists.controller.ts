import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type Account, CurrentAccount } from '../accounts';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { ContactDto, ContactPageDto } from '../contacts';
import { AddListContactsDto, AddListContactsResultDto } from './dto/add-contacts.dto';
import { CreateListDto, ListDetailDto, ListDto, ListPageDto, ListsQueryDto } from './dto/list.dto';
import { ListsService } from './lists.service';

/** Contact lists and their members (docs/lists-and-imports.md). */
@ApiTags('Lists')
@Controller('lists')
export class ListsController {
  constructor(private readonly lists: ListsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create a list',
    description:
      'List names are unique per account, ignoring case: a name another list of the account has (`Leads` and `leads` alike) is **409 `LIST_NAME_TAKEN`** with `details[0].field = "name"`. ' +
      'Of concurrent creates of one name exactly one is 201.',
  })
  @ApiResponse({ status: 201, type: ListDto })
  @ApiErrors(
    'VALIDATION_FAILED',
    'LIST_NAME_TAKEN',
    'INVALID_JSON',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  )
  async create(@CurrentAccount() account: Account, @Body() body: CreateListDto): Promise<ListDto> {
    return ListDto.from(await this.lists.create(account.id, body.name));
  }

  @Get()
  @ApiOperation({
    summary: 'List the lists (paginated, oldest first), each with its member count',
    description:
      'Every item carries `memberCount`, as `GET /v1/lists/{id}` does. With `contactId`, only the lists that contact is a member of.',
  })
  @ApiResponse({ status: 200, type: ListPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async page(
    @CurrentAccount() account: Account,
    @Query() query: ListsQueryDto,
  ): Promise<ListPageDto> {
    const page = await this.lists.page(account.id, query.limit, query.cursor, query.contactId);
    return { data: page.data.map(ListDetailDto.withCount), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a list with its member count' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ListDetailDto })
  @ApiErrors('LIST_NOT_FOUND')
  async get(@CurrentAccount() account: Account, @Param('id') id: string): Promise<ListDetailDto> {
    return ListDetailDto.withCount(await this.lists.get(account.id, id));
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename a list',
    description:
      'The name rules of create: a name another list of the account has, ignoring case, is **409 `LIST_NAME_TAKEN`**; the list may take its own name in another case. Members and campaigns are unchanged.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 200, type: ListDetailDto })
  @ApiErrors('LIST_NOT_FOUND', 'VALIDATION_FAILED', 'LIST_NAME_TAKEN', 'INVALID_JSON')
  async rename(
    @CurrentAccount() account: Account,
    @Param('id') id: string,
    @Body() body: CreateListDto,
  ): Promise<ListDetailDto> {
    return ListDetailDto.withCount(await this.lists.rename(account.id, id, body.name));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a list',
    description:
      'Deletes the list, its memberships and its imports; the contacts stay (with their conversations and enrolments). ' +
      '**409 `CONFLICT`** while a live campaign uses the list, as deleting a template a campaign uses: the message names the campaign, in words, and says to pause it first; `details[0].field` is `id`. ' +
      'A draft, paused or archived campaign that used it is left without a list (`listId` null; it cannot launch or resume until given one).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiErrors('LIST_NOT_FOUND', 'CONFLICT')
  async delete(@CurrentAccount() account: Account, @Param('id') id: string): Promise<void> {
    await this.lists.delete(account.id, id);
  }

  @Get(':listId/contacts')
  @ApiOperation({ summary: "The list's contacts (paginated, in the order they were added)" })
  @ApiParam({ name: 'listId', format: 'uuid' })
  @ApiResponse({ status: 200, type: ContactPageDto })
  @ApiErrors('LIST_NOT_FOUND', 'VALIDATION_FAILED')
  async contacts(
    @CurrentAccount() account: Account,
    @Param('listId') listId: string,
    @Query() query: PaginationQueryDto,
  ): Promise<ContactPageDto> {
    const page = await this.lists.pageContacts(account.id, listId, query.limit, query.cursor);
    return { data: page.data.map(ContactDto.from), nextCursor: page.nextCursor };
  }

  @Post(':listId/contacts')
  @ApiOperation({
    summary: 'Add contacts to a list (one add operation)',
    description:
      'Exactly one of `contactId` (shape A), `contact_id` (shape B) or `contactIds` (1-1000 ids; repeats collapse); anything else is 400 `VALIDATION_FAILED`. ' +
      'Single form: an unknown contact is 404 `CONTACT_NOT_FOUND`. Array form: unknown ids are listed in `notFound`. ' +
      '201 when at least one contact was newly added, 200 when none was (all members already, or none found). ' +
      'Only newly added contacts can trigger campaigns; adding a member again never triggers anything again.',
  })
  @ApiParam({ name: 'listId', format: 'uuid' })
  @ApiResponse({ status: 201, type: AddListContactsResultDto, description: 'Something was added.' })
  @ApiResponse({
    status: 200,
    type: AddListContactsResultDto,
    description: 'Nothing new was added.',
  })
  @ApiErrors(
    'VALIDATION_FAILED',
    'LIST_NOT_FOUND',
    'CONTACT_NOT_FOUND',
    'INVALID_JSON',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  )
  async addContacts(
    @CurrentAccount() account: Account,
    @Param('listId') listId: string,
    @Body() body: AddListContactsDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AddListContactsResultDto> {
    const result = await this.lists.addContacts(account.id, listId, body);
    res.status(result.added.length > 0 ? 201 : 200);
    return result;
  }

  @Delete(':listId/contacts/:contactId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a contact from a list',
    description: 'The contact itself is kept. 404 `CONTACT_NOT_FOUND` when it is not a member.',
  })
  @ApiParam({ name: 'listId', format: 'uuid' })
  @ApiParam({ name: 'contactId', format: 'uuid' })
  @ApiResponse({ status: 204, description: 'Removed.' })
  @ApiErrors('LIST_NOT_FOUND', 'CONTACT_NOT_FOUND')
  async removeContact(
    @CurrentAccount() account: Account,
    @Param('listId') listId: string,
    @Param('contactId') contactId: string,
  ): Promise<void> {
    await this.lists.removeContact(account.id, listId, contactId);
  }
}
