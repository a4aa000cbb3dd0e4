import { OutboxService } from '../../src/common/outbox/outbox.service';
import { inTransaction } from '../../src/database/transaction';
import { DispatchService } from '../../src/modules/campaigns/dispatch.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

describe('Campaigns: triggering, the dispatch plan and skip reasons (docs/campaigns.md)', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  describe('1 to 3 contacts added at once', () => {
    it.each([1, 2, 3])(
      '%i contacts: each opening message is sent at once, with the first name',
      async (n) => {
        const { campaignId, listId } = await flow.liveCampaign(acme);
        const ids = await flow.contacts(acme, n);
        const before = Date.now();
        const answer = await flow.add(acme, listId, ids);
        expect(answer.campaigns).toEqual([{ campaignId, dispatch: 'immediate', enrolled: n }]);
        await flow.settle();
        const messages = await flow.messages(campaignId);
        expect(messages).toHaveLength(n);
        for (const message of messages) {
          expect(message.status).toBe('sent');
          expect(message.purpose).toBe('opening');
          expect(message.sentAt!.getTime() - before).toBeLessThan(5000);
        }
        expect(messages.map((m) => m.body).sort()).toEqual(
          Array.from({ length: n }, (_, i) => `Hi Lead${i}, thanks for signing up!`).sort(),
        );
      },
    );

    it('a contact without a first name gets the fallback greeting', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const id = await flow.contact(acme, { firstName: null });
      await flow.add(acme, listId, [id]);
      await flow.settle();
      expect((await flow.messages(campaignId)).map((m) => m.body)).toEqual([
        'Hi there, thanks for signing up!',
      ]);
    });

    it('shows the message through GET /v1/messages?contactId= and its conversation', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const id = await flow.contact(acme, { firstName: 'Grace' });
      await flow.add(acme, listId, [id]);
      await flow.settle();
      const page = await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${id}`).expect(200);
      expect(page.body.data).toHaveLength(1);
      const [message] = page.body.data;
      expect(message).toMatchObject({
        contactId: id,
        direction: 'outbound',
        channel: 'whatsapp',
        status: 'sent',
        campaignId,
        body: 'Hi Grace, thanks for signing up!',
        error: null,
      });
      expect(message.externalId).toMatch(/^sandbox_/);
      expect(Date.parse(message.sentAt)).toBeGreaterThan(0);
      const conversation = await t.api
        .as(acme.apiKey)
        .get(`/v1/conversations/${message.conversationId}`)
        .expect(200);
      expect(conversation.body).toMatchObject({ contactId: id, owner: 'bot', campaignId });
      expect(conversation.body.messages.map((m: { id: string }) => m.id)).toEqual([message.id]);
      await t.api.as(other.apiKey).get(`/v1/conversations/${message.conversationId}`).expect(404);
      await t.api.as(other.apiKey).get(`/v1/messages/${message.id}`).expect(404);
      expect(
        (await t.api.as(other.apiKey).get(`/v1/messages?contactId=${id}`).expect(200)).body.data,
      ).toEqual([]);
    });
  });

  describe('4 or more contacts added at once', () => {
    it('queues them and sends at throttlePerMinute, evenly spaced (measured from send times)', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { throttlePerMinute: 300 });
      const ids = await flow.contacts(acme, 5);
      const answer = await flow.add(acme, listId, ids);
      expect(answer.campaigns).toEqual([{ campaignId, dispatch: 'queued', enrolled: 5 }]);
      await flow.waitForSent(campaignId, 5);
      const sentAt = (await flow.messages(campaignId)).map((m) => m.sentAt!.getTime());
      const slots = (await flow.enrolments(campaignId)).map((e) => e.dispatchAt.getTime());
      // 300 per minute = one slot every 200 ms, and no send before its slot.
      expect(slots.slice(1).map((slot, i) => slot - slots[i])).toEqual([200, 200, 200, 200]);
      sentAt.forEach((time, i) => expect(time).toBeGreaterThanOrEqual(slots[i]));
      // Measured: k sends apart are at least k intervals apart, less the first send's lateness.
      const lateness = sentAt[0] - slots[0];
      for (let i = 1; i < 5; i++) {
        expect(sentAt[i] - sentAt[0]).toBeGreaterThanOrEqual(i * 200 - lateness);
      }
      expect(sentAt[4] - sentAt[0]).toBeGreaterThan(700);
    });

    it("a second operation queues after the campaign's last slot (the rate holds across operations)", async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { throttlePerMinute: 60 });
      const first = await flow.contacts(acme, 4);
      const second = await flow.contacts(acme, 4);
      await flow.add(acme, listId, first);
      await flow.add(acme, listId, second);
      await t.app.get(OutboxService).drain();
      const slots = (await flow.enrolments(campaignId)).map((e) => e.dispatchAt.getTime());
      expect(slots).toHaveLength(8);
      const gaps = slots.slice(1).map((time, i) => time - slots[i]);
      for (const gap of gaps) expect(gap).toBe(1000);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/pause`).expect(200);
    });

    it('sends that run late catch up at the rate, never in a burst (send slots)', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, {
        throttlePerMinute: 600,
        openingDelaySeconds: 3600,
      });
      await flow.add(acme, listId, await flow.contacts(acme, 6));
      await t.app.get(OutboxService).drain();
      // The worker fell behind: every slot has passed at once.
      await flow.db.query(
        `UPDATE enrolments SET dispatch_at = now() - interval '1 minute' WHERE campaign_id = $1`,
        [campaignId],
      );
      await flow.sweep();
      await flow.waitForSent(campaignId, 6);
      const rows: { sentAt: Date; slotAt: Date }[] = await flow.db.query(
        `SELECT m.sent_at AS "sentAt", e.send_slot_at AS "slotAt"
           FROM enrolments e JOIN messages m ON m.id = e.message_id
          WHERE e.campaign_id = $1 ORDER BY e.send_slot_at`,
        [campaignId],
      );
      const slots = rows.map((r) => r.slotAt.getTime());
      for (let i = 1; i < slots.length; i++)
        expect(slots[i] - slots[i - 1]).toBeGreaterThanOrEqual(100);
      for (const row of rows)
        expect(row.sentAt.getTime()).toBeGreaterThanOrEqual(row.slotAt.getTime());
      const sent = rows.map((r) => r.sentAt.getTime()).sort((a, b) => a - b);
      expect(sent[5] - sent[0]).toBeGreaterThanOrEqual(5 * 100 - (sent[0] - slots[0]));
    });

    it('concurrent operations on one campaign never share a slot', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { throttlePerMinute: 120 });
      const batches = await Promise.all([
        flow.contacts(acme, 4),
        flow.contacts(acme, 4),
        flow.contacts(acme, 4),
      ]);
      await Promise.all(batches.map((ids) => flow.add(acme, listId, ids)));
      await t.app.get(OutboxService).drain();
      const slots = (await flow.enrolments(campaignId)).map((e) => e.dispatchAt.getTime());
      expect(slots).toHaveLength(12);
      for (let i = 1; i < slots.length; i++) expect(slots[i] - slots[i - 1]).toBe(500);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/pause`).expect(200);
    });
  });

  describe('exactly once', () => {
    it('adding a member again, or again after removal, sends nothing more', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const [id] = await flow.contacts(acme, 1);
      await flow.add(acme, listId, [id]);
      await flow.settle();
      const again = await flow.add(acme, listId, [id]);
      expect(again.campaigns).toEqual([]);
      await t.api.as(acme.apiKey).delete(`/v1/lists/${listId}/contacts/${id}`).expect(204);
      const readded = await flow.add(acme, listId, [id]);
      expect(readded.campaigns).toEqual([{ campaignId, dispatch: 'immediate', enrolled: 0 }]);
      await flow.settle();
      expect(await flow.messages(campaignId)).toHaveLength(1);
      expect(await flow.enrolments(campaignId)).toHaveLength(1);
    });

    it('duplicate dispatch jobs and a redelivered event send one message', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { openingDelaySeconds: 1 });
      const [id] = await flow.contacts(acme, 1);
      await flow.add(acme, listId, [id]);
      await t.app.get(OutboxService).drain();
      const [enrolment] = await flow.enrolments(campaignId);
      await flow.db.query(`UPDATE enrolments SET dispatch_at = now() WHERE id = $1`, [
        enrolment.id,
      ]);
      await flow.db.query(
        `UPDATE outbox_events SET processed_at = NULL, available_at = now()
          WHERE type = 'ContactsAddedToList' AND payload->>'listId' = $1`,
        [listId],
      );
      const dispatch = t.app.get(DispatchService);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          dispatch.dispatch({ accountId: acme.id, enrolmentId: enrolment.id }),
        ),
      );
      await flow.settle();
      expect(await flow.messages(campaignId)).toHaveLength(1);
      expect(await flow.enrolments(campaignId)).toMatchObject([{ status: 'sent' }]);
    });
  });

  describe('campaign must be live', () => {
    it('a paused campaign enrols nobody, and relaunching does not enrol them later', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/pause`).expect(200);
      const ids = await flow.contacts(acme, 2);
      const answer = await flow.add(acme, listId, ids);
      expect(answer.campaigns).toEqual([]);
      await flow.settle();
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/launch`).expect(200);
      await flow.settle();
      expect(await flow.enrolments(campaignId)).toEqual([]);
      expect(await flow.messages(campaignId)).toEqual([]);
    });

    it('a queued opening message is skipped when the campaign was paused before its time', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { throttlePerMinute: 1 });
      const ids = await flow.contacts(acme, 4);
      await flow.add(acme, listId, ids);
      await flow.waitForSent(campaignId, 1);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/pause`).expect(200);
      await flow.db.query(
        `UPDATE enrolments SET dispatch_at = now() - interval '1 minute' WHERE campaign_id = $1 AND status = 'pending'`,
        [campaignId],
      );
      await flow.sweep();
      await flow.settle();
      const enrolments = await flow.enrolments(campaignId);
      expect(enrolments.filter((e) => e.status === 'sent')).toHaveLength(1);
      expect(enrolments.filter((e) => e.skipReason === 'campaign_not_live')).toHaveLength(3);
      const stats = await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
      expect(stats.body.stats).toEqual({
        enrolled: 4,
        pending: 0,
        sent: 1,
        delivered: 0,
        read: 0,
        skipped: 3,
        skippedReasons: { campaign_not_live: 3 },
        failed: 0,
        replied: 0,
        waitingForQuietHours: 0,
        billable: {},
        free: {},
      });
    });

    it('a draft campaign enrols nobody; an incoming campaign is never triggered', async () => {
      const templateId = await flow.approvedTemplate(acme);
      const listId = await flow.list(acme);
      const draft = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'Draft', listId, openingTemplateId: templateId })
        .expect(201);
      const incoming = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', {
          name: 'In',
          type: 'incoming',
          listId,
          openingTemplateId: templateId,
        })
        .expect(201);
      await t.api.as(acme.apiKey).post(`/v1/campaigns/${incoming.body.id}/launch`).expect(200);
      const answer = await flow.add(acme, listId, await flow.contacts(acme, 2));
      expect(answer.campaigns).toEqual([]);
      await flow.settle();
      expect(await flow.enrolments(draft.body.id)).toEqual([]);
      expect(await flow.enrolments(incoming.body.id)).toEqual([]);
    });

    it('triggerOnNewContacts false enrols nobody', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { triggerOnNewContacts: false });
      await flow.add(acme, listId, await flow.contacts(acme, 1));
      await flow.settle();
      expect(await flow.enrolments(campaignId)).toEqual([]);
    });
  });

  describe('the opening template must be approved', () => {
    it('a pending template cannot launch: 409 CAMPAIGN_NOT_LAUNCHABLE with the reason', async () => {
      const templateId = await flow.template(acme, 'whatsapp', 'Hi {{firstName}}');
      // (the sandbox approves WhatsApp templates at once: this one is still under Meta's review)
      await flow.db.query(`UPDATE templates SET status = 'pending' WHERE id = $1`, [templateId]);
      const listId = await flow.list(acme);
      const created = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'X', listId, openingTemplateId: templateId })
        .expect(201);
      expect(created.body).toMatchObject({
        status: 'draft',
        channel: 'whatsapp',
        type: 'combined',
        throttlePerMinute: 20,
      });
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/campaigns/${created.body.id}/launch`)
        .expect(409);
      expect(res.body.error).toMatchObject({
        code: 'CAMPAIGN_NOT_LAUNCHABLE',
        details: [{ field: 'openingTemplateId', message: 'opening_template_not_approved' }],
      });
      const get = await t.api.as(acme.apiKey).get(`/v1/campaigns/${created.body.id}`).expect(200);
      expect(get.body.status).toBe('draft');
    });

    it('a campaign without a list or template cannot launch', async () => {
      const noList = await t.api.as(acme.apiKey).post('/v1/campaigns', { name: 'X' }).expect(201);
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/campaigns/${noList.body.id}/launch`)
        .expect(409);
      expect(res.body.error.details).toEqual([{ field: 'listId', message: 'list_missing' }]);
      await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${noList.body.id}`, { listId: await flow.list(acme) })
        .expect(200);
      const res2 = await t.api
        .as(acme.apiKey)
        .post(`/v1/campaigns/${noList.body.id}/launch`)
        .expect(409);
      expect(res2.body.error.details).toEqual([
        { field: 'openingTemplateId', message: 'opening_template_missing' },
      ]);
    });

    it('a template WhatsApp disables pauses the campaigns that open with it', async () => {
      const { campaignId, templateId } = await flow.liveCampaign(acme);
      const template = await t.api.as(acme.apiKey).get(`/v1/templates/${templateId}`).expect(200);
      await inTransaction(flow.db, (manager) =>
        t.app.get(OutboxService).append(manager, acme.id, 'ProviderTemplateStatusReported', {
          templateName: template.body.name,
          language: template.body.language,
          status: 'disabled',
          reason: 'QUALITY',
        }),
      );
      await flow.settle();
      const campaign = await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
      expect(campaign.body).toMatchObject({ status: 'paused', pauseReason: 'template_disabled' });
      const relaunch = await t.api
        .as(acme.apiKey)
        .post(`/v1/campaigns/${campaignId}/launch`)
        .expect(409);
      expect(relaunch.body.error.code).toBe('CAMPAIGN_NOT_LAUNCHABLE');
    });
  });

  describe('a contact who messages first (incoming flow)', () => {
    it('is skipped with contact_messaged_first', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const phone = nextPhone();
      const id = await flow.contact(acme, { phone });
      await flow.inbound(acme, phone);
      await flow.add(acme, listId, [id]);
      await flow.settle();
      expect(await flow.enrolments(campaignId)).toMatchObject([
        { status: 'skipped', skipReason: 'contact_messaged_first' },
      ]);
      expect(await flow.messages(campaignId)).toEqual([]);
    });

    it('who writes during openingDelaySeconds is skipped too', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme, { openingDelaySeconds: 900 });
      const phone = nextPhone();
      const id = await flow.contact(acme, { phone });
      await flow.add(acme, listId, [id]);
      await flow.settle();
      const [enrolment] = await flow.enrolments(campaignId);
      expect(enrolment.status).toBe('pending');
      expect(enrolment.dispatchAt.getTime() - Date.now()).toBeGreaterThan(890_000);
      await flow.inbound(acme, phone);
      await flow.db.query(
        `UPDATE enrolments SET dispatch_at = now() - interval '1 minute' WHERE id = $1`,
        [enrolment.id],
      );
      await flow.sweep();
      await flow.settle();
      expect(await flow.enrolments(campaignId)).toMatchObject([
        { status: 'skipped', skipReason: 'contact_messaged_first' },
      ]);
    });

    it('an opted-out contact or one without a phone is skipped', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const optedOut = await flow.contact(acme);
      await flow.db.query(`UPDATE contacts SET opted_out_at = now() WHERE id = $1`, [optedOut]);
      const emailOnly = (
        await t.api
          .as(acme.apiKey)
          .post('/v1/contacts', { email: `e${Date.now()}@example.com` })
          .expect(201)
      ).body.id;
      await flow.add(acme, listId, [optedOut, emailOnly]);
      await flow.settle();
      const reasons = (await flow.enrolments(campaignId)).map((e) => [e.contactId, e.skipReason]);
      expect(reasons).toEqual(
        expect.arrayContaining([
          [optedOut, 'opted_out'],
          [emailOnly, 'no_phone'],
        ]),
      );
    });
  });

  describe('follow-ups', () => {
    it('are sent afterMinutes after the opening message unless the contact replied; a reply cancels them', async () => {
      const followUpTemplate = await flow.approvedTemplate(
        acme,
        'whatsapp',
        'Still interested, {{firstName}}?',
      );
      const { campaignId, listId } = await flow.liveCampaign(acme, {
        followUps: [{ afterMinutes: 60, templateId: followUpTemplate }],
      });
      const quietPhone = nextPhone();
      const replyPhone = nextPhone();
      const quiet = await flow.contact(acme, { phone: quietPhone, firstName: 'Quiet' });
      const replier = await flow.contact(acme, { phone: replyPhone, firstName: 'Rita' });
      await flow.add(acme, listId, [quiet, replier]);
      await flow.settle();
      const followUps: { status: string; due_at: Date }[] = await flow.db.query(
        `SELECT f.status, f.due_at, e.sent_at FROM follow_ups f JOIN enrolments e ON e.id = f.enrolment_id WHERE e.campaign_id = $1`,
        [campaignId],
      );
      expect(followUps).toHaveLength(2);
      for (const f of followUps as unknown as { due_at: Date; sent_at: Date }[]) {
        expect(f.due_at.getTime() - f.sent_at.getTime()).toBe(3_600_000);
      }
      await flow.inbound(acme, replyPhone, 'Yes please');
      expect((await flow.enrolments(campaignId)).find((e) => e.contactId === replier)?.status).toBe(
        'replied',
      );
      // An hour passes.
      await flow.db.query(
        `UPDATE follow_ups SET due_at = now() - interval '1 minute' FROM enrolments e
          WHERE e.id = follow_ups.enrolment_id AND e.campaign_id = $1 AND follow_ups.status = 'pending'`,
        [campaignId],
      );
      await flow.sweep();
      await flow.settle();
      const statuses: { contact_id: string; status: string }[] = await flow.db.query(
        `SELECT e.contact_id, f.status FROM follow_ups f JOIN enrolments e ON e.id = f.enrolment_id WHERE e.campaign_id = $1`,
        [campaignId],
      );
      expect(Object.fromEntries(statuses.map((s) => [s.contact_id, s.status]))).toEqual({
        [quiet]: 'sent',
        [replier]: 'cancelled',
      });
      const bodies = (await flow.messages(campaignId))
        .filter((m) => m.purpose === 'follow_up')
        .map((m) => [m.contactId, m.body]);
      expect(bodies).toEqual([[quiet, 'Still interested, Quiet?']]);
      const stats = await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
      expect(stats.body.stats).toMatchObject({ enrolled: 2, sent: 2, replied: 1 });
    });
  });

  describe('metrics', () => {
    it('/metrics counts messages by status, enrolments by status and queue depth', async () => {
      const { listId } = await flow.liveCampaign(acme);
      await flow.add(acme, listId, await flow.contacts(acme, 1));
      await flow.settle();
      const [{ n }] = await flow.db.query(
        `SELECT count(*)::int AS n FROM messages WHERE direction = 'outbound' AND status = 'sent'`,
      );
      const res = await t.api.raw('get', '/metrics').expect(200);
      expect(res.text).toContain(`parley_messages{direction="outbound",status="sent"} ${n}`);
      expect(res.text).toMatch(/parley_campaign_enrolments\{status="sent"\} [1-9]/);
      expect(res.text).toMatch(/parley_queue_jobs\{state="waiting"\} \d+/);
    });
  });

  describe('API edges', () => {
    it('refuses wrong types and unknown references, changing nothing', async () => {
      const before = (await flow.db.query(`SELECT count(*)::int AS n FROM campaigns`))[0].n;
      const cases: [Record<string, unknown>, number, string][] = [
        [{}, 400, 'VALIDATION_FAILED'],
        [{ name: 42 }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', throttlePerMinute: '20' }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', throttlePerMinute: 0 }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', throttlePerMinute: 1.5 }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', openingDelaySeconds: -1 }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', type: 'broadcast' }, 400, 'VALIDATION_FAILED'],
        [
          { name: 'x', followUps: [{ afterMinutes: 0, templateId: 'nope' }] },
          400,
          'VALIDATION_FAILED',
        ],
        [{ name: '   ' }, 400, 'VALIDATION_FAILED'],
        [{ name: 'x', listId: '00000000-0000-4000-8000-000000000000' }, 404, 'LIST_NOT_FOUND'],
        [
          { name: 'x', openingTemplateId: '00000000-0000-4000-8000-000000000000' },
          404,
          'TEMPLATE_NOT_FOUND',
        ],
      ];
      for (const [body, status, code] of cases) {
        const res = await t.api.as(acme.apiKey).post('/v1/campaigns', body).expect(status);
        expect(res.body.error.code).toBe(code);
      }
      const smsTemplate = await flow.approvedTemplate(acme, 'sms');
      const mismatch = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'x', channel: 'whatsapp', openingTemplateId: smsTemplate })
        .expect(400);
      expect(mismatch.body.error.details[0].field).toBe('openingTemplateId');
      expect((await flow.db.query(`SELECT count(*)::int AS n FROM campaigns`))[0].n).toBe(before);
    });

    it("another account's campaign, list or template is a 404", async () => {
      const { campaignId, listId, templateId } = await flow.liveCampaign(acme);
      await t.api.as(other.apiKey).get(`/v1/campaigns/${campaignId}`).expect(404);
      await t.api.as(other.apiKey).post(`/v1/campaigns/${campaignId}/pause`).expect(404);
      await t.api
        .as(other.apiKey)
        .patch(`/v1/campaigns/${campaignId}`, { name: 'mine' })
        .expect(404);
      const res = await t.api
        .as(other.apiKey)
        .post('/v1/campaigns', { name: 'x', listId })
        .expect(404);
      expect(res.body.error.code).toBe('LIST_NOT_FOUND');
      const res2 = await t.api
        .as(other.apiKey)
        .post('/v1/campaigns', { name: 'x', openingTemplateId: templateId })
        .expect(404);
      expect(res2.body.error.code).toBe('TEMPLATE_NOT_FOUND');
      await t.api.as(acme.apiKey).get('/v1/campaigns/not-a-uuid').expect(404);
      const mine = await t.api.as(other.apiKey).get('/v1/campaigns').expect(200);
      expect(mine.body.data.map((c: { id: string }) => c.id)).not.toContain(campaignId);
    });

    it('the list, template, channel and type cannot change while live; other settings can', async () => {
      const { campaignId } = await flow.liveCampaign(acme);
      const res = await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${campaignId}`, { listId: await flow.list(acme) })
        .expect(409);
      expect(res.body.error.code).toBe('CONFLICT');
      const ok = await t.api
        .as(acme.apiKey)
        .patch(`/v1/campaigns/${campaignId}`, {
          throttlePerMinute: 30,
          bot: { instructions: 'Be brief.' },
        })
        .expect(200);
      expect(ok.body).toMatchObject({
        throttlePerMinute: 30,
        bot: { enabled: true, instructions: 'Be brief.' },
        status: 'live',
      });
    });

    it("the app's Edit form: every setting sent back unchanged on a live campaign is fine; bad values are 400 naming their fields", async () => {
      const { campaignId } = await flow.liveCampaign(acme);
      const api = () => t.api.as(acme.apiKey);
      const c = (await api().get(`/v1/campaigns/${campaignId}`).expect(200)).body;
      // What EditCampaignModal sends: the frozen settings as they are, the others changed.
      const body = {
        name: 'Renamed while live',
        type: c.type,
        listId: c.listId,
        triggerOnNewContacts: false,
        openingTemplateId: c.openingTemplateId,
        throttlePerMinute: 45,
        openingDelaySeconds: 5,
        followUps: [{ afterMinutes: 60, templateId: c.openingTemplateId }],
        bot: { enabled: false, instructions: null },
      };
      const ok = await api().patch(`/v1/campaigns/${campaignId}`, body).expect(200);
      expect(ok.body).toMatchObject({ ...body, status: 'live' });
      const bad = await api()
        .patch(`/v1/campaigns/${campaignId}`, {
          ...body,
          name: 'x',
          throttlePerMinute: 0,
          openingDelaySeconds: -1,
        })
        .expect(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
      expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'openingDelaySeconds',
        'throttlePerMinute',
      ]);
      const frozen = await api()
        .patch(`/v1/campaigns/${campaignId}`, { ...body, type: 'incoming' })
        .expect(409);
      expect(frozen.body.error.code).toBe('CONFLICT');
      expect((await api().get(`/v1/campaigns/${campaignId}`).expect(200)).body).toMatchObject(body);
    });
  });
});
