import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';
import { FakeWhatsApp, signWhatsApp } from '../support/fake-whatsapp';
import { loadWhatsAppFixture, newWamid } from '../support/whatsapp-fixtures';

const WHATSAPP = {
  phoneNumberId: '106540352242922',
  accessToken: `EAAG${randomBytes(24).toString('hex')}`,
  appSecret: randomBytes(16).toString('hex'),
  verifyToken: `verify-${randomBytes(8).toString('hex')}`,
};

/** A fresh BSUID (`US.` and digits) or parent BSUID (`US.ENT.` and digits). */
let bsuidSeq = 0;
const newBsuid = (parent = false) =>
  `US.${parent ? 'ENT.' : ''}${Date.now()}${process.pid}${String(++bsuidSeq).padStart(4, '0')}`;
const digits = (e164: string) => e164.slice(1);

/** A fixture of `test/fixtures/whatsapp-2026` for this connection; see the fixtures' README. */
const loadFixture = (name: string, values: Record<string, string>) =>
  loadWhatsAppFixture(name, WHATSAPP.phoneNumberId, values);

/** A `messages` change carrying `value` (Meta's envelope). */
const messagesChange = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: {
              display_phone_number: '15550783881',
              phone_number_id: WHATSAPP.phoneNumberId,
            },
            ...value,
          },
        },
      ],
    },
  ],
});

/**
 * The message types of Meta's "messages" webhook reference, each as documented (the part named
 * by `type`), so every one can be sent with and without `from`.
 */
const DOCUMENTED_TYPES: Record<string, Record<string, unknown>> = {
  text: { text: { body: 'Hello' } },
  reaction: { reaction: { message_id: 'wamid.REACTED', emoji: '\u{1F600}' } },
  image: { image: { caption: 'a photo', mime_type: 'image/jpeg', sha256: 'abc', id: '1001' } },
  sticker: { sticker: { mime_type: 'image/webp', sha256: 'abc', id: '1002', animated: false } },
  audio: { audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'abc', id: '1003', voice: true } },
  video: { video: { mime_type: 'video/mp4', sha256: 'abc', id: '1004' } },
  document: {
    document: { filename: 'a.pdf', mime_type: 'application/pdf', sha256: 'abc', id: '1005' },
  },
  location: { location: { latitude: 37.48, longitude: -122.15, name: 'HQ', address: '1 Way' } },
  contacts: {
    contacts: [{ name: { formatted_name: 'Ana Khan', first_name: 'Ana' }, phones: [] }],
  },
  button: { button: { payload: 'STOP_PROMOS', text: 'Stop promotions' } },
  interactive: {
    interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes please' } },
  },
  order: {
    order: { catalog_id: '1', product_items: [{ product_retailer_id: 'x', quantity: 1 }] },
  },
  unsupported: {
    errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown' }],
  },
};

