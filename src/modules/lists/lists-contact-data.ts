import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContactDataParticipant } from '../contacts/contact-data';
import { ContactLifecycleService } from '../contacts/contact-lifecycle.service';
import { ListsRepository } from './lists.repository';

/**
 * Lists' part in a contact's export (docs/data-lifecycle.md#export): the lists it is a member of.
 * Erasure needs nothing here: memberships go with the contact row (`ON DELETE CASCADE`).
 */
@Injectable()
export class ListsContactData implements ContactDataParticipant, OnModuleInit {
  readonly section = 'lists';

  constructor(
    private readonly lifecycle: ContactLifecycleService,
    private readonly lists: ListsRepository,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerDataParticipant(this);
  }

  async erase(): Promise<void> {}

  async export(accountId: string, contactId: string, manager: EntityManager): Promise<unknown> {
    return (await this.lists.listsOfContact(accountId, contactId, manager)).map((list) => ({
      id: list.id,
      name: list.name,
      addedAt: new Date(list.addedAt).toISOString(),
    }));
  }
}
