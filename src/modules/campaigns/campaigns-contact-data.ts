import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import type { ContactExportSection } from '../../hooks';
import { EnrolmentsRepository } from './enrolments.repository';

/** The skip reason of an opening cancelled because its contact was erased. */
export const CONTACT_ERASED = 'contact_erased';

/**
 * Campaigns' part in a contact's erasure and export (docs/data-lifecycle.md#erasure): erasure cancels the contact's
 * pending opening messages (`skipped`, `contact_erased`) and follow-ups (`cancelled`) in the
 * erasure's transaction, so they are never sent, even when their job is already queued; the
 * export lists its enrolments.
 */
@Injectable()
export class CampaignsContactData {
  constructor(private readonly enrolments: EnrolmentsRepository) {}

  /** `ContactErasing`: cancels the contact's pending opening messages and follow-ups. */
  @OnHook('ContactErasing')
  async erase(manager: EntityManager, accountId: string, contactId: string): Promise<void> {
    await this.enrolments.cancelPending(accountId, { contactId }, CONTACT_ERASED, manager);
  }

  /** `ContactExporting`: section `campaigns`, the contact's enrolments. */
  @OnHook('ContactExporting')
  async export(
    manager: EntityManager,
    accountId: string,
    contactId: string,
  ): Promise<ContactExportSection> {
    const data = await this.enrolments.enrolmentsOfContact(accountId, contactId, manager);
    return { section: 'campaigns', data };
  }
}
