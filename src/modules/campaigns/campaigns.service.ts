import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ValidationFailedError } from '../../common/errors';
import { OnEvent, OnHook } from '../../common/handlers/handler-decorators';
import { HooksService } from '../../common/handlers/hooks.service';
import type { OutboxEvent } from '../../common/outbox/outbox-event';
import { OutboxService } from '../../common/outbox/outbox.service';
import type { TemplateStatusChangedPayload } from '../../events';
import type { TriggeredCampaign } from '../../hooks';
import { decodeCursor, type Page, toPage } from '../../common/pagination/pagination';
import { inTransaction } from '../../database/transaction';
import { isNameText } from '../contacts';
import { ListsService } from '../lists';
import { MessagesService } from '../messaging';
import { TemplatesService } from '../templates';
import type { Campaign, CampaignStats } from './campaign.entity';
import {
  CampaignLiveConflictError,
  CampaignNotFoundError,
  CampaignArchivedError,
} from './campaigns.errors';
import { type CampaignFields, CampaignsRepository } from './campaigns.repository';
import { EnrolmentsRepository } from './enrolments.repository';
import { CampaignSendsRepository } from './campaign-sends.repository';
import { DispatchQueue } from './dispatch.queue';
import type { UpdateCampaignDto } from './dto/campaign.dto';
import { IMMEDIATE_MAX_CONTACTS } from './domain/dispatch-planner';
import { DEFAULT_SMS_QUIET_HOURS } from './domain/quiet-hours';
import {
  campaignShapeProblems,
  entryLinks,
  isEntryPointChannel,
  normaliseEntryPoints,
} from './domain/entry-points';

/** Settings that decide who is messaged and with what: frozen while the campaign is live. */
const FROZEN_WHILE_LIVE = [
  'type',
  'channel',
  'listId',
  'entryPoints',
  'openingTemplateId',
] as const;

