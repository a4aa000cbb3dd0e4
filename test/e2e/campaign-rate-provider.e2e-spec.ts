import { randomBytes } from 'node:crypto';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount } from '../support/factories';
import { FakeWhatsApp, WHATSAPP_FAILURES } from '../support/fake-whatsapp';

const WHATSAPP = {
  phoneNumberId: '106540352242977',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};

/**
 * The campaign's rate holds at the provider (docs/campaigns.md#pacing,
 * docs/sending.md#provider-pacing): paced openings take a campaign slot right before the
 * provider call, so retries that the queue bunches with the paced sends never push the calls the
 * provider sees in any one-second window above `throttlePerMinute / 60` (+1: a window can hold
 * both ends of `rate` intervals). Not timed: the assertion holds however slow the machine is.
 */
describe('Campaign rate at the provider', () => {
  let t: TestApp;
  let whatsapp: FakeWhatsApp;

  beforeAll(async () => {
    whatsapp = await FakeWhatsApp.start([WHATSAPP]);
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        WHATSAPP_API_BASE_URL: whatsapp.baseUrl,
        PROVIDER_TIMEOUT_MS: '2000',
        DISPATCH_SWEEP_MS: '200',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await whatsapp?.close();
  });

  it('keeps every one-second window of provider calls within the rate while failed sends are retried', async () => {
    const flow = new CampaignFlow(t);
    const account = await createAccount(t.app);
    await t.api.as(account.apiKey).post('/v1/channels/whatsapp', WHATSAPP).expect(201);
    const perSecond = 5;
    const contacts = 60;
    const failures = 20;
    const { campaignId, listId } = await flow.liveCampaign(account, {
      throttlePerMinute: perSecond * 60,
    });
    const people = await t.app.get(ContactsService).intake(
      account.id,
      Array.from({ length: contacts }, (_, index) => ({
        firstName: `Lead${index}`,
        lastName: null,
        phone: nextPhone(),
        email: null,
        emailKey: null,
        customFields: {},
      })),
    );
    // the first calls fail (HTTP 500, retried after 5 s), so their retries meet the paced sends
    whatsapp.failNext(failures, WHATSAPP_FAILURES.serverError);
    const answer = await flow.add(
      account,
      listId,
      people.map((result) => result.contact.id),
    );
    expect(answer.campaigns).toEqual([{ campaignId, dispatch: 'queued', enrolled: contacts }]);
    await flow.waitForSent(campaignId, contacts, 120_000);

    expect(whatsapp.violations).toEqual([]);
    const calls = whatsapp.calls.map((call) => call.at).sort((a, b) => a - b);
    expect(calls).toHaveLength(contacts + failures);
    const busiest = Math.max(
      ...calls.map((start) => calls.filter((at) => at >= start && at < start + 1000).length),
    );
    console.log(`busiest one-second window at the provider: ${busiest} calls`);
    expect(busiest).toBeLessThanOrEqual(perSecond + 1);

    // every contact got exactly one message: one accepted request and one sent message each
    const phones = people.map((result) => result.contact.phone!.slice(1)).sort();
    expect(whatsapp.messages.map((message) => String(message.body.to)).sort()).toEqual(phones);
    const messages = await flow.messages(campaignId);
    expect(messages).toHaveLength(contacts);
    expect(new Set(messages.map((message) => message.contactId)).size).toBe(contacts);
    expect(messages.every((message) => message.status === 'sent')).toBe(true);
    // waiting for a slot is no attempt (docs/sending.md#provider-pacing): only provider calls count
    const [{ attempts }]: { attempts: number }[] = await flow.db.query(
      `SELECT sum(send_attempts)::int AS attempts FROM messages WHERE campaign_id = $1`,
      [campaignId],
    );
    expect(attempts).toBe(contacts + failures);
  }, 180_000);
});
