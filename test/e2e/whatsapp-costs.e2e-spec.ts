import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../src/common/clock/clock';
import { TemplatesService } from '../../src/modules/templates';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeWhatsApp, signWhatsApp } from '../support/fake-whatsapp';
import { loadWhatsAppFixture } from '../support/whatsapp-fixtures';

const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};
const HOUR = 60 * 60 * 1000;

/**
 * What WhatsApp messages cost: Click-to-WhatsApp ad referrals and the 72-hour free entry-point
 * window (docs/channels.md#click-to-whatsapp-ads, docs/channels.md#free-entry-point-window), with
 * Cloud API payloads in the 2026 shape (test/fixtures/whatsapp-2026).
 */
describe('WhatsApp costs: ad referrals and the free entry-point window', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let whatsapp: FakeWhatsApp;
  let acme: TestAccount;
  let connectionId: string;

  beforeAll(async () => {
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
        PROVIDER_TIMEOUT_MS: '1000',
        PUBLIC_BASE_URL: 'https://parley.test',
      },
    });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    connectionId = (await t.api.as(acme.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201))
      .body.id;
  });
  afterEach(() => expect(whatsapp.violations).toEqual([]));
  afterAll(async () => {
    await t.close();
    await whatsapp.close();
  });

  /** Posts a signed notification (200) and lets the relay record it. */
  const deliver = async (body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    await t.api
      .raw('post', `/v1/webhooks/whatsapp/${connectionId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, WHATSAPP.appSecret))
      .send(raw)
      .expect(200);
    await flow.settle();
  };
  /** The contact with that phone (a lookup). */
  const contactOf = async (phone: string): Promise<{ id: string }> => {
    const res = await t.api
      .as(acme.apiKey)
      .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
      .expect(200);
    return res.body.data?.[0] ?? res.body;
  };
  const conversationOf = async (contactId: string) => {
    const page = await t.api
      .as(acme.apiKey)
      .get(`/v1/conversations?contactId=${contactId}`)
      .expect(200);
    return (
      await t.api.as(acme.apiKey).get(`/v1/conversations/${page.body.data[0].id}`).expect(200)
    ).body;
  };

  it('a CTWA referral is stored on the message and the conversation, and the answer opens the 72-hour window', async () => {
    const phone = nextPhone();
    const adId = `1202${Date.now()}`;
    const clid = `ARAkLkA8rmlFeiCktEJQ-QTwRiyYHAFDLMNDBH0CD3qpjd0HR4irJ6LEkR7JwFF4XvnO2E4Nx0-eM-${Date.now()}`;
    await deliver(
      loadWhatsAppFixture('ctwa-referral-text.json', WHATSAPP.phoneNumberId, {
        WA_ID: phone.slice(1),
        BSUID: `US.${Date.now()}${process.pid}`,
        AD_ID: adId,
        CTWA_CLID: clid,
      }),
    );
    const contact = await contactOf(phone);
    expect(contact).toBeTruthy();
    const referral = {
      sourceType: 'ad',
      sourceId: adId,
      ctwaClid: clid,
      sourceUrl: 'https://fb.me/3cr4Wqqkv',
      headline: 'Chat with us',
    };
    const messages = (
      await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${contact.id}`).expect(200)
    ).body.data as { direction: string; referral: unknown; sentAt: string | null }[];
    expect(messages.find((m) => m.direction === 'inbound')?.referral).toEqual(referral);
    let conversation = await conversationOf(contact.id);
    expect(conversation.referral).toEqual(referral);

    // the business answers (a person; the bot may have answered first: the first answer counts)
    await t.api
      .as(acme.apiKey)
      .post(`/v1/conversations/${conversation.id}/messages`, { body: 'Happy to help!' })
      .expect(202);
    let answers: number[] = [];
    for (let tries = 0; answers.length === 0 && tries < 100; tries++) {
      await flow.settle();
      answers = (
        (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${contact.id}`).expect(200)).body
          .data as { direction: string; sentAt: string | null }[]
      )
        .filter((m) => m.direction === 'outbound' && m.sentAt)
        .map((m) => new Date(m.sentAt!).getTime());
      if (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answers.length).toBeGreaterThan(0);
    const answeredAt = Math.min(...answers);
    conversation = await conversationOf(contact.id);
    expect(conversation.window.freeEntryPoint).toEqual({
      open: true,
      expiresAt: new Date(answeredAt + 72 * HOUR).toISOString(),
    });

    // a later referral leaves the conversation's first one
    await deliver(
      loadWhatsAppFixture('ctwa-referral-text.json', WHATSAPP.phoneNumberId, {
        WA_ID: phone.slice(1),
        BSUID: `US.${Date.now()}${process.pid}`,
        AD_ID: `9999${Date.now()}`,
        CTWA_CLID: 'another-click',
      }),
    );
    expect((await conversationOf(contact.id)).referral).toEqual(referral);

    // 73 hours after the answer the free window is closed (and so is the 24-hour one)
    const clock = jest
      .spyOn(t.app.get(Clock), 'now')
      .mockReturnValue(new Date(answeredAt + 73 * HOUR));
    try {
      conversation = await conversationOf(contact.id);
      expect(conversation.window.open).toBe(false);
      expect(conversation.window.freeEntryPoint).toEqual({
        open: false,
        expiresAt: new Date(answeredAt + 72 * HOUR).toISOString(),
      });
    } finally {
      clock.mockRestore();
    }
  });

  it("a contact's export includes the ad referral; erasing the contact removes it from messages and conversations", async () => {
    const phone = nextPhone();
    const clid = `ARAkErase-${Date.now()}-${process.pid}`;
    await deliver(
      loadWhatsAppFixture('ctwa-referral-text.json', WHATSAPP.phoneNumberId, {
        WA_ID: phone.slice(1),
        BSUID: `US.${Date.now()}${process.pid}7`,
        AD_ID: `1203${Date.now()}`,
        CTWA_CLID: clid,
      }),
    );
    const contact = await contactOf(phone);
    const conversation = await conversationOf(contact.id);
    const exported = (
      await t.api.as(acme.apiKey).get(`/v1/contacts/${contact.id}/export`).expect(200)
    ).body;
    const [exportedConversation] = exported.conversations;
    expect(exportedConversation.referral).toMatchObject({ sourceType: 'ad', ctwaClid: clid });
    expect(
      exportedConversation.messages.find((m: { direction: string }) => m.direction === 'inbound')
        .referral,
    ).toMatchObject({ ctwaClid: clid });

    await t.api.as(acme.apiKey).delete(`/v1/contacts/${contact.id}`).expect(204);
    const left: { n: number }[] = await flow.db.query(
      `SELECT (SELECT count(*) FROM messages WHERE referral::text LIKE '%' || $1 || '%')
            + (SELECT count(*) FROM conversations WHERE referral::text LIKE '%' || $1 || '%')
              AS n`,
      [clid],
    );
    expect(Number(left[0].n)).toBe(0);
    const [kept] = await flow.db.query(
      `SELECT referral, referral_at AS "referralAt" FROM conversations WHERE id = $1`,
      [conversation.id],
    );
    expect(kept).toEqual({ referral: null, referralAt: expect.any(Date) });
  });

  it('a conversation that did not come from an ad has no free entry-point window', async () => {
    const phone = nextPhone();
    await deliver(
      loadWhatsAppFixture('phone-and-bsuid-text.json', WHATSAPP.phoneNumberId, {
        WA_ID: phone.slice(1),
        BSUID: `US.${Date.now()}${process.pid}9`,
      }),
    );
    const contact = await contactOf(phone);
    const conversation = await conversationOf(contact.id);
    expect(conversation.referral).toBeNull();
    expect(conversation.window).toMatchObject({ open: true, freeEntryPoint: null });
  });

  it('launching a marketing WhatsApp campaign whose list has +1 numbers answers with a warning (docs/campaigns.md#launch-warnings)', async () => {
    const listId = await flow.list(acme);
    const us = await flow.contact(acme, { phone: nextPhone() });
    const uk = await flow.contact(acme, { phone: '+447911123456' });
    await flow.add(acme, listId, [us, uk]);
    const launch = async (openingTemplateId: string) => {
      const created = await t.api
        .as(acme.apiKey)
        .post('/v1/campaigns', { name: 'Spring', listId, openingTemplateId })
        .expect(201);
      return (
        await t.api.as(acme.apiKey).post(`/v1/campaigns/${created.body.id}/launch`).expect(200)
      ).body;
    };
    const marketing = await launch(await flow.approvedTemplate(acme)); // the default category
    expect(marketing.status).toBe('live');
    expect(marketing.warnings).toEqual([
      {
        code: 'US_MARKETING_NOT_DELIVERED',
        message: expect.stringContaining('marketing templates to US numbers'),
        count: 1,
      },
    ]);
    const utilityId = (
      await t.api
        .as(acme.apiKey)
        .post('/v1/templates', {
          name: `notice_${Date.now()}`,
          channel: 'whatsapp',
          language: 'en_US',
          body: 'Your appointment is confirmed.',
          category: 'utility',
        })
        .expect(201)
    ).body.id;
    await t.app.get(TemplatesService).review(utilityId, 'approved');
    expect((await launch(utilityId)).warnings).toEqual([]);
  });
});
