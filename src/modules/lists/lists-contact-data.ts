import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import type { ContactExportSection } from '../../hooks';
import { ListsRepository } from './lists.repository';

/**
 * Lists' part in a contact's export (docs/data-lifecycle.md#export): the lists it is a member of.
 * Erasure needs nothing here: memberships go with the contact row (`ON DELETE CASCADE`).
 */
@Injectable()
export class ListsContactData {
  constructor(private readonly lists: ListsRepository) {}

  /** `ContactExporting`: section `lists`, the lists the contact is in. */
  @OnHook('ContactExporting')
  async export(
    manager: EntityManager,
    accountId: string,
    contactId: string,
  ): Promise<ContactExportSection> {
    const lists = await this.lists.listsOfContact(accountId, contactId, manager);
    return {
      section: 'lists',
      data: lists.map((list) => ({
        id: list.id,
        name: list.name,
        addedAt: new Date(list.addedAt).toISOString(),
      })),
    };
  }
}
