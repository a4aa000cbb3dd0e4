import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager } from 'typeorm';
import { OnHook } from '../../common/handlers/handler-decorators';
import { AppError } from '../../common/errors';
import { randomUUID } from 'node:crypto';
import { OutboxService } from '../../common/outbox/outbox.service';
import { inTransaction } from '../../database/transaction';
import { ListsService } from '../lists';
import { TemplatesService } from '../templates';
import type { Campaign, LaunchWarning } from './campaign.entity';
import { CampaignsRepository } from './campaigns.repository';
import {
  CampaignArchivedError,
  CampaignNotFoundError,
  CampaignNotLaunchableError,
} from './campaigns.errors';
import { hasEntryPoint, isEntryPointChannel } from './domain/entry-points';
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
 * A campaign's status changes (docs/campaigns.md): launch (only with a list, or on
 * Messenger/Instagram an entry point, and an approved opening template; with the launch's
 * warnings), pause and archive; and its part in the data lifecycle
 * (docs/data-lifecycle.md#deleting-lists-templates-and-campaigns): the guards that keep a
 * list (live campaign) or template (campaign not archived) in use from being deleted, as the
 * handlers of the `ListDeleting` and `TemplateDeleting` hooks, so those modules never read campaigns.
 */
@Injectable()
export class CampaignLifecycleService {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly campaigns: CampaignsService,
    private readonly templates: TemplatesService,
    private readonly lists: ListsService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * `POST /v1/campaigns/{id}/launch`: draft or paused → live (already live: unchanged). Combined
   * and outgoing campaigns need a list (on Messenger/Instagram: at least one entry point, a `ref`,
   * an ad id or a comment keyword) and an approved opening template. With
   * `includeExistingMembers`, a combined or outgoing campaign with a list also enrols the people
   * already in it: the launch's transaction appends one `CampaignExistingMembersRequested`, which
   * `EnrolmentService` follows through the one enrolment path and its pacing
   * (docs/campaigns.md#existing-members); asked again of a live campaign, it enrols whoever is
   * not enrolled yet.
   *
   * @throws CampaignNotFoundError; CampaignNotLaunchableError (409) naming the reason.
   */
  async launch(
    accountId: string,
    id: string,
    options: { includeExistingMembers?: boolean } = {},
  ): Promise<Campaign & { warnings: LaunchWarning[] }> {
    const launched = await this.launchOnce(accountId, id, options);
    return { ...launched, warnings: await this.launchWarnings(accountId, launched) };
  }

  /**
   * What the launch answer warns about (docs/campaigns.md#launch-warnings): a WhatsApp campaign
   * whose opening template is `marketing` and whose list has `+1` numbers: Meta does not deliver
   * marketing templates to US numbers (since 1 April 2025), so those openings will fail.
   */
  private async launchWarnings(accountId: string, campaign: Campaign): Promise<LaunchWarning[]> {
    if (campaign.channel !== 'whatsapp' || !campaign.listId || !campaign.openingTemplateId) {
      return [];
    }
    const template = await this.templates.get(accountId, campaign.openingTemplateId);
    if (template.category !== 'marketing') return [];
    const count = await this.lists.countPlusOneMembers(accountId, campaign.listId);
    if (count === 0) return [];
    return [
      {
        code: 'US_MARKETING_NOT_DELIVERED',
        message: `${count === 1 ? '1 contact' : `${count} contacts`} in the list ${count === 1 ? 'has' : 'have'} a +1 phone number. WhatsApp has not delivered marketing templates to US numbers since 1 April 2025, so the opening message to US numbers will fail; use a utility template or another channel (SMS) for them.`,
        count,
      },
    ];
  }

  private async launchOnce(
    accountId: string,
    id: string,
    options: { includeExistingMembers?: boolean },
  ): Promise<Campaign> {
    const campaign = await this.campaigns.get(accountId, id);
    if (campaign.status === 'archived') throw new CampaignArchivedError(campaign.id);
    if (isEntryPointChannel(campaign.channel)) {
      if (!hasEntryPoint(campaign.entryPoints)) {
        throw new CampaignNotLaunchableError(
          'entry_points_missing',
          `A ${campaign.channel} campaign starts from an entry point: set entryPoints (a ref, adIds or commentKeywords) before launching.`,
        );
      }
    }
    if (campaign.type !== 'incoming') {
      if (!campaign.listId && !isEntryPointChannel(campaign.channel)) {
        throw new CampaignNotLaunchableError(
          'list_missing',
          'The campaign has no list: set listId before launching.',
        );
      }
      if (!campaign.openingTemplateId) {
        throw new CampaignNotLaunchableError(
          'opening_template_missing',
          'The campaign has no opening template: set openingTemplateId before launching.',
        );
      }
      const template = await this.templates.get(accountId, campaign.openingTemplateId);
      if (template.status !== 'approved') {
        throw new CampaignNotLaunchableError(
          'opening_template_not_approved',
          `The opening template is ${template.status}; only an approved template can be sent.`,
        );
      }
    }
    // Guarded by the list and template just checked, so a concurrent update cannot slip in.
    const withMembers =
      options.includeExistingMembers === true &&
      campaign.type !== 'incoming' &&
      campaign.listId !== null;
    const launched = await inTransaction(this.dataSource, async (manager) => {
      const live = await this.repository.launch(accountId, campaign, manager);
      if (live && withMembers && live.listId) {
        await this.outbox.append(manager, accountId, 'CampaignExistingMembersRequested', {
          campaignId: live.id,
          listId: live.listId,
          operationId: randomUUID(),
        });
      }
      return live;
    });
    if (!launched) return this.launchOnce(accountId, id, options);
    return launched;
  }

  /** `POST /v1/campaigns/{id}/pause`: live → paused (others unchanged). @throws CampaignNotFoundError. */
  async pause(accountId: string, id: string): Promise<Campaign> {
    const campaign = await this.campaigns.get(accountId, id);
    return (await this.repository.pause(accountId, campaign.id, null))!;
  }

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
