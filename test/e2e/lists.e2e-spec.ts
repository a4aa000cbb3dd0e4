import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import type { KeyPlacement } from '../support/api-client';
import { ListNamesUnique1796300000000 } from '../../src/database/migrations/1796300000000-list-names-unique';
import { createAccount, type TestAccount } from '../support/factories';

const PLACEMENTS: KeyPlacement[] = ['query', 'bearer', 'header'];

interface AddedEvent {
  listId: string;
  contactIds: string[];
  operationId: string;
}

describe('Lists (docs/lists-and-imports.md)', () => {
  let t: TestApp;
  let db: DataSource;
  let acme: TestAccount;
  let other: TestAccount;
  let phoneSeq = 0;

  /** A fresh valid E.164 number (US 415 range, which libphonenumber treats as valid). */
  const nextPhone = () => `+1415555${String(1000 + phoneSeq++).padStart(4, '0')}`;

  const newContact = async (account: TestAccount): Promise<string> => {
    const res = await t.api
      .as(account.apiKey)
      .post('/v1/contacts', { phone: nextPhone() })
      .expect(201);
    return res.body.id;
  };
  let listSeq = 0;
  // List names are unique per account: by default each list gets its own.
  const newList = async (account: TestAccount, name = `Leads ${++listSeq}`): Promise<string> => {
    const res = await t.api.as(account.apiKey).post('/v1/lists', { name }).expect(201);
    return res.body.id;
  };
  const events = async (listId: string): Promise<AddedEvent[]> => {
    const rows: { payload: AddedEvent }[] = await db.query(
      `SELECT payload FROM outbox_events
        WHERE type = 'ContactsAddedToList' AND payload->>'listId' = $1 ORDER BY created_at`,
      [listId],
    );
    return rows.map((row) => row.payload);
  };
  const count = async (table: 'lists' | 'list_members' | 'outbox_events'): Promise<number> =>
    (await db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const snapshot = async () => ({
    lists: await count('lists'),
    members: await count('list_members'),
    events: await count('outbox_events'),
  });

  beforeAll(async () => {
    // The rate limit is not under test here; these suites send hundreds of requests per key.
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    db = t.app.get(DataSource);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  describe('POST /v1/lists', () => {
    it('creates a list (201) with its name trimmed', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/lists', { name: '  Webinar leads ', extra: 1 })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Webinar leads',
        createdAt: expect.any(String),
      });
    });

    it('keeps tabs and line breaks inside a name', async () => {
      const res = await t.api
        .as(acme.apiKey)
        .post('/v1/lists', { name: 'Webinar\tleads\r\n2026' })
        .expect(201);
      expect(res.body.name).toBe('Webinar\tleads\r\n2026');
    });

    it('takes 200 characters, counting code points', async () => {
      for (const name of ['n'.repeat(200), '😀'.repeat(200)]) {
        const res = await t.api.as(acme.apiKey).post('/v1/lists', { name }).expect(201);
        expect(res.body.name).toBe(name);
      }
    });

    it.each<[string, object]>([
      ['a missing name', {}],
      ['an empty name', { name: '' }],
      ['a blank name', { name: '   ' }],
      ['a 201-character name', { name: 'n'.repeat(201) }],
      ['a numeric name', { name: 42 }],
      ['a null name', { name: null }],
      // PostgreSQL text cannot store NUL: 400, never a 500
      ['a name with NUL', { name: 'Webinar\u0000leads' }],
      ['a name that is only NUL', { name: '\u0000' }],
      ['a name with a bell', { name: 'Webinar\u0007leads' }],
      ['a name with an escape sequence', { name: '\u001b[1mLeads' }],
      ['a name with an unpaired surrogate', { name: 'Leads \ud800' }],
    ])(
      'refuses %s with 400 VALIDATION_FAILED (field name) and stores nothing',
      async (_t, body) => {
        const before = await snapshot();
        const res = await t.api.as(acme.apiKey).post('/v1/lists', body).expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(['name']);
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  describe('GET /v1/lists and /v1/lists/{id}', () => {
    it('walks every list of the account exactly once', async () => {
      const account = await createAccount(t.app);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await newList(account, `List ${i}`));
      await newList(other, 'not theirs');
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const path: string = `/v1/lists?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await t.api.as(account.apiKey).get(path).expect(200);
        seen.push(...res.body.data.map((l: { id: string }) => l.id));
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen.sort()).toEqual(ids.sort());
    });

    it("answers only the lists a contact is in with ?contactId= (the app's contact page)", async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const contact = await newContact(account);
      // B, between the two, does not hold the contact
      const a = await newList(account, 'A');
      await newList(account, 'B');
      const c = await newList(account, 'C');
      for (const listId of [a, c])
        await api.post(`/v1/lists/${listId}/contacts`, { contactId: contact }).expect(201);
      const first = await api.get(`/v1/lists?contactId=${contact}&limit=1`).expect(200);
      expect(first.body.data.map((l: { id: string }) => l.id)).toEqual([a]);
      const second = await api
        .get(`/v1/lists?contactId=${contact}&limit=1&cursor=${first.body.nextCursor}`)
        .expect(200);
      expect(second.body.data.map((l: { id: string }) => l.id)).toEqual([c]);
      // another account's contact, an unknown id and garbage: an empty page
      const theirs = await newContact(other);
      for (const id of [theirs, randomUUID(), 'nope']) {
        const res = await api.get(`/v1/lists?contactId=${id}`).expect(200);
        expect(res.body).toEqual({ data: [], nextCursor: null });
      }
      const all = await api.get('/v1/lists?limit=10').expect(200);
      expect(all.body.data).toHaveLength(3);
    });

    it('answers one list with its memberCount', async () => {
      const listId = await newList(acme, 'Counted');
      const res = await t.api.as(acme.apiKey).get(`/v1/lists/${listId}`).expect(200);
      expect(res.body).toEqual({
        id: listId,
        name: 'Counted',
        createdAt: expect.any(String),
        memberCount: 0,
      });
      const ids = [await newContact(acme), await newContact(acme)];
      await t.api.as(acme.apiKey).post(`/v1/lists/${listId}/contacts`, { contactIds: ids });
      const after = await t.api.as(acme.apiKey).get(`/v1/lists/${listId}`).expect(200);
      expect(after.body.memberCount).toBe(2);
    });

    it("gives every item of GET /v1/lists its memberCount, counting only that list's members", async () => {
      const account = await createAccount(t.app);
      const api = t.api.as(account.apiKey);
      const empty = await newList(account, 'Empty');
      const two = await newList(account, 'Two');
      const one = await newList(account, 'One');
      const [a, b] = [await newContact(account), await newContact(account)];
      await api.post(`/v1/lists/${two}/contacts`, { contactIds: [a, b] }).expect(201);
      await api.post(`/v1/lists/${one}/contacts`, { contactId: b }).expect(201);
      // another account's busy list changes nothing here
      const theirs = await newList(other, 'Theirs');
      await t.api
        .as(other.apiKey)
        .post(`/v1/lists/${theirs}/contacts`, { contactId: await newContact(other) })
        .expect(201);

      const page = await api.get('/v1/lists?limit=10').expect(200);
      expect(page.body.data).toEqual([
        { id: empty, name: 'Empty', createdAt: expect.any(String), memberCount: 0 },
        { id: two, name: 'Two', createdAt: expect.any(String), memberCount: 2 },
        { id: one, name: 'One', createdAt: expect.any(String), memberCount: 1 },
      ]);
      // on every page of the walk, and with ?contactId=
      const second = await api.get('/v1/lists?limit=1').expect(200);
      const next = await api.get(`/v1/lists?limit=1&cursor=${second.body.nextCursor}`).expect(200);
      expect(next.body.data).toEqual([expect.objectContaining({ id: two, memberCount: 2 })]);
      const ofB = await api.get(`/v1/lists?contactId=${b}`).expect(200);
      expect(ofB.body.data.map((l: { memberCount: number }) => l.memberCount)).toEqual([2, 1]);
      // the count follows removals
      await api.delete(`/v1/lists/${two}/contacts/${a}`).expect(204);
      const after = await api.get('/v1/lists?limit=10').expect(200);
      expect(after.body.data.map((l: { memberCount: number }) => l.memberCount)).toEqual([0, 1, 1]);
    });

    it("answers 404 LIST_NOT_FOUND for another account's list, an unknown id and a non-UUID", async () => {
      const theirs = await newList(other);
      for (const id of [theirs, randomUUID(), 'nope']) {
        for (const path of [`/v1/lists/${id}`, `/v1/lists/${id}/contacts`]) {
          const res = await t.api.as(acme.apiKey).get(path).expect(404);
          expect(res.body.error.code).toBe('LIST_NOT_FOUND');
        }
      }
    });
  });

  describe('POST /v1/lists/{listId}/contacts', () => {
    it.each(PLACEMENTS)(
      'adds one contact by contactId (shape A, key in %s): 201, then 200 already a member',
      async (placement) => {
        const api = t.api.as(acme.apiKey, placement);
        const listId = await newList(acme);
        const contactId = await newContact(acme);
        const first = await api.post(`/v1/lists/${listId}/contacts`, { contactId }).expect(201);
        expect(first.body).toEqual({
          listId,
          added: [contactId],
          alreadyMembers: [],
          notFound: [],
          campaigns: [],
        });
        const again = await api.post(`/v1/lists/${listId}/contacts`, { contactId }).expect(200);
        expect(again.body).toEqual({
          listId,
          added: [],
          alreadyMembers: [contactId],
          notFound: [],
          campaigns: [],
        });
        expect(await events(listId)).toEqual([
          { listId, contactIds: [contactId], operationId: expect.any(String) },
        ]);
      },
    );

    it.each(PLACEMENTS)(
      'adds one contact by contact_id (shape B, key in %s)',
      async (placement) => {
        const api = t.api.as(acme.apiKey, placement);
        const listId = await newList(acme);
        const contactId = await newContact(acme);
        const res = await api
          .post(`/v1/lists/${listId}/contacts`, { contact_id: contactId })
          .expect(201);
        expect(res.body).toMatchObject({ listId, added: [contactId], alreadyMembers: [] });
        await api.post(`/v1/lists/${listId}/contacts`, { contact_id: contactId }).expect(200);
      },
    );

    it('adds an array: new, already members, unknown, repeated and foreign ids sorted out', async () => {
      const listId = await newList(acme);
      const [a, b, c, d] = [
        await newContact(acme),
        await newContact(acme),
        await newContact(acme),
        await newContact(acme),
      ];
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactId: a })
        .expect(201);
      const foreign = await newContact(other);
      const unknown = randomUUID();
      const before = await count('list_members');
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, {
          contactIds: [b, a, unknown, c, b, foreign, 'not-a-uuid', c.toUpperCase(), d],
        })
        .expect(201);
      expect(res.body).toEqual({
        listId,
        added: [b, c, d],
        alreadyMembers: [a],
        notFound: [unknown, foreign, 'not-a-uuid'],
        campaigns: [],
      });
      expect(await count('list_members')).toBe(before + 3);
      const all = await events(listId);
      expect(all).toHaveLength(2);
      expect(all[1].contactIds.sort()).toEqual([b, c, d].sort());
      expect(all[1].operationId).not.toBe(all[0].operationId);
    });

    it('answers 200 when every contact of the array is a member already, and appends no event', async () => {
      const listId = await newList(acme);
      const ids = [await newContact(acme), await newContact(acme), await newContact(acme)];
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: ids })
        .expect(201);
      const before = await snapshot();
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: [...ids].reverse() })
        .expect(200);
      expect(res.body).toEqual({
        listId,
        added: [],
        alreadyMembers: [...ids].reverse(),
        notFound: [],
        campaigns: [],
      });
      expect(await snapshot()).toEqual(before);
      expect(await events(listId)).toHaveLength(1);
    });

    it('answers 200 with every id in notFound when none exists, and changes nothing', async () => {
      const listId = await newList(acme);
      const before = await snapshot();
      const missing = [randomUUID(), randomUUID()];
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: missing })
        .expect(200);
      expect(res.body).toEqual({
        listId,
        added: [],
        alreadyMembers: [],
        notFound: missing,
        campaigns: [],
      });
      expect(await snapshot()).toEqual(before);
    });

    it('takes 1000 ids in one operation (one event) and refuses 1001', async () => {
      const listId = await newList(acme);
      const ids = [await newContact(acme), await newContact(acme)];
      const padded = [...ids, ...Array.from({ length: 998 }, () => randomUUID())];
      const res = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: padded })
        .expect(201);
      expect(res.body.added).toEqual(ids);
      expect(res.body.notFound).toHaveLength(998);
      const before = await snapshot();
      const tooMany = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: [...padded, randomUUID()] })
        .expect(400);
      expect(tooMany.body.error.code).toBe('VALIDATION_FAILED');
      expect(await snapshot()).toEqual(before);
    });

    describe('bad requests answer their code and change nothing', () => {
      let listId: string;
      let contactId: string;
      beforeAll(async () => {
        listId = await newList(acme);
        contactId = await newContact(acme);
      });

      it.each<[string, (ids: { contactId: string }) => object, string[]]>([
        ['no form', () => ({}), ['contactId', 'contact_id', 'contactIds']],
        [
          'only unknown fields',
          () => ({ contact: 'x' }),
          ['contactId', 'contact_id', 'contactIds'],
        ],
        [
          'contactId and contact_id',
          (x) => ({ contactId: x.contactId, contact_id: x.contactId }),
          ['contactId', 'contact_id'],
        ],
        [
          'contactId and contactIds',
          (x) => ({ contactId: x.contactId, contactIds: [x.contactId] }),
          ['contactId', 'contactIds'],
        ],
        ['an empty array', () => ({ contactIds: [] }), ['contactIds']],
        ['a non-array contactIds', (x) => ({ contactIds: x.contactId }), ['contactIds']],
        ['a numeric id in the array', (x) => ({ contactIds: [x.contactId, 5] }), ['contactIds']],
        ['a numeric contactId', () => ({ contactId: 5 }), ['contactId']],
        ['an empty contact_id', () => ({ contact_id: '' }), ['contact_id']],
      ])('%s: 400 VALIDATION_FAILED', async (_title, body, fields) => {
        const before = await snapshot();
        const res = await t.api
          .as(acme.apiKey)
          .post(`/v1/lists/${listId}/contacts`, body({ contactId }))
          .expect(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(fields);
        expect(await snapshot()).toEqual(before);
      });

      it('an unknown, foreign or malformed list: 404 LIST_NOT_FOUND', async () => {
        const theirs = await newList(other);
        const before = await snapshot();
        for (const id of [randomUUID(), theirs, 'not-a-list']) {
          for (const body of [
            { contactId },
            { contactIds: [contactId] },
            { contactId: randomUUID() },
          ]) {
            const res = await t.api
              .as(acme.apiKey)
              .post(`/v1/lists/${id}/contacts`, body)
              .expect(404);
            expect(res.body.error.code).toBe('LIST_NOT_FOUND');
          }
        }
        expect(await snapshot()).toEqual(before);
      });

      it('an unknown, foreign or malformed contact in the single form: 404 CONTACT_NOT_FOUND', async () => {
        const foreign = await newContact(other);
        const before = await snapshot();
        for (const body of [
          { contactId: randomUUID() },
          { contact_id: foreign },
          { contactId: 'not-a-contact' },
        ]) {
          const res = await t.api
            .as(acme.apiKey)
            .post(`/v1/lists/${listId}/contacts`, body)
            .expect(404);
          expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
        }
        expect(await snapshot()).toEqual(before);
      });
    });

    it('never reports a contact as added twice under concurrent identical adds', async () => {
      const listId = await newList(acme);
      const ids = await Promise.all(Array.from({ length: 5 }, () => newContact(acme)));
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.api
            .as(acme.apiKey)
            .post(
              `/v1/lists/${listId}/contacts`,
              i % 2 ? { contactIds: ids } : { contactIds: [...ids].reverse() },
            ),
        ),
      );
      for (const res of responses) {
        expect([200, 201]).toContain(res.status);
        expect(res.status).toBe(res.body.added.length > 0 ? 201 : 200);
        expect([...res.body.added, ...res.body.alreadyMembers].sort()).toEqual([...ids].sort());
      }
      const added = responses.flatMap((res) => res.body.added as string[]);
      expect(added.sort()).toEqual([...ids].sort());
      const published = await events(listId);
      expect(published).toHaveLength(responses.filter((res) => res.status === 201).length);
      expect(published.flatMap((e) => e.contactIds).sort()).toEqual([...ids].sort());
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM list_members WHERE list_id = $1`,
        [listId],
      );
      expect(n).toBe(5);
    });

    it('stores the operation id of the add on each membership, as in the event', async () => {
      const listId = await newList(acme);
      const ids = [await newContact(acme), await newContact(acme)];
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: ids })
        .expect(201);
      const [event] = await events(listId);
      const rows: { contact_id: string; operation_id: string; account_id: string }[] =
        await db.query(
          `SELECT contact_id, operation_id, account_id FROM list_members WHERE list_id = $1`,
          [listId],
        );
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toMatchObject({ operation_id: event.operationId, account_id: acme.id });
    });
  });

  describe('GET /v1/lists/{id}/contacts', () => {
    it('walks every member exactly once, in the order they were added, as contacts', async () => {
      const listId = await newList(acme);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await newContact(acme));
      await newContact(acme); // not a member
      for (const id of ids.slice(0, 4)) {
        await t.api
          .as(acme.apiKey)
          .post(`/v1/lists/${listId}/contacts`, { contactId: id })
          .expect(201);
      }
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: ids.slice(4) })
        .expect(201);
      const seen: { id: string; phone: string }[] = [];
      let cursor: string | null = null;
      do {
        const path: string = `/v1/lists/${listId}/contacts?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await t.api.as(acme.apiKey).get(path).expect(200);
        expect(res.body.data.length).toBeLessThanOrEqual(5);
        seen.push(...res.body.data);
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen.map((c) => c.id).sort()).toEqual([...ids].sort());
      expect(new Set(seen.map((c) => c.id)).size).toBe(12);
      // the four single adds happened one after the other, before the array add
      expect(seen.slice(0, 4).map((c) => c.id)).toEqual(ids.slice(0, 4));
      expect(seen[0]).toEqual({
        id: ids[0],
        firstName: null,
        lastName: null,
        phone: expect.stringMatching(/^\+1415555/),
        email: null,
        customFields: {},
        createdAt: expect.any(String),
        optedOut: false,
        optedOutAt: null,
        consent: null,
        username: null,
      });
    });
  });

  describe('cursors', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const ID = '00000000-0000-4000-8000-000000000001';
    const valid = b64(`2026-01-01T00:00:00.000Z|${ID}`);
    let listId: string;
    beforeAll(async () => {
      listId = await newList(acme);
    });

    it.each([
      ['36 dashes for the id', b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`)],
      ['the year +275760', b64(`+275760-09-13T00:00:00.000Z|${ID}`)],
      ['a year before 1970', b64(`0001-01-01T00:00:00.000Z|${ID}`)],
      ['a loosely parsed date', b64(`2026-01-01|${ID}`)],
      ['padding', `${valid}==`],
      ['a character base64url decoding skips', `${valid.slice(0, 8)}.${valid.slice(8)}`],
    ])('answer 400 VALIDATION_FAILED (field cursor) for %s, on both lists', async (_t, cursor) => {
      for (const path of ['/v1/lists', `/v1/lists/${listId}/contacts`]) {
        const res = await t.api
          .as(acme.apiKey)
          .get(`${path}?limit=5&cursor=${encodeURIComponent(cursor)}`)
          .expect(400);
        expect(res.body.error).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ field: 'cursor', message: expect.any(String) }],
        });
      }
    });

    it('take a well-formed cursor', async () => {
      for (const path of ['/v1/lists', `/v1/lists/${listId}/contacts`]) {
        await t.api.as(acme.apiKey).get(`${path}?limit=5&cursor=${valid}`).expect(200);
      }
    });
  });

  describe('DELETE /v1/lists/{id}/contacts/{contactId}', () => {
    it('removes a member (204), keeps the contact, and a re-add counts as new again', async () => {
      const listId = await newList(acme);
      const [a, b] = [await newContact(acme), await newContact(acme)];
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: [a, b] })
        .expect(201);
      const res = await t.api
        .as(acme.apiKey)
        .delete(`/v1/lists/${listId}/contacts/${a}`)
        .expect(204);
      expect(res.text).toBe('');
      expect((await t.api.as(acme.apiKey).get(`/v1/lists/${listId}`)).body.memberCount).toBe(1);
      await t.api.as(acme.apiKey).get(`/v1/contacts/${a}`).expect(200);
      const members = await t.api.as(acme.apiKey).get(`/v1/lists/${listId}/contacts`).expect(200);
      expect(members.body.data.map((c: { id: string }) => c.id)).toEqual([b]);

      const readd = await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactId: a })
        .expect(201);
      expect(readd.body.added).toEqual([a]);
      expect((await events(listId)).map((e) => e.contactIds)).toEqual([
        expect.arrayContaining([a, b]),
        [a],
      ]);
    });

    it('answers 404 CONTACT_NOT_FOUND for a non-member, an unknown or foreign contact, and changes nothing', async () => {
      const listId = await newList(acme);
      const member = await newContact(acme);
      await t.api
        .as(acme.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactId: member })
        .expect(201);
      const outsider = await newContact(acme);
      const foreign = await newContact(other);
      const before = await snapshot();
      for (const id of [outsider, foreign, randomUUID(), 'not-a-uuid']) {
        const res = await t.api
          .as(acme.apiKey)
          .delete(`/v1/lists/${listId}/contacts/${id}`)
          .expect(404);
        expect(res.body.error.code).toBe('CONTACT_NOT_FOUND');
      }
      expect(await snapshot()).toEqual(before);
    });

    it("answers 404 LIST_NOT_FOUND for an unknown or another account's list, and changes nothing", async () => {
      const theirList = await newList(other);
      const theirContact = await newContact(other);
      await t.api
        .as(other.apiKey)
        .post(`/v1/lists/${theirList}/contacts`, { contactId: theirContact })
        .expect(201);
      const before = await snapshot();
      for (const id of [theirList, randomUUID(), 'x']) {
        const res = await t.api
          .as(acme.apiKey)
          .delete(`/v1/lists/${id}/contacts/${theirContact}`)
          .expect(404);
        expect(res.body.error.code).toBe('LIST_NOT_FOUND');
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('Unique names, rename and delete (docs/lists-and-imports.md#lists)', () => {
    const names = async (account: TestAccount): Promise<string[]> =>
      (
        await db.query(`SELECT name FROM lists WHERE account_id = $1 ORDER BY created_at, id`, [
          account.id,
        ])
      ).map((row: { name: string }) => row.name);

    it('refuses a name the account has, ignoring case, with 409 LIST_NAME_TAKEN; another account may use it', async () => {
      const account = await createAccount(t.app);
      const outsider = await createAccount(t.app);
      await newList(account, 'Newsletter');
      const before = await snapshot();
      for (const name of ['Newsletter', 'NEWSLETTER', '  newsletter  ']) {
        const res = await t.api.as(account.apiKey).post('/v1/lists', { name }).expect(409);
        expect(res.body.error.code).toBe('LIST_NAME_TAKEN');
        expect(res.body.error.message).toContain('already has a list named');
        expect(res.body.error.details).toEqual([{ field: 'name', message: expect.any(String) }]);
      }
      expect(await snapshot()).toEqual(before);
      await newList(outsider, 'newsletter');
      expect(await names(account)).toEqual(['Newsletter']);
    });

    it('of 12 concurrent creates of one name (in several cases) exactly one is 201, the rest 409', async () => {
      const account = await createAccount(t.app);
      const spellings = ['Race', 'race', 'RACE', 'rAcE'];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t.api.as(account.apiKey).post('/v1/lists', { name: spellings[i % 4] }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(11).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409)) {
        expect(res.body.error.code).toBe('LIST_NAME_TAKEN');
      }
      expect(await names(account)).toHaveLength(1);
    });

    it('renames a list; a name another list has is 409 LIST_NAME_TAKEN; its own name in another case is fine', async () => {
      const account = await createAccount(t.app);
      const a = await newList(account, 'Alpha');
      const b = await newList(account, 'Beta');
      const taken = await t.api
        .as(account.apiKey)
        .patch(`/v1/lists/${b}`, { name: ' alpha ' })
        .expect(409);
      expect(taken.body.error.code).toBe('LIST_NAME_TAKEN');
      expect(taken.body.error.details[0].field).toBe('name');
      expect(await names(account)).toEqual(['Alpha', 'Beta']);

      const own = await t.api.as(account.apiKey).patch(`/v1/lists/${a}`, { name: 'ALPHA' });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ id: a, name: 'ALPHA', memberCount: 0 });
      const renamed = await t.api
        .as(account.apiKey)
        .patch(`/v1/lists/${b}`, { name: 'Gamma' })
        .expect(200);
      expect(renamed.body.name).toBe('Gamma');
      // The freed name can be taken again.
      await newList(account, 'beta');
      expect(await names(account)).toEqual(['ALPHA', 'Gamma', 'beta']);
    });

    it('of two concurrent renames to one name exactly one wins', async () => {
      const account = await createAccount(t.app);
      const ids = [await newList(account, 'One'), await newList(account, 'Two')];
      const answers = await Promise.all(
        ids.map((id, i) =>
          t.api.as(account.apiKey).patch(`/v1/lists/${id}`, { name: i ? 'Winner' : 'WINNER' }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect((await names(account)).filter((n) => n.toLowerCase() === 'winner')).toHaveLength(1);
    });

    it("answers 404 LIST_NOT_FOUND when renaming or deleting another account's, unknown or malformed list, and changes nothing", async () => {
      const theirs = await newList(other, `Theirs ${randomUUID()}`);
      const before = await snapshot();
      for (const id of [theirs, randomUUID(), 'not-a-uuid']) {
        const rename = await t.api
          .as(acme.apiKey)
          .patch(`/v1/lists/${id}`, { name: 'Mine now' })
          .expect(404);
        expect(rename.body.error.code).toBe('LIST_NOT_FOUND');
        const del = await t.api.as(acme.apiKey).delete(`/v1/lists/${id}`).expect(404);
        expect(del.body.error.code).toBe('LIST_NOT_FOUND');
      }
      expect(await snapshot()).toEqual(before);
    });

    it('deletes a list with its memberships; the contacts stay and the name is free again', async () => {
      const account = await createAccount(t.app);
      const listId = await newList(account, 'Doomed');
      const contacts = [await newContact(account), await newContact(account)];
      await t.api
        .as(account.apiKey)
        .post(`/v1/lists/${listId}/contacts`, { contactIds: contacts })
        .expect(201);
      await t.api.as(account.apiKey).delete(`/v1/lists/${listId}`).expect(204);
      await t.api.as(account.apiKey).get(`/v1/lists/${listId}`).expect(404);
      await t.api.as(account.apiKey).delete(`/v1/lists/${listId}`).expect(404);
      const members = await db.query(`SELECT 1 FROM list_members WHERE list_id = $1`, [listId]);
      expect(members).toHaveLength(0);
      for (const id of contacts) {
        await t.api.as(account.apiKey).get(`/v1/contacts/${id}`).expect(200);
      }
      await newList(account, 'doomed');
    });

    it('the migration renames existing duplicates with the first free " (n)" suffix, oldest first, then builds the index', async () => {
      const account = await createAccount(t.app);
      await db.query(`DROP INDEX lists_account_name_key`);
      try {
        const long = 'L'.repeat(200);
        const rows: [string, number][] = [
          ['Dup', 1],
          ['Dup (2)', 2],
          ['dup', 3],
          ['DUP', 4],
          [long, 5],
          [long.toLowerCase(), 6],
        ];
        for (const [name, minute] of rows) {
          await db.query(
            `INSERT INTO lists (account_id, name, created_at)
             VALUES ($1, $2, timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => $3))`,
            [account.id, name, minute],
          );
        }
      } finally {
        const runner = db.createQueryRunner();
        await new ListNamesUnique1796300000000().up(runner).finally(() => runner.release());
      }
      expect(await names(account)).toEqual([
        'Dup',
        'Dup (2)',
        'dup (3)',
        'DUP (4)',
        'L'.repeat(200),
        `${'l'.repeat(196)} (2)`,
      ]);
      const again = await t.api.as(account.apiKey).post('/v1/lists', { name: 'dUP' }).expect(409);
      expect(again.body.error.code).toBe('LIST_NAME_TAKEN');
    });
  });
});
