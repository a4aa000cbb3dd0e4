import { DataSource } from 'typeorm';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { inTransaction } from '../../src/database/transaction';
import { DispatchQueue } from '../../src/modules/campaigns/dispatch.queue';
import { TemplatesService } from '../../src/modules/templates/templates.service';
import { JobQueue } from '../../src/queue/job-queue';
import type { TestApp } from './app-factory';
import type { TestAccount } from './factories';

let phoneSequence = 0;

/** A fresh valid E.164 number (US 415 range, which libphonenumber treats as valid). */
export function nextPhone(): string {
  phoneSequence += 1;
  return `+1415${String(2000000 + ((process.pid * 7919 + phoneSequence) % 7000000)).padStart(7, '0')}`;
}

/**
 * Drives the campaign flow of one test app through its API and services: templates, campaigns,
 * contacts, and waiting for queued work by draining (outbox, then queue) instead of sleeping.
 */
export class CampaignFlow {
  readonly db: DataSource;
  /** Lists made by `list`, for their names. */
  private lists = 0;

  constructor(readonly t: TestApp) {
    this.db = t.app.get(DataSource);
  }

  /** Runs every outbox event and every due job until nothing is left (a few rounds: jobs append events). */
  async settle(): Promise<void> {
    const outbox = this.t.app.get(OutboxService);
    const queue = this.t.app.get(JobQueue);
    for (let round = 0; round < 4; round++) {
      await outbox.drain();
      await queue.whenIdle(20_000);
    }
  }

  /** An approved template of the channel (SMS: approved on creation; WhatsApp: reviewed). */
  async approvedTemplate(
    account: TestAccount,
    channel: 'whatsapp' | 'sms' = 'whatsapp',
    body = 'Hi {{firstName}}, thanks for signing up!',
  ): Promise<string> {
    const id = await this.template(account, channel, body);
    if (channel === 'whatsapp') await this.t.app.get(TemplatesService).review(id, 'approved');
    return id;
  }

  /** A template as created (WhatsApp: pending). */
  async template(account: TestAccount, channel: 'whatsapp' | 'sms', body: string): Promise<string> {
    phoneSequence += 1;
    const res = await this.t.api
      .as(account.apiKey)
      .post('/v1/templates', {
        name: `opening_${phoneSequence}_${Date.now()}`,
        channel,
        language: 'en_US',
        body,
      })
      .expect(201);
    return res.body.id;
  }

  /** A new list, named `Leads <n>` (list names are unique per account). */
  async list(account: TestAccount): Promise<string> {
    const name = `Leads ${++this.lists}`;
    return (await this.t.api.as(account.apiKey).post('/v1/lists', { name }).expect(201)).body.id;
  }

  /**
   * A live campaign on a new list; returns both ids. SMS campaigns get no quiet hours unless
   * `settings` names them, so that a test's sends do not depend on the time of day it runs.
   */
  async liveCampaign(
    account: TestAccount,
    settings: Record<string, unknown> = {},
  ): Promise<{ campaignId: string; listId: string; templateId: string }> {
    const channel = (settings.channel as 'whatsapp' | 'sms' | undefined) ?? 'whatsapp';
    const templateId =
      (settings.openingTemplateId as string) ?? (await this.approvedTemplate(account, channel));
    const listId = (settings.listId as string) ?? (await this.list(account));
    const created = await this.t.api
      .as(account.apiKey)
      .post('/v1/campaigns', {
        name: 'Funnel',
        listId,
        openingTemplateId: templateId,
        ...(channel === 'sms' ? { quietHours: null } : {}),
        ...settings,
      })
      .expect(201);
    await this.t.api.as(account.apiKey).post(`/v1/campaigns/${created.body.id}/launch`).expect(200);
    return { campaignId: created.body.id, listId, templateId };
  }

  async contact(account: TestAccount, fields: Record<string, unknown> = {}): Promise<string> {
    const res = await this.t.api
      .as(account.apiKey)
      .post('/v1/contacts', { phone: nextPhone(), firstName: 'Ada', ...fields })
      .expect(201);
    return res.body.id;
  }

  async contacts(account: TestAccount, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push(await this.contact(account, { firstName: `Lead${i}` }));
    return ids;
  }

  /** Adds contacts in one operation; returns the answer body. */
  async add(account: TestAccount, listId: string, contactIds: string[]) {
    const res = await this.t.api
      .as(account.apiKey)
      .post(`/v1/lists/${listId}/contacts`, { contactIds })
      .expect((r) => {
        if (r.status !== 200 && r.status !== 201) throw new Error(`add answered ${r.status}`);
      });
    return res.body as {
      added: string[];
      campaigns: { campaignId: string; dispatch: string; enrolled: number }[];
    };
  }

  /** The contact writes to the account from its phone (a provider inbound message). */
  async inbound(account: TestAccount, phone: string, body = 'Hello?'): Promise<void> {
    const outbox = this.t.app.get(OutboxService);
    await inTransaction(this.db, (manager) =>
      outbox.append(manager, account.id, 'ChannelEventReceived', {
        event: {
          kind: 'message',
          channel: 'whatsapp',
          provider: 'whatsapp',
          person: { scope: null, userId: null, phone, profileName: null },
          externalId: `wamid.${Date.now()}.${Math.random()}`,
          body,
          messageType: 'text',
          providerType: 'text',
          reactsTo: null,
          receivedAt: new Date().toISOString(),
          metadata: null,
          automation: true,
          entryPoint: null,
        },
      }),
    );
    await this.settle();
  }

  /** Opening/follow-up messages of a campaign, oldest first. */
  async messages(campaignId: string) {
    return this.db.query(
      `SELECT id, contact_id AS "contactId", status, body, purpose, sent_at AS "sentAt", created_at AS "createdAt"
         FROM messages WHERE campaign_id = $1 ORDER BY sent_at NULLS LAST, created_at`,
      [campaignId],
    ) as Promise<
      {
        id: string;
        contactId: string;
        status: string;
        body: string;
        purpose: string;
        sentAt: Date | null;
      }[]
    >;
  }

  async enrolments(campaignId: string) {
    return this.db.query(
      `SELECT id, contact_id AS "contactId", status, skip_reason AS "skipReason", dispatch_at AS "dispatchAt"
         FROM enrolments WHERE campaign_id = $1 ORDER BY dispatch_at, id`,
      [campaignId],
    ) as Promise<
      {
        id: string;
        contactId: string;
        status: string;
        skipReason: string | null;
        dispatchAt: Date;
      }[]
    >;
  }

  /** Waits (bounded) until `count` opening messages of the campaign are sent; throttled sends take real time. */
  async waitForSent(campaignId: string, count: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.t.app.get(OutboxService).drain();
      const rows: { n: number }[] = await this.db.query(
        `SELECT count(*)::int AS n FROM messages WHERE campaign_id = $1 AND status = 'sent'`,
        [campaignId],
      );
      if (rows[0].n >= count) return;
      if (Date.now() > deadline)
        throw new Error(`only ${rows[0].n}/${count} sent after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  sweep(): Promise<void> {
    return this.t.app.get(DispatchQueue).sweep();
  }
}
