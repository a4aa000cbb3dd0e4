import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import { AppError } from '../../common/errors';
import { inTransaction } from '../../database/transaction';
import type { Campaign } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignNotFoundError } from './campaigns.errors';
import { CampaignsService } from './campaigns.service';
import { EnrolmentsRepository } from './enrolments.repository';

/** 409 `CONFLICT`: only a draft or paused campaign can be archived (pause a live one first). */
export class CampaignNotArchivableError extends AppError {
  constructor(status: string) {
    super('CONFLICT', `A ${status} campaign cannot be archived; pause it first.`, [
      { field: 'status', message: status },
    ]);
  }
}

/** The skip reason of the pending openings of an archived campaign. */
const ARCHIVED = 'campaign_archived';

/**
 * Campaigns' part in the data lifecycle (docs/data-lifecycle.md#deleting-lists-templates-and-campaigns): archiving, and the guards that keep a
 * list (live campaign) or template (campaign not archived) in use from being deleted, as the
 * handlers of the `ListDeleting` and `TemplateDeleting` hooks, so those modules never read campaigns.
 */
@Injectable()
export class CampaignLifecycleService {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly campaigns: CampaignsService,
    private readonly dataSource: DataSource,
  ) {}

  /** `ListDeleting`: a live campaign keeps its list (locked until the deletion commits). */
  @OnHook('ListDeleting')
  async listInUse(
    manager: EntityManager,
    accountId: string,
    listId: string,
  ): Promise<string | null> {
    const live = await this.repository.lockLiveUsingList(accountId, listId, manager);
    return live ? `the live campaign “${live.name}” (${live.id})` : null;
  }

  /** `TemplateDeleting`: a campaign that is not archived keeps its templates. */
  @OnHook('TemplateDeleting')
  async templateInUse(
    manager: EntityManager,
    accountId: string,
    templateId: string,
  ): Promise<string | null> {
    const id = await this.repository.lockUnarchivedUsingTemplate(accountId, templateId, manager);
    return id ? `campaign ${id}` : null;
  }

  /**
   * `POST /v1/campaigns/{id}/archive`: a draft or paused campaign becomes `archived` (read-only,
   * hidden from `GET /v1/campaigns` unless `?status=archived`) and its pending sends are
   * cancelled, in one transaction. Archiving an archived campaign changes nothing.
   *
   * @throws CampaignNotFoundError; CampaignNotArchivableError (409, live).
   */
  async archive(accountId: string, id: string): Promise<Campaign> {
    if (!isUUID(id)) throw new CampaignNotFoundError(id);
    const before = await inTransaction(this.dataSource, async (manager) => {
      const status = await this.repository.archive(accountId, id, manager);
      if (status === 'draft' || status === 'paused') {
        await this.enrolments.cancelPending(accountId, { campaignId: id }, ARCHIVED, manager);
      }
      return status;
    });
    if (before === null) throw new CampaignNotFoundError(id);
    if (before === 'live') throw new CampaignNotArchivableError(before);
    return this.campaigns.get(accountId, id);
  }
}
