import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ContactDataParticipant } from '../contacts/contact-data';
import { ContactLifecycleService } from '../contacts/contact-lifecycle.service';
import { type ContactEnrolment, EnrolmentsRepository } from './enrolments.repository';

/** The skip reason of an opening cancelled because its contact was erased. */
export const CONTACT_ERASED = 'contact_erased';

/**
 * Campaigns' part in a contact's erasure and export (issue 14): erasure cancels the contact's
 * pending opening messages (`skipped`, `contact_erased`) and follow-ups (`cancelled`) in the
 * erasure's transaction, so they are never sent, even when their job is already queued; the
 * export lists its enrolments.
 */
@Injectable()
export class CampaignsContactData implements ContactDataParticipant, OnModuleInit {
  readonly section = 'campaigns';

  constructor(
    private readonly lifecycle: ContactLifecycleService,
    private readonly enrolments: EnrolmentsRepository,
  ) {}

  onModuleInit(): void {
    this.lifecycle.registerDataParticipant(this);
  }

  async erase(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await this.enrolments.cancelPending(accountId, { contactId }, CONTACT_ERASED, manager);
  }

  export(
    accountId: string,
    contactId: string,
    manager: EntityManager,
  ): Promise<ContactEnrolment[]> {
    return this.enrolments.enrolmentsOfContact(accountId, contactId, manager);
  }
}
