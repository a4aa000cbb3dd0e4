import { WebhooksService } from '../../src/common/webhooks/webhooks.service';
import { DispatchService } from '../../src/modules/campaigns/dispatch.service';
import { ImportsService } from '../../src/modules/imports/imports.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

/** docs/data-lifecycle.md: patch, erase, opt-out, export. */
describe('Contact lifecycle: correct, opt out, export and erase a contact', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000', ALLOW_PRIVATE_WEBHOOK_URLS: 'true' },
    });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const api = () => t.api.as(acme.apiKey);

  describe('PATCH /v1/contacts/{id}', () => {
    it('changes names, merges custom fields key by key and removes a key set to null', async () => {
      const created = await api()
        .post('/v1/contacts', {
          phone: nextPhone(),
          firstName: 'Ana',
          customFields: { plan: 'free', utm_source: 'fb', score: 3 },
        })
        .expect(201);
      const res = await api()
        .patch(`/v1/contacts/${created.body.id}`, {
          last_name: 'Khan',
          customFields: { plan: 'pro', utm_source: null, consent: true },
        })
        .expect(200);
      expect(res.body).toMatchObject({
        id: created.body.id,
        firstName: 'Ana',
        lastName: 'Khan',
        phone: created.body.phone,
        customFields: { plan: 'pro', score: 3, consent: true },
        optedOut: false,
        optedOutAt: null,
      });
      const got = await api().get(`/v1/contacts/${created.body.id}`).expect(200);
      expect(got.body.customFields).toEqual({ plan: 'pro', score: 3, consent: true });
    });

    it('applies the create rules, and a refused patch changes nothing', async () => {
      const id = await flow.contact(acme, { email: 'rules@example.com' });
      for (const [body, code, field] of [
        [{ phone: '4155552671' }, 'INVALID_PHONE', 'phone'],
        [{ phone_number: 'abc' }, 'INVALID_PHONE', 'phone_number'],
        [{ email: 'nope' }, 'INVALID_EMAIL', 'email'],
        [{ phone: null, email: null }, 'MISSING_CONTACT_IDENTIFIER', 'phone|email'],
        [{ firstName: 42 }, 'VALIDATION_FAILED', 'firstName'],
        [{ customFields: { a: { nested: true } } }, 'VALIDATION_FAILED', 'customFields.a'],
      ] as const) {
        const res = await api().patch(`/v1/contacts/${id}`, body).expect(400);
        expect(res.body.error.code).toBe(code);
        expect(res.body.error.details[0].field).toBe(field);
      }
      const got = await api().get(`/v1/contacts/${id}`).expect(200);
      expect(got.body).toMatchObject({ firstName: 'Ada', email: 'rules@example.com' });
    });

    it("another contact's phone or email is 409 CONTACT_CONFLICT naming it, and changes nothing", async () => {
      const holderPhone = nextPhone();
      const holder = await api()
        .post('/v1/contacts', { phone: holderPhone, email: 'holder@example.com' })
        .expect(201);
      const mover = await api().post('/v1/contacts', { phone: nextPhone() }).expect(201);
      const byPhone = await api()
        .patch(`/v1/contacts/${mover.body.id}`, { phone_number: holderPhone, firstName: 'X' })
        .expect(409);
      expect(byPhone.body.error).toMatchObject({
        code: 'CONTACT_CONFLICT',
        details: [{ field: 'phone_number', contactId: holder.body.id }],
      });
      const byEmail = await api()
        .patch(`/v1/contacts/${mover.body.id}`, { email: 'HOLDER@example.com' })
        .expect(409);
      expect(byEmail.body.error.details[0]).toMatchObject({
        field: 'email',
        contactId: holder.body.id,
      });
      const got = await api().get(`/v1/contacts/${mover.body.id}`).expect(200);
      // GET alone adds the contact's channel identities (none here)
      expect(got.body).toEqual({ ...mover.body, identities: [] });
      // Its own phone again is no conflict.
      await api()
        .patch(`/v1/contacts/${holder.body.id}`, { phone: holderPhone, firstName: 'Hold' })
        .expect(200);
    });

    it('clearing the phone of a contact whose email a phone-less contact holds is 409 naming that contact, not 500', async () => {
      const email = `shared.${Date.now()}@example.com`;
      const x = await api().post('/v1/contacts', { email }).expect(201);
      const yPhone = nextPhone();
      const y = await api().post('/v1/contacts', { phone: yPhone, email }).expect(201);
      const res = await api().patch(`/v1/contacts/${y.body.id}`, { phone: null }).expect(409);
      expect(res.body.error).toMatchObject({
        code: 'CONTACT_CONFLICT',
        details: [{ field: 'email', contactId: x.body.id }],
      });
      const got = await api().get(`/v1/contacts/${y.body.id}`).expect(200);
      expect(got.body).toMatchObject({ phone: yPhone, email });
      // Shape B spelling, and several racing to lose their phone: one may win, none is a 500.
      const racers: string[] = [];
      const raceEmail = `race.${Date.now()}@example.com`;
      for (let i = 0; i < 6; i++) {
        racers.push(
          (await api().post('/v1/contacts', { phone: nextPhone(), email: raceEmail }).expect(201))
            .body.id,
        );
      }
      const answers = await Promise.all(
        racers.map((id) => api().patch(`/v1/contacts/${id}`, { phone_number: null })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200)!.body.id;
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body.error.details[0]).toMatchObject({ field: 'email', contactId: winner });
      }
    });

    it('20 concurrent patches racing to one phone: exactly one wins, the rest are 409 naming it', async () => {
      const target = nextPhone();
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push(await flow.contact(acme));
      const answers = await Promise.all(
        ids.map((id) => api().patch(`/v1/contacts/${id}`, { phone: target })),
      );
      const winners = answers.filter((res) => res.status === 200);
      expect(winners).toHaveLength(1);
      const winnerId = winners[0].body.id;
      for (const res of answers.filter((r) => r.status !== 200)) {
        expect(res.status).toBe(409);
        expect(res.body.error.code).toBe('CONTACT_CONFLICT');
        expect(res.body.error.details[0].contactId).toBe(winnerId);
      }
      const holders: unknown[] = await flow.db.query(
        `SELECT id FROM contacts WHERE account_id = $1 AND phone = $2`,
        [acme.id, target],
      );
      expect(holders).toEqual([{ id: winnerId }]);
    });

    it("another account's id, a malformed id and an unknown id are 404", async () => {
      const mine = await flow.contact(acme);
      for (const id of [mine, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const res = await t.api
          .as(id === mine ? other.apiKey : acme.apiKey)
          .patch(`/v1/contacts/${id}`, { firstName: 'Eve' })
          .expect(404);
        expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
      }
      await t.api.as(other.apiKey).delete(`/v1/contacts/${mine}`).expect(404);
      await t.api.as(other.apiKey).post(`/v1/contacts/${mine}/opt-out`, {}).expect(404);
      await t.api.as(other.apiKey).get(`/v1/contacts/${mine}/export`).expect(404);
      await api().get(`/v1/contacts/${mine}`).expect(200);
    });
  });

  describe('opt-out through the API', () => {
    it('a live campaign skips an opted-out contact; DELETE …/opt-out reverses it; history keeps the sources', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const id = await flow.contact(acme);
      const out = await api()
        .post(`/v1/contacts/${id}/opt-out`, { reason: 'asked by phone' })
        .expect(200);
      expect(out.body.optedOut).toBe(true);
      expect(Date.parse(out.body.optedOutAt)).not.toBeNaN();
      await api().post(`/v1/contacts/${id}/opt-out`, {}).expect(200); // idempotent
      await flow.add(acme, listId, [id]);
      await flow.settle();
      expect(await flow.enrolments(campaignId)).toMatchObject([
        { contactId: id, status: 'skipped', skipReason: 'opted_out' },
      ]);
      expect(await flow.messages(campaignId)).toEqual([]);

      const back = await api().delete(`/v1/contacts/${id}/opt-out`).expect(200);
      expect(back.body).toMatchObject({ optedOut: false, optedOutAt: null });
      const second = await flow.liveCampaign(acme, { listId: await flow.list(acme) });
      await flow.add(acme, second.listId, [id]);
      await flow.settle();
      expect(await flow.enrolments(second.campaignId)).toMatchObject([
        { contactId: id, status: 'sent' },
      ]);

      const exported = await api().get(`/v1/contacts/${id}/export`).expect(200);
      expect(exported.body.optOutHistory).toMatchObject([
        { optedOut: true, source: 'api', reason: 'asked by phone' },
        { optedOut: false, source: 'api', reason: null },
      ]);
    });

    it('START from the contact reverses an API opt-out; STOP sets the same state (source contact_message)', async () => {
      const phone = nextPhone();
      const id = await flow.contact(acme, { phone });
      await api().post(`/v1/contacts/${id}/opt-out`, {}).expect(200);
      await flow.inbound(acme, phone, 'START');
      expect((await api().get(`/v1/contacts/${id}`).expect(200)).body.optedOut).toBe(false);
      await flow.inbound(acme, phone, 'STOP');
      expect((await api().get(`/v1/contacts/${id}`).expect(200)).body.optedOut).toBe(true);
      const exported = await api().get(`/v1/contacts/${id}/export`).expect(200);
      expect(
        exported.body.optOutHistory.map((r: { optedOut: boolean; source: string }) => [
          r.optedOut,
          r.source,
        ]),
      ).toEqual([
        [true, 'api'],
        [false, 'contact_message'],
        [true, 'contact_message'],
      ]);
    });

    it('records source app when the request is authenticated by the app session, api with a key', async () => {
      const signup = await t.api
        .raw('post', '/v1/auth/signup')
        .send({
          name: 'Ada Lovelace',
          email: `optout.${Date.now()}@acme.test`,
          password: 'correct horse battery staple',
          accountName: 'Opt-out by app',
        })
        .expect(201);
      const cookie = ([] as string[])
        .concat(signup.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('parley_session='))!
        .split(';')[0];
      const asApp = (method: 'post' | 'delete', path: string) =>
        t.api.raw(method, path).set('Cookie', cookie).set('Origin', t.baseUrl);
      const created = await asApp('post', '/v1/contacts').send({ phone: nextPhone() }).expect(201);
      const id = created.body.id as string;
      await asApp('post', `/v1/contacts/${id}/opt-out`)
        .send({ reason: 'clicked in the app' })
        .expect(200);
      await asApp('delete', `/v1/contacts/${id}/opt-out`).expect(200);
      // The same account's API key, for the last change.
      const key = await asApp('post', '/v1/account/api-key').expect(201);
      await t.api.as(key.body.apiKey).post(`/v1/contacts/${id}/opt-out`, {}).expect(200);
      const exported = await t.api.as(key.body.apiKey).get(`/v1/contacts/${id}/export`).expect(200);
      expect(
        exported.body.optOutHistory.map(
          (r: { optedOut: boolean; source: string; reason: string }) => [
            r.optedOut,
            r.source,
            r.reason,
          ],
        ),
      ).toEqual([
        [true, 'app', 'clicked in the app'],
        [false, 'app', null],
        [true, 'api', null],
      ]);
    });

    it('refuses a reason that is not a short string', async () => {
      const id = await flow.contact(acme);
      const res = await api()
        .post(`/v1/contacts/${id}/opt-out`, { reason: 'x'.repeat(501) })
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect((await api().get(`/v1/contacts/${id}`).expect(200)).body.optedOut).toBe(false);
    });
  });

  describe('GET /v1/contacts/{id}/export', () => {
    it('returns the contact, its lists, conversations with messages and enrolments as one document', async () => {
      const { campaignId, listId } = await flow.liveCampaign(acme);
      const phone = nextPhone();
      const id = await flow.contact(acme, { phone, firstName: 'Exa' });
      await flow.add(acme, listId, [id]);
      await flow.settle();
      const res = await api().get(`/v1/contacts/${id}/export`).expect(200);
      expect(res.body.contact).toMatchObject({ id, phone, firstName: 'Exa' });
      const { name } = (await api().get(`/v1/lists/${listId}`).expect(200)).body;
      expect(res.body.lists).toEqual([{ id: listId, name, addedAt: expect.any(String) }]);
      expect(res.body.campaigns).toMatchObject([{ campaignId, status: 'sent' }]);
      expect(res.body.conversations).toHaveLength(1);
      expect(res.body.conversations[0].messages).toMatchObject([
        { direction: 'outbound', body: 'Hi Exa, thanks for signing up!', contactId: id },
      ]);
      expect(Date.parse(res.body.exportedAt)).not.toBeNaN();
    });
  });

  describe('DELETE /v1/contacts/{id}', () => {
    it('erases the person: a queued throttled opening is never sent, counts drop, bodies read [erased], 404 after, same phone is new', async () => {
      const hook = await api()
        .post('/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['contact.erased'] })
        .expect(201);
      const { campaignId, listId } = await flow.liveCampaign(acme, {
        throttlePerMinute: 1,
        followUps: [],
      });
      const phones = [nextPhone(), nextPhone(), nextPhone(), nextPhone()];
      const ids: string[] = [];
      for (const phone of phones) ids.push(await flow.contact(acme, { phone }));
      await flow.add(acme, listId, ids); // 4: queued, one a minute
      await flow.waitForSent(campaignId, 1);
      const enrolments = await flow.enrolments(campaignId);
      const sent = enrolments.find((e) => e.status === 'sent')!;
      const queued = enrolments.find((e) => e.status === 'pending')!;
      expect(queued).toBeDefined();
      // The sent contact writes, so it has an inbound and an outbound message.
      const sentPhone = phones[ids.indexOf(sent.contactId)];
      await flow.inbound(acme, sentPhone, 'Tell me more about my order 4411');
      const listBefore = (await api().get(`/v1/lists/${listId}`).expect(200)).body;

      await api().delete(`/v1/contacts/${queued.contactId}`).expect(204);
      await api().delete(`/v1/contacts/${sent.contactId}`).expect(204);

      // The queued job runs (now, and again via the sweeper) and finds nothing to claim.
      await flow.db.query(
        `UPDATE enrolments SET dispatch_at = now() - interval '1 minute' WHERE id = $1`,
        [queued.id],
      );
      await t.app.get(DispatchService).dispatch({ accountId: acme.id, enrolmentId: queued.id });
      await flow.sweep();
      await flow.settle();
      const after = await flow.db.query(
        `SELECT status, skip_reason AS "skipReason", contact_id AS "contactId" FROM enrolments WHERE id = $1`,
        [queued.id],
      );
      expect(after).toEqual([{ status: 'skipped', skipReason: 'contact_erased', contactId: null }]);
      // Nothing went out to the erased queued contact: the only opening to an erased contact is
      // the one sent before; every body of the erased contacts now reads [erased].
      const erasedMessages: {
        body: string;
        direction: string;
        purpose: string;
        externalId: string | null;
      }[] = await flow.db.query(
        `SELECT body, direction, purpose, external_id AS "externalId" FROM messages
          WHERE account_id = $1 AND contact_id IS NULL ORDER BY created_at`,
        [acme.id],
      );
      expect(erasedMessages.filter((m) => m.purpose === 'opening')).toHaveLength(1);
      expect(erasedMessages.filter((m) => m.direction === 'inbound')).toHaveLength(1);
      expect(new Set(erasedMessages.map((m) => m.body))).toEqual(new Set(['[erased]']));
      expect(erasedMessages[0].externalId).toMatch(/^sandbox_/);

      const listAfter = (await api().get(`/v1/lists/${listId}`).expect(200)).body;
      expect(listAfter.memberCount).toBe(listBefore.memberCount - 2);
      await api().get(`/v1/contacts/${queued.contactId}`).expect(404);
      await api().get(`/v1/contacts/${queued.contactId}/export`).expect(404);
      const again = await api().delete(`/v1/contacts/${queued.contactId}`).expect(404);
      expect(again.body.error.code).toBe('CONTACT_NOT_FOUND');
      const lookup = await api()
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(sentPhone)}`)
        .expect(404);
      expect(lookup.body.error.code).toBe('CONTACT_NOT_FOUND');

      const recreated = await api().post('/v1/contacts', { phone: sentPhone }).expect(201);
      expect(recreated.body.id).not.toBe(sent.contactId);
      const stats = (await api().get(`/v1/campaigns/${campaignId}`).expect(200)).body.stats;
      expect(stats.sent).toBe(1); // the erased contact's sent opening still counts

      const events: { payload: Record<string, unknown> }[] = await flow.db.query(
        `SELECT payload FROM webhook_deliveries
          WHERE account_id = $1 AND target_id = $2 AND event_type = 'contact.erased'
          ORDER BY created_at`,
        [acme.id, hook.body.id],
      );
      expect(events.map((e) => Object.keys(e.payload).sort())).toEqual([
        ['contactId', 'erasedAt'],
        ['contactId', 'erasedAt'],
      ]);
      expect(events.map((e) => e.payload.contactId)).toEqual([queued.contactId, sent.contactId]);
    });

    it('redacts the person from outbox events and webhook deliveries, and cancels a delivery not sent yet', async () => {
      const phone = nextPhone();
      const id = await flow.contact(acme, { phone, firstName: 'Olga' });
      // A processed inbound message from the person, and one the relay has not handled yet.
      await flow.inbound(acme, phone, 'my passport number is X1234567');
      const pending: { id: string }[] = await flow.db.query(
        `INSERT INTO outbox_events (account_id, type, payload, available_at)
         VALUES ($1, 'ChannelEventReceived', $2, now() + interval '1 day') RETURNING id`,
        [
          acme.id,
          JSON.stringify({
            event: {
              kind: 'message',
              channel: 'sms',
              provider: 'twilio',
              person: { scope: null, userId: null, phone, profileName: 'Olga K' },
              externalId: `SMerase${Date.now()}`,
              body: 'late secret',
              messageType: 'text',
              providerType: 'text',
              reactsTo: null,
              receivedAt: new Date().toISOString(),
              metadata: null,
              automation: true,
              entryPoint: null,
            },
          }),
        ],
      );
      // A Messenger identity of the same person, and a Meta event from it.
      await flow.db.query(
        `INSERT INTO contact_identities (account_id, custom_channel_id, external_id, contact_id, scope)
         VALUES ($1, NULL, 'psid-erase-1', $2, 'messenger:104445781234567')`,
        [acme.id, id],
      );
      await flow.db.query(
        `INSERT INTO outbox_events (account_id, type, payload, processed_at)
         VALUES ($1, 'ChannelEventReceived', $2, now())`,
        [
          acme.id,
          JSON.stringify({
            event: {
              kind: 'message',
              channel: 'messenger',
              provider: 'messenger',
              person: {
                scope: 'messenger:104445781234567',
                userId: 'psid-erase-1',
                phone: null,
                profileName: null,
              },
              externalId: 'm_erase_1',
              body: 'meta secret',
              messageType: 'text',
              providerType: 'message',
              reactsTo: null,
              receivedAt: new Date().toISOString(),
              metadata: { attachments: [{ type: 'image', url: 'https://cdn.example/olga.jpg' }] },
              automation: true,
              entryPoint: null,
            },
          }),
        ],
      );
      // A custom-channel message to a visitor whose delivery cannot go out yet (nothing listens),
      // and a status webhook about it.
      await api()
        .post('/v1/webhooks', {
          url: 'http://127.0.0.1:9/status',
          events: ['message.status_changed'],
        })
        .expect(201);
      await api()
        .post('/v1/custom_channels', {
          name: `erase${Date.now()}`,
          deliveryUrl: 'http://127.0.0.1:9/chat',
        })
        .expect(201)
        .then(async (channel) => {
          const visitor = `visitor-erase-${Date.now()}`;
          const sent = await api()
            .post('/v1/send_custom_channel_message', {
              customData: {
                fromId: visitor,
                customChannel: channel.body.name,
                body: 'Your code is 7781',
                firstName: 'Vera',
                email: `vera.${Date.now()}@example.com`,
              },
            })
            .expect(202);
          const exported = await api()
            .get(`/v1/contacts/${sent.body.contactId}/export`)
            .expect(200);
          expect(exported.body.identities).toEqual([
            {
              channel: 'custom',
              customChannelId: channel.body.id,
              scope: null,
              externalId: visitor,
              createdAt: expect.any(String),
            },
          ]);
          await api().delete(`/v1/contacts/${sent.body.contactId}`).expect(204);
          const deliveries: {
            status: string;
            lastError: string;
            payload: Record<string, unknown>;
            targetKind: string;
          }[] = await flow.db.query(
            `SELECT status, last_error AS "lastError", payload, target_kind AS "targetKind"
               FROM webhook_deliveries WHERE account_id = $1 AND message_id = $2`,
            [acme.id, sent.body.id],
          );
          const chat = deliveries.find((d) => d.targetKind === 'custom_channel')!;
          expect(chat).toMatchObject({
            status: 'failed',
            lastError: expect.stringMatching(/^ERASED:/),
          });
          expect(chat.payload).toMatchObject({
            id: sent.body.id,
            body: '[erased]',
            fromId: '[erased]',
            contact: { id: sent.body.contactId, firstName: '[erased]', email: '[erased]' },
          });
          for (const d of deliveries) {
            expect(JSON.stringify(d.payload)).not.toMatch(/code is 7781|Vera|vera\.|visitor-erase/);
          }
          const message = (await api().get(`/v1/messages/${sent.body.id}`).expect(200)).body;
          expect(message).toMatchObject({ status: 'failed', error: { code: 'CONTACT_ERASED' } });
          // Never sent afterwards (a job that still runs finds nothing to claim), nor redelivered.
          const [chatRow]: { id: string }[] = await flow.db.query(
            `SELECT id FROM webhook_deliveries WHERE message_id = $1 AND target_kind = 'custom_channel'`,
            [sent.body.id],
          );
          const attempts = async (): Promise<number> =>
            (
              await flow.db.query(
                `SELECT count(*)::int AS n FROM webhook_attempts WHERE delivery_id = $1`,
                [chatRow.id],
              )
            )[0].n;
          const before = await attempts();
          await t.app.get(WebhooksService).deliver({ deliveryId: chatRow.id });
          await api().post(`/v1/messages/${sent.body.id}/redeliver`).expect(409);
          expect(await attempts()).toBe(before);
          const [after] = await flow.db.query(
            `SELECT status FROM webhook_deliveries WHERE id = $1`,
            [chatRow.id],
          );
          expect(after.status).toBe('failed');
        });

      await api().delete(`/v1/contacts/${id}`).expect(204);
      const events: {
        id: string;
        type: string;
        payload: Record<string, unknown>;
        processedAt: Date | null;
        lastError: string | null;
      }[] = await flow.db.query(
        `SELECT id, type, payload, processed_at AS "processedAt", last_error AS "lastError"
           FROM outbox_events WHERE account_id = $1 AND type = 'ChannelEventReceived'`,
        [acme.id],
      );
      const text = JSON.stringify(events.map((e) => e.payload));
      for (const secret of [
        phone,
        'X1234567',
        'late secret',
        'Olga K',
        'meta secret',
        'psid-erase-1',
        'olga.jpg',
      ]) {
        expect(text).not.toContain(secret);
      }
      const late = events.find((e) => e.id === pending[0].id)!;
      expect(late.processedAt).not.toBeNull();
      expect(late.lastError).toMatch(/^ERASED:/);
      expect(late.payload).toMatchObject({
        event: {
          provider: 'twilio',
          person: { phone: '[erased]', profileName: '[erased]' },
          body: '[erased]',
          messageType: 'text',
        },
      });
      const meta = events.find(
        (e) => (e.payload.event as { externalId?: string }).externalId === 'm_erase_1',
      )!;
      expect(meta.payload).toMatchObject({
        event: {
          kind: 'message',
          externalId: 'm_erase_1',
          person: { scope: 'messenger:104445781234567', userId: '[erased]' },
          metadata: { attachments: [{ url: '[erased]' }] },
        },
      });
      // The late message was not recorded afterwards either: no contact came back with the phone.
      await flow.settle();
      await api()
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
        .expect(404);
    });

    it('empties the stored idempotent answers that name the person: a replay shows nothing of them and creates nothing', async () => {
      const phone = nextPhone();
      const email = `erasme.${Date.now()}@example.com`;
      const created = await api()
        .post('/v1/contacts', { phone, email, firstName: 'Erasme', lastName: 'Rotterdam' })
        .set('Idempotency-Key', `create-${phone}`)
        .expect(201);
      const list = await api()
        .post('/v1/lists', { name: `erasure ${phone}` })
        .expect(201);
      const added = await api()
        .post(`/v1/lists/${list.body.id}/contacts`, { contactId: created.body.id })
        .set('Idempotency-Key', `add-${phone}`)
        .expect(201);
      expect(JSON.stringify(added.body)).toContain(created.body.id);
      const bystander = await api()
        .post('/v1/contacts', { phone: nextPhone(), firstName: 'Bystander' })
        .set('Idempotency-Key', `bystander-${phone}`)
        .expect(201);

      await api().delete(`/v1/contacts/${created.body.id}`).expect(204);

      for (const [key, path, body] of [
        [
          `create-${phone}`,
          '/v1/contacts',
          { phone, email, firstName: 'Erasme', lastName: 'Rotterdam' },
        ],
        [`add-${phone}`, `/v1/lists/${list.body.id}/contacts`, { contactId: created.body.id }],
      ] as const) {
        const replay = await api().post(path, body).set('Idempotency-Key', key).expect(404);
        expect(replay.body.error.code).toBe('CONTACT_NOT_FOUND');
        expect(replay.headers['idempotent-replayed']).toBeUndefined();
        const text = JSON.stringify(replay.body);
        for (const trace of [phone, email, 'Erasme', 'Rotterdam', created.body.id])
          expect({ key, trace, shown: text.includes(trace) }).toEqual({ key, trace, shown: false });
      }
      // the replay did not create the person again
      await api()
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
        .expect(404);
      // answers about other people replay as before
      const other = await api()
        .post('/v1/contacts', { phone: bystander.body.phone, firstName: 'Bystander' })
        .set('Idempotency-Key', `bystander-${phone}`)
        .expect(201);
      expect(other.headers['idempotent-replayed']).toBe('true');
      expect(other.body).toEqual(bystander.body);
      const stored: { erased: boolean; bytes: number }[] = await flow.db.query(
        `SELECT erased_at IS NOT NULL AS erased, length(response_sealed) AS bytes
           FROM idempotency_keys WHERE account_id = $1 AND (erased_at IS NOT NULL OR $2 = ANY(subject_ids))
          ORDER BY erased`,
        [acme.id, created.body.id],
      );
      expect(stored).toEqual([
        { erased: true, bytes: 0 },
        { erased: true, bytes: 0 },
      ]);
    });

    it("removes the person from imports at once: a finished import keeps no CSV, an unfinished one has the person's rows scrubbed", async () => {
      const phone = nextPhone();
      const email = `imported.${Date.now()}@example.com`;
      const list = (
        await api()
          .post('/v1/lists', { name: `import ${phone}` })
          .expect(201)
      ).body.id;
      const csv = `phone,email,first_name\n${phone},${email},Imogen\n${nextPhone()},,Other\n`;
      const finished = await api()
        .post(`/v1/lists/${list}/imports`)
        .set('Content-Type', 'text/csv')
        .send(csv)
        .expect(202);
      await flow.settle();
      expect((await api().get(`/v1/imports/${finished.body.id}`).expect(200)).body.status).toBe(
        'completed',
      );
      // an import accepted but not processed yet (its processing event not handled)
      const [pending] = await flow.db.query(
        `INSERT INTO imports (account_id, list_id, csv, total) VALUES ($1, $2, $3, 2) RETURNING id`,
        [acme.id, list, `phone,email,first_name\n${phone},${email},Imogen\n${nextPhone()},,Next\n`],
      );
      const id = (
        await api()
          .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
          .expect(200)
      ).body.id;

      await api().delete(`/v1/contacts/${id}`).expect(204);

      const rows: { id: string; csv: string }[] = await flow.db.query(
        `SELECT id, csv FROM imports WHERE account_id = $1 AND list_id = $2`,
        [acme.id, list],
      );
      for (const row of rows) {
        for (const trace of [phone, email, 'Imogen'])
          expect({ trace, kept: row.csv.includes(trace) }).toEqual({ trace, kept: false });
      }
      expect(rows.find((row) => row.id === finished.body.id)?.csv).toBe('');
      // the unfinished import goes on: the person's row is invalid, the person is not created again
      await t.app.get(ImportsService).process(acme.id, pending.id);
      const report = (await api().get(`/v1/imports/${pending.id}`).expect(200)).body;
      expect(report).toMatchObject({ status: 'completed', created: 1, invalid: [{ row: 2 }] });
      await api()
        .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
        .expect(404);
    });

    it('cancels pending follow-ups of the erased contact', async () => {
      const followTemplate = await flow.approvedTemplate(acme);
      const { campaignId, listId } = await flow.liveCampaign(acme, {
        followUps: [{ afterMinutes: 60, templateId: followTemplate }],
      });
      const id = await flow.contact(acme);
      await flow.add(acme, listId, [id]);
      await flow.settle();
      const [enrolment] = await flow.enrolments(campaignId);
      expect(enrolment.status).toBe('sent');
      await api().delete(`/v1/contacts/${id}`).expect(204);
      const followUps = await flow.db.query(
        `SELECT status, skip_reason AS "skipReason" FROM follow_ups WHERE enrolment_id = $1`,
        [enrolment.id],
      );
      expect(followUps).toEqual([{ status: 'cancelled', skipReason: 'contact_erased' }]);
    });
  });
});