/** Whether two setting values are equal (objects by content, whatever their key order). */
function sameSetting(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/**
 * Campaign use cases (docs/campaigns.md): create a draft, read with
 * stats, page, update (launching, pausing and archiving are `CampaignLifecycleService`'s). A template paused or disabled by WhatsApp pauses the live
 * campaigns that open with it (`TemplateStatusChanged` subscription). Enrolment is
 * `EnrolmentService`, sending `DispatchService`. Messenger and Instagram campaigns (docs/campaigns.md#entry-points)
 * follow `domain/entry-points.ts`: entry points instead of a list, and their `entryLinks`.
 */
@Injectable()
export class CampaignsService {
  constructor(
    private readonly campaigns: CampaignsRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly messages: MessagesService,
    private readonly lists: ListsService,
    private readonly templates: TemplatesService,
    private readonly hooks: HooksService,
    private readonly outbox: OutboxService,
    private readonly dataSource: DataSource,
    private readonly sends: CampaignSendsRepository,
    private readonly queue: DispatchQueue,
  ) {}

  /**
   * `POST /v1/campaigns`: a `draft`. Defaults: type `combined`, channel the opening template's
   * (else `whatsapp`), `triggerOnNewContacts` true, 20 per minute, no delay, no follow-ups, bot on,
   * quiet hours 21:00-08:00 on SMS and none elsewhere (docs/campaigns.md#quiet-hours).
   *
   * @throws ValidationFailedError (name, a template of another channel, the shape rules of
   *   `campaignShapeProblems`: a list on Messenger/Instagram names `listId`, entry points on
   *   WhatsApp/SMS name `entryPoints`); ListNotFoundError; TemplateNotFoundError (opening or
   *   follow-up template).
   */
  async create(accountId: string, body: UpdateCampaignDto & { name: string }): Promise<Campaign> {
    const fields = await this.checkedFields(accountId, body, null);
    return this.campaigns.create(accountId, {
      type: 'combined',
      bot: { enabled: true, instructions: null },
      quietHours: fields.channel === 'sms' ? DEFAULT_SMS_QUIET_HOURS : null,
      ...fields,
    });
  }

  /**
   * `GET /v1/campaigns/{id}` with its stats and, on Messenger/Instagram, its `entryLinks`.
   * @throws CampaignNotFoundError.
   */
  async getWithStats(
    accountId: string,
    id: string,
  ): Promise<{ campaign: Campaign; stats: CampaignStats; entryLinks?: string[] }> {
    const campaign = await this.get(accountId, id);
    const stats = await this.statsOf(accountId, [campaign.id]);
    const links = await this.entryLinksOf(accountId, [campaign]);
    return { campaign, stats: stats.get(campaign.id)!, entryLinks: links.get(campaign.id) };
  }

  /**
   * The `entryLinks` of the Messenger/Instagram campaigns among `campaigns` (`domain/entry-points.ts`
   * `entryLinks`: the account's connection gives the Page id or the Instagram username), by id;
   * WhatsApp/SMS campaigns have none. At most one connection lookup per channel.
   */
  async entryLinksOf(accountId: string, campaigns: Campaign[]): Promise<Map<string, string[]>> {
    const links = new Map<string, string[]>();
    const connections = new Map<
      string,
      { pageId: string | null; username: string | null } | null
    >();
    for (const campaign of campaigns) {
      const channel = campaign.channel;
      if (!isEntryPointChannel(channel)) continue;
      if (!connections.has(channel)) {
        const [address] = await this.hooks.run('ChannelAddressResolving', accountId, channel);
        connections.set(channel, address ?? null);
      }
      links.set(campaign.id, entryLinks(channel, campaign.entryPoints, connections.get(channel)!));
    }
    return links;
  }

  /**
   * The stats of the account's campaigns `ids`: enrolment counts (with skip reasons) and how many
   * opening messages were reported delivered and read, and its messages Meta reported billable
   * and free by category (docs/channels.md#whatsapp-pricing). Three queries, whatever the number
   * of ids.
   */
  async statsOf(accountId: string, ids: string[]): Promise<Map<string, CampaignStats>> {
    const enrolments = await this.enrolments.statsOf(accountId, ids);
    const openings = await this.messages.openingsDeliveredAndRead(accountId, ids);
    const pricing = await this.messages.pricingByCategory(accountId, ids);
    return new Map(
      [...enrolments].map(([id, counts]) => [
        id,
        {
          ...counts,
          delivered: 0,
          read: 0,
          ...openings.get(id),
          billable: {},
          free: {},
          ...pricing.get(id),
        },
      ]),
    );
  }

  /** The campaign. @throws CampaignNotFoundError for an unknown, malformed or other account's id. */
  async get(accountId: string, id: string): Promise<Campaign> {
    const campaign = isUUID(id) ? await this.campaigns.find(accountId, id) : null;
    if (!campaign) throw new CampaignNotFoundError(id);
    return campaign;
  }

  /** `CampaignResolving`: the id of the account's campaign `id`, or null when it has none. */
  @OnHook('CampaignResolving')
  async resolve(accountId: string, id: string): Promise<string | null> {
    return isUUID(id) ? ((await this.campaigns.find(accountId, id))?.id ?? null) : null;
  }

  /**
   * A page of the account's campaigns, oldest first, each with its stats: those not archived,
   * or only `status`'s. @throws ValidationFailedError for a bad cursor.
   */
  async page(
    accountId: string,
    limit: number,
    cursor?: string,
    status?: string,
  ): Promise<Page<Campaign & { stats: CampaignStats; entryLinks?: string[] }>> {
    const after = cursor ? decodeCursor(cursor) : null;
    const page = toPage(
      await this.campaigns.page(accountId, limit + 1, after, status),
      limit,
      (c) => c,
    );
    const stats = await this.statsOf(
      accountId,
      page.data.map((c) => c.id),
    );
    const links = await this.entryLinksOf(accountId, page.data);
    return {
      ...page,
      data: page.data.map((c) => ({ ...c, stats: stats.get(c.id)!, entryLinks: links.get(c.id) })),
    };
  }

  /**
   * `PATCH /v1/campaigns/{id}`: changes the given settings. Type, channel, list and opening
   * template cannot change while live (409 `CONFLICT`: pause first). New quiet hours make the
   * sends waiting for the old ones due at once, to be checked against the new ones
   * (docs/campaigns.md#quiet-hours).
   *
   * @throws CampaignNotFoundError; CampaignLiveConflictError; as `create` for the values.
   */
  async update(accountId: string, id: string, body: UpdateCampaignDto): Promise<Campaign> {
    const current = await this.get(accountId, id);
    const fields = await this.checkedFields(accountId, body, current);
    const updated = await inTransaction(this.dataSource, async (manager) => {
      const locked = (await this.campaigns.lock(accountId, current.id, manager))!;
      if (locked.status === 'archived') throw new CampaignArchivedError(current.id);
      if (locked.status === 'live') {
        const frozen = FROZEN_WHILE_LIVE.filter(
          (key) => fields[key] !== undefined && !sameSetting(fields[key], locked[key]),
        );
        if (frozen.length > 0) throw new CampaignLiveConflictError(frozen);
      }
      return this.campaigns.update(accountId, current.id, fields, manager);
    });
    if (fields.quietHours !== undefined && !sameSetting(fields.quietHours, current.quietHours)) {
      // sends waiting for the old quiet hours are due now, checked against the new ones
      const { enrolments, followUps } = await this.sends.releaseQuietHours(accountId, current.id);
      await this.queue.enqueueDispatch(
        enrolments.map((e) => ({ accountId, enrolmentId: e.id, at: e.dispatchAt })),
      );
      await this.queue.enqueueFollowUps(followUps.map((f) => ({ ...f, accountId })));
    }
    return updated;
  }

  /**
   * What adding `addedIds` to the list triggers now, for the add-to-list answer: each live
   * trigger campaign of the list with the number of those contacts it newly enrols, and whether
   * they go out immediately (1-3 in the operation) or queued. The enrolment itself happens when
   * the `ContactsAddedToList` event is delivered, with the same rule (possibly already, in another
   * worker: enrolments of this very operation are counted as new).
   */
  @OnHook('ListAdditionPreview')
  async previewTrigger(
    accountId: string,
    listId: string,
    addedIds: string[],
    operationId: string,
  ): Promise<TriggeredCampaign[]> {
    if (addedIds.length === 0) return [];
    const dispatch = addedIds.length <= IMMEDIATE_MAX_CONTACTS ? 'immediate' : 'queued';
    const rows = await this.campaigns.previewTriggered(accountId, listId, addedIds, operationId);
    return rows.map((row) => ({ campaignId: row.id, dispatch, enrolled: row.enrolled }));
  }

  /** WhatsApp paused or disabled a template: its live campaigns pause with `template_paused|disabled`. */
  @OnEvent('TemplateStatusChanged')
  async onTemplateStatusChanged(event: OutboxEvent<TemplateStatusChangedPayload>): Promise<void> {
    const { templateId, status } = event.payload;
    if (status !== 'paused' && status !== 'disabled') return;
    await this.campaigns.pauseOpeningWith(event.accountId, templateId, `template_${status}`);
  }

  /**
   * Checks names, references, channels and the shape rules (`campaignShapeProblems`) of the given
   * settings against the campaign they change (`current`, null when creating); returns them as
   * stored.
   */
  private async checkedFields(
    accountId: string,
    body: UpdateCampaignDto,
    current: Campaign | null,
  ): Promise<CampaignFields> {
    const fields: CampaignFields = {};
    if (body.name !== undefined) {
      const name = body.name.trim();
      if ([...name].length < 1 || [...name].length > 200 || !isNameText(name)) {
        throw new ValidationFailedError([
          { field: 'name', message: 'must be 1-200 characters of text after trimming' },
        ]);
      }
      fields.name = name;
    }
    const opening =
      body.openingTemplateId != null
        ? await this.templates.get(accountId, body.openingTemplateId)
        : null;
    if (body.openingTemplateId !== undefined) fields.openingTemplateId = opening?.id ?? null;
    const channel = body.channel ?? current?.channel ?? opening?.channel ?? 'whatsapp';
    if (current === null || body.channel !== undefined) fields.channel = channel;
    if (body.entryPoints !== undefined) {
      const normalised = body.entryPoints ? normaliseEntryPoints(body.entryPoints) : null;
      fields.entryPoints = normalised && Object.keys(normalised).length > 0 ? normalised : null;
    }
    const problems = campaignShapeProblems({
      channel,
      type: body.type ?? current?.type ?? 'combined',
      listId: body.listId !== undefined ? body.listId : (current?.listId ?? null),
      entryPoints:
        fields.entryPoints !== undefined ? fields.entryPoints : (current?.entryPoints ?? null),
    });
    if (problems.length > 0) throw new ValidationFailedError(problems);
    if (body.listId !== undefined) {
      if (body.listId !== null) await this.lists.assertExists(accountId, body.listId);
      fields.listId = body.listId?.toLowerCase() ?? null;
    }
    const followUps =
      body.followUps ?? (body.channel !== undefined ? current?.followUps : undefined);
    const templates = [
      ...(opening ? [{ field: 'openingTemplateId', template: opening }] : []),
      ...(
        await this.templates.findManyByIds(
          accountId,
          (followUps ?? []).map((f) => f.templateId),
        )
      ).map((template) => ({ field: 'followUps', template })),
    ];
    if (body.followUps !== undefined) {
      const found = new Set(templates.map((t) => t.template.id));
      const missing = body.followUps.find((f) => !found.has(f.templateId.toLowerCase()));
      if (missing) await this.templates.get(accountId, missing.templateId);
      fields.followUps = body.followUps.map((f) => ({
        afterMinutes: f.afterMinutes,
        templateId: f.templateId.toLowerCase(),
      }));
    }
    const otherChannel = templates.find(({ template }) => template.channel !== channel);
    if (otherChannel) {
      throw new ValidationFailedError([
        {
          field: otherChannel.field,
          message: `template ${otherChannel.template.id} is a ${otherChannel.template.channel} template; the campaign sends on ${channel}`,
        },
      ]);
    }
    for (const key of [
      'type',
      'triggerOnNewContacts',
      'throttlePerMinute',
      'openingDelaySeconds',
    ] as const) {
      if (body[key] !== undefined) (fields as Record<string, unknown>)[key] = body[key];
    }
    if (body.quietHours !== undefined) {
      const quiet = body.quietHours && { start: body.quietHours.start, end: body.quietHours.end };
      if (quiet && quiet.start === quiet.end) {
        const message = 'start and end must differ; to send at any hour, turn quiet hours off';
        throw new ValidationFailedError([{ field: 'quietHours', message }]);
      }
      fields.quietHours = quiet;
    }
    if (body.bot !== undefined) {
      fields.bot = {
        enabled: body.bot.enabled ?? current?.bot.enabled ?? true,
        instructions:
          body.bot.instructions === undefined
            ? (current?.bot.instructions ?? null)
            : body.bot.instructions,
        faq: body.bot.faq ?? current?.bot.faq ?? [],
      };
    }
    return fields;
  }
}