describe('WhatsApp people by identity: usernames and BSUIDs (docs/channels.md#whatsapp-usernames)', () => {
  let t: TestApp;
  let db: DataSource;
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
    db = t.app.get(DataSource);
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
    const res = await t.api
      .raw('post', `/v1/webhooks/whatsapp/${connectionId}`)
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signWhatsApp(raw, WHATSAPP.appSecret))
      .send(raw)
      .expect(200);
    await flow.settle();
    return res.body;
  };
  /** The account's contacts known by a WhatsApp identity `externalId`. */
  const contactsOfIdentity = async (externalId: string): Promise<string[]> =>
    (
      await db.query(
        `SELECT contact_id FROM contact_identities WHERE account_id = $1 AND scope = 'whatsapp' AND external_id = $2`,
        [acme.id, externalId],
      )
    ).map((row: { contact_id: string }) => row.contact_id);
  const contactCount = async (): Promise<number> =>
    (await db.query(`SELECT count(*)::int AS n FROM contacts WHERE account_id = $1`, [acme.id]))[0]
      .n;
  /** The contact's inbound messages (the bot's answers left out). */
  const messagesOf = async (contactId: string) =>
    (
      (await t.api.as(acme.apiKey).get(`/v1/messages?contactId=${contactId}`).expect(200)).body
        .data as {
        id: string;
        body: string;
        direction: string;
        status: string;
        externalId: string;
      }[]
    ).filter((m) => m.direction === 'inbound');
  const contact = async (id: string) =>
    (await t.api.as(acme.apiKey).get(`/v1/contacts/${id}`).expect(200)).body;

  it('records a BSUID-only message on a new contact, answers it with `recipient`, and follows its status by `recipient_user_id`', async () => {
    const bsuid = newBsuid();
    const parent = newBsuid(true);
    const wamid = newWamid();
    const before = await contactCount();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: parent, WAMID: wamid }),
    );
    const [contactId] = await contactsOfIdentity(bsuid);
    expect(contactId).toBeDefined();
    expect(await contactCount()).toBe(before + 1);
    expect(await contactsOfIdentity(parent)).toEqual([contactId]);
    const shown = await contact(contactId);
    expect(shown).toMatchObject({
      phone: null,
      email: null,
      firstName: 'Sheena Nelson',
      username: '@sheena',
    });
    expect(shown.identities).toEqual(
      expect.arrayContaining([
        { channel: 'whatsapp', scope: 'whatsapp', customChannelId: null, externalId: bsuid },
        { channel: 'whatsapp', scope: 'whatsapp', customChannelId: null, externalId: parent },
      ]),
    );
    // the export names them in the same words (it said `unknown` for a BSUID)
    const exported = (
      await t.api.as(acme.apiKey).get(`/v1/contacts/${contactId}/export`).expect(200)
    ).body;
    expect(exported.identities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'whatsapp', scope: 'whatsapp', externalId: bsuid }),
        expect.objectContaining({ channel: 'whatsapp', scope: 'whatsapp', externalId: parent }),
      ]),
    );
    const [inbound] = await messagesOf(contactId);
    expect(inbound).toMatchObject({ direction: 'inbound', body: 'Does it come in another color?' });

    // the same BSUID again is the same contact
    await deliver(loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: parent }));
    expect(await contactCount()).toBe(before + 1);
    expect(await messagesOf(contactId)).toHaveLength(2);

    // a person answers: the Graph fake sees `recipient` with the BSUID and no `to`
    const conversation = (
      await t.api.as(acme.apiKey).get(`/v1/conversations?contactId=${contactId}`).expect(200)
    ).body.data[0];
    const sentBefore = whatsapp.messages.length;
    const reply = (
      await t.api
        .as(acme.apiKey)
        .post(`/v1/conversations/${conversation.id}/messages`, { body: 'Yes, in blue and red.' })
        .expect(202)
    ).body;
    await flow.settle();
    const sent = whatsapp.messages.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ recipient: bsuid, type: 'text' });
    expect(sent[0].body).not.toHaveProperty('to');
    const replied = (await t.api.as(acme.apiKey).get(`/v1/messages/${reply.id}`).expect(200)).body;
    expect(replied).toMatchObject({ status: 'sent', externalId: sent[0].id });

    // a status naming only `recipient_user_id` moves the message
    await deliver(
      loadFixture('status-recipient-user-id.json', { BSUID: bsuid, WAMID: sent[0].id }),
    );
    const delivered = (await t.api.as(acme.apiKey).get(`/v1/messages/${reply.id}`).expect(200))
      .body;
    expect(delivered.status).toBe('delivered');
  });

  it('a phone that appears later joins the BSUID contact (no duplicate); a reply then goes `to` the phone', async () => {
    const bsuid = newBsuid();
    const phone = nextPhone();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: newBsuid(true) }),
    );
    const [contactId] = await contactsOfIdentity(bsuid);
    const before = await contactCount();
    await deliver(loadFixture('phone-and-bsuid-text.json', { BSUID: bsuid, WA_ID: digits(phone) }));
    expect(await contactCount()).toBe(before);
    expect(await contactsOfIdentity(bsuid)).toEqual([contactId]);
    expect((await contact(contactId)).phone).toBe(phone);
    expect(await messagesOf(contactId)).toHaveLength(2);

    const conversation = (
      await t.api.as(acme.apiKey).get(`/v1/conversations?contactId=${contactId}`).expect(200)
    ).body.data[0];
    const sentBefore = whatsapp.messages.length;
    await t.api
      .as(acme.apiKey)
      .post(`/v1/conversations/${conversation.id}/messages`, { body: 'Got it' })
      .expect(202);
    await flow.settle();
    const [sent] = whatsapp.messages.slice(sentBefore);
    expect(sent.body).toMatchObject({ to: digits(phone) });
    expect(sent.body).not.toHaveProperty('recipient');
  });

  it('a funnel contact created by phone who writes with phone and BSUID stays one contact', async () => {
    const phone = nextPhone();
    const funnel = (
      await t.api
        .as(acme.apiKey)
        .post('/v1/contacts', { phone, firstName: 'Ada', email: `ada.${Date.now()}@example.com` })
        .expect(201)
    ).body;
    const before = await contactCount();
    const bsuid = newBsuid();
    await deliver(loadFixture('phone-and-bsuid-text.json', { BSUID: bsuid, WA_ID: digits(phone) }));
    expect(await contactCount()).toBe(before);
    expect(await contactsOfIdentity(bsuid)).toEqual([funnel.id]);
    const shown = await contact(funnel.id);
    expect(shown).toMatchObject({ firstName: 'Ada', phone, username: '@sheena' });
    // and a later BSUID-only message (phone withheld again) finds the same contact
    await deliver(
      loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: newBsuid(true) }),
    );
    expect(await contactCount()).toBe(before);
    expect(await messagesOf(funnel.id)).toHaveLength(2);
  });

  it('merge rule: when the phone belongs to another contact, the phone’s contact gets the BSUID and the new message', async () => {
    const bsuid = newBsuid();
    const phone = nextPhone();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: newBsuid(true) }),
    );
    const [usernameContact] = await contactsOfIdentity(bsuid);
    const byPhone = (await t.api.as(acme.apiKey).post('/v1/contacts', { phone }).expect(201)).body;
    const before = await contactCount();
    await deliver(loadFixture('phone-and-bsuid-text.json', { BSUID: bsuid, WA_ID: digits(phone) }));
    expect(await contactCount()).toBe(before);
    expect(await contactsOfIdentity(bsuid)).toEqual([byPhone.id]);
    expect((await messagesOf(byPhone.id)).map((m) => m.body)).toEqual([
      'Hi, I filled in your form',
    ]);
    // the earlier contact keeps its past conversation
    expect(await messagesOf(usernameContact)).toHaveLength(1);
  });

  it('follows `user_changed_user_id` and `user_changed_number` on the same contact', async () => {
    const first = newBsuid();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: first, PARENT_BSUID: newBsuid(true) }),
    );
    const [contactId] = await contactsOfIdentity(first);
    const second = newBsuid();
    await deliver(
      loadFixture('system-user-changed-user-id.json', { PREVIOUS_BSUID: first, BSUID: second }),
    );
    expect(await contactsOfIdentity(second)).toEqual([contactId]);
    const before = await contactCount();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: second, PARENT_BSUID: newBsuid(true) }),
    );
    expect(await contactCount()).toBe(before);
    expect(await messagesOf(contactId)).toHaveLength(2);

    // a number change (which regenerates the BSUID too)
    const oldPhone = nextPhone();
    await deliver(
      loadFixture('phone-and-bsuid-text.json', { BSUID: second, WA_ID: digits(oldPhone) }),
    );
    expect((await contact(contactId)).phone).toBe(oldPhone);
    const newPhone = nextPhone();
    const third = newBsuid();
    await deliver(
      loadFixture('system-user-changed-number.json', {
        WA_ID: digits(oldPhone),
        NEW_WA_ID: digits(newPhone),
        PREVIOUS_BSUID: second,
        BSUID: third,
      }),
    );
    expect((await contact(contactId)).phone).toBe(newPhone);
    expect(await contactsOfIdentity(third)).toEqual([contactId]);
    // system messages are not conversation messages
    expect(await messagesOf(contactId)).toHaveLength(3);
  });

  it('nothing is acknowledged and dropped: every documented message type is recorded, with and without `from`', async () => {
    const phone = nextPhone();
    const withPhone = newBsuid();
    const withoutPhone = newBsuid();
    const sent: string[] = [];
    for (const [type, part] of Object.entries(DOCUMENTED_TYPES)) {
      for (const hasFrom of [true, false]) {
        const bsuid = hasFrom ? withPhone : withoutPhone;
        const id = newWamid();
        sent.push(id);
        await deliver(
          messagesChange({
            contacts: [
              {
                profile: { name: 'Sheena Nelson', username: '@sheena' },
                user_id: bsuid,
                ...(hasFrom ? { wa_id: digits(phone) } : {}),
              },
            ],
            messages: [
              {
                ...(hasFrom ? { from: digits(phone) } : {}),
                from_user_id: bsuid,
                id,
                timestamp: String(Math.floor(Date.now() / 1000)),
                type,
                ...part,
              },
            ],
          }),
        );
      }
    }
    const recorded: { external_id: string }[] = await db.query(
      `SELECT external_id FROM messages WHERE account_id = $1 AND external_id = ANY($2::text[])`,
      [acme.id, sent],
    );
    expect(recorded.map((r) => r.external_id).sort()).toEqual([...sent].sort());
    const [a] = await contactsOfIdentity(withPhone);
    const [b] = await contactsOfIdentity(withoutPhone);
    expect(await messagesOf(a)).toHaveLength(Object.keys(DOCUMENTED_TYPES).length);
    expect(await messagesOf(b)).toHaveLength(Object.keys(DOCUMENTED_TYPES).length);
  });

  it('another tenant sees none of it: the identity of one account is unknown to another', async () => {
    const other = await createAccount(t.app);
    const bsuid = newBsuid();
    await deliver(
      loadFixture('username-only-text.json', { BSUID: bsuid, PARENT_BSUID: newBsuid(true) }),
    );
    const [contactId] = await contactsOfIdentity(bsuid);
    await t.api.as(other.apiKey).get(`/v1/contacts/${contactId}`).expect(404);
  });
});
