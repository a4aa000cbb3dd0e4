import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeTwilio, signTwilio } from '../support/fake-twilio';

const TWILIO = {
  accountSid: `AC${randomBytes(16).toString('hex')}`,
  authToken: randomBytes(16).toString('hex'),
  from: '+14155550100',
};
/** Bot debounce: short, the bot's own tests cover the burst. */
const DEBOUNCE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * US SMS rules (docs/bot.md#us-sms-rules) end to end through Twilio's webhook and the fake
 * Twilio API: opt-out words alone in a message, START, HELP/INFO with the account's help text,
 * and plain-language revocation. Replies leave through the one outbound path, so the fake
 * Twilio sees them.
 */
describe('US SMS rules over Twilio (docs/bot.md#us-sms-rules)', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let acme: TestAccount;
  let accountName: string;
  let connectionId: string;
  let flow: CampaignFlow;

  beforeAll(async () => {
    twilio = await FakeTwilio.start([TWILIO]);
    t = await startTestApp({
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        TWILIO_API_BASE_URL: twilio.baseUrl,
        BOT_DEBOUNCE_MS: String(DEBOUNCE_MS),
      },
    });
    acme = await createAccount(t.app);
    accountName = (await t.api.as(acme.apiKey).get('/v1/account').expect(200)).body.name;
    connectionId = (await t.api.as(acme.apiKey).post('/v1/channels/sms', TWILIO).expect(201)).body
      .id;
    flow = new CampaignFlow(t);
  });
  afterEach(() => {
    expect(twilio.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  /** The person at `from` texts `body` to the account's Twilio number; waits for what follows. */
  async function text(from: string, body: string): Promise<void> {
    const params = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      AccountSid: TWILIO.accountSid,
      From: from,
      To: TWILIO.from,
      Body: body,
      NumMedia: '0',
    };
    const path = `/v1/webhooks/twilio/${connectionId}/inbound`;
    await t.api
      .raw('post', path)
      .type('form')
      .set('X-Twilio-Signature', signTwilio(t.baseUrl + path, params, TWILIO.authToken))
      .send(new URLSearchParams(params).toString())
      .expect(200);
    await flow.settle();
    await sleep(DEBOUNCE_MS + 100);
    await flow.settle();
  }
  /** Bodies Twilio was asked to send to `to`, oldest first. */
  const sentTo = (to: string) =>
    twilio.messages.filter((m) => m.params.To === to).map((m) => m.params.Body);
  const contactOf = async (phone: string) =>
    (
      await t.api
        .as(acme.apiKey)
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
        .expect(200)
    ).body;
  const historyOf = async (id: string) =>
    (await t.api.as(acme.apiKey).get(`/v1/contacts/${id}/export`).expect(200)).body
      .optOutHistory as { optedOut: boolean; source: string }[];

  it.each([
    'STOP',
    'stop',
    ' Stop! ',
    'STOPALL',
    'unsubscribe',
    'Cancel.',
    'END',
    'quit',
    'REVOKE',
    'OptOut',
  ])('%j alone opts out (source contact_message) and is confirmed once by SMS', async (word) => {
    const phone = nextPhone();
    await text(phone, word);
    const contact = await contactOf(phone);
    expect(contact.optedOut).toBe(true);
    expect(await historyOf(contact.id)).toEqual([
      expect.objectContaining({ optedOut: true, source: 'contact_message' }),
    ]);
    await text(phone, word);
    const sent = sentTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/unsubscribed.*Reply START/);
  });

  it('a keyword inside a sentence is not one: "end" and "cancel" in a question reach the bot', async () => {
    const phone = nextPhone();
    await text(phone, 'when does the sale end?');
    await text(phone, 'can I cancel my order?');
    expect((await contactOf(phone)).optedOut).toBe(false);
    const sent = sentTo(phone);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.join('\n')).not.toMatch(/unsubscribed/);
  });

  it('START (and UNSTOP) opts back in with a confirmation; a second START sends nothing', async () => {
    const phone = nextPhone();
    await text(phone, 'STOP');
    await text(phone, 'start');
    await text(phone, 'START');
    const contact = await contactOf(phone);
    expect(contact.optedOut).toBe(false);
    expect(sentTo(phone)).toEqual([
      expect.stringMatching(/unsubscribed/),
      expect.stringMatching(/resubscribed.*Reply STOP/),
    ]);
    expect((await historyOf(contact.id)).map((h) => [h.optedOut, h.source])).toEqual([
      [true, 'contact_message'],
      [false, 'contact_message'],
    ]);
    await text(phone, 'STOP');
    await text(phone, 'Unstop');
    expect((await contactOf(phone)).optedOut).toBe(false);
  });

  it("HELP and INFO answer with the default help text naming the account, then with the account's own text; nothing opts out", async () => {
    const phone = nextPhone();
    await text(phone, 'HELP');
    const help = `${accountName}: reply to this message and a member of our team will help you. Reply STOP to unsubscribe, START to subscribe again.`;
    expect(sentTo(phone)).toEqual([help]);
    const account = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    expect(account.body).toMatchObject({ smsHelpText: null, smsHelpTextDefault: help });
    await t.api
      .as(acme.apiKey)
      .patch('/v1/account', {
        smsHelpText: 'Acme Solar: call 555-0100 (9-5). Reply STOP to unsubscribe.',
      })
      .expect(200);
    await text(phone, 'info');
    await text(phone, 'help.');
    expect(sentTo(phone).slice(1)).toEqual([
      'Acme Solar: call 555-0100 (9-5). Reply STOP to unsubscribe.',
      'Acme Solar: call 555-0100 (9-5). Reply STOP to unsubscribe.',
    ]);
    expect((await contactOf(phone)).optedOut).toBe(false);
    await t.api.as(acme.apiKey).patch('/v1/account', { smsHelpText: null }).expect(200);
  });

  it.each([
    'please stop texting me',
    "Don't message me again.",
    'unsubscribe me',
    'Remove me from your list',
  ])(
    '%j opts out (plain-language revocation) with the confirmation, and the bot says nothing',
    async (words) => {
      const phone = nextPhone();
      await text(phone, words);
      const contact = await contactOf(phone);
      expect(contact.optedOut).toBe(true);
      expect(await historyOf(contact.id)).toEqual([
        expect.objectContaining({
          optedOut: true,
          source: 'contact_message',
          reason: `revoked in words: "${words}"`,
        }),
      ]);
      expect(sentTo(phone)).toEqual([expect.stringMatching(/unsubscribed/)]);
    },
  );

  it.each(["don't stop texting me, I love the deals", 'when does it stop?'])(
    '%j does not opt out',
    async (words) => {
      const phone = nextPhone();
      await text(phone, words);
      expect((await contactOf(phone)).optedOut).toBe(false);
      expect(sentTo(phone).join('\n')).not.toMatch(/unsubscribed/);
    },
  );
});
