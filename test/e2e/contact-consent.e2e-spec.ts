import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/app-factory';
import { nextPhone } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

const CONSENT = {
  source: 'facebook_lead_form',
  formUrl: 'https://acme.test/solar-offer?utm_source=fb',
  ip: '203.0.113.7',
  text: 'I agree to receive marketing text messages from Acme. Reply STOP to opt out.',
  at: '2026-11-02T09:08:57+01:00',
};

/** docs/contacts.md#consent: recorded with POST /v1/contacts, shown, exported, erased. */
describe('Contact consent (docs/contacts.md#consent)', () => {
  let t: TestApp;
  let acme: TestAccount;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    acme = await createAccount(t.app);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const api = () => t.api.as(acme.apiKey);

  it('shape A: 201 with the consent (at in UTC, recordedAt now), the same on GET', async () => {
    const before = Date.now();
    const res = await api()
      .post('/v1/contacts', { phone: nextPhone(), firstName: 'Ana', consent: CONSENT })
      .expect(201);
    const expected = {
      source: 'facebook_lead_form',
      formUrl: CONSENT.formUrl,
      ip: '203.0.113.7',
      text: CONSENT.text,
      at: '2026-11-02T08:08:57.000Z',
      recordedAt: expect.any(String),
    };
    expect(res.body.consent).toEqual(expected);
    expect(Date.parse(res.body.consent.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    const got = await api().get(`/v1/contacts/${res.body.id}`).expect(200);
    expect(got.body.consent).toEqual(res.body.consent);
  });

  it('shape B (the funnel): form_url; at defaults to now; no consent is null', async () => {
    const res = await api()
      .post('/v1/contacts', {
        phone_number: nextPhone(),
        first_name: 'Bo',
        consent: { source: 'website', form_url: 'https://acme.test/f' },
      })
      .expect(201);
    expect(res.body.consent).toMatchObject({
      source: 'website',
      formUrl: 'https://acme.test/f',
      ip: null,
      text: null,
    });
    expect(Math.abs(Date.parse(res.body.consent.at) - Date.now())).toBeLessThan(60_000);
    const none = await api().post('/v1/contacts', { phone: nextPhone() }).expect(201);
    expect(none.body.consent).toBeNull();
  });

  it.each([
    [{ formUrl: 'not a url' }, 'consent.formUrl'],
    [{ form_url: 'javascript:alert(1)' }, 'consent.form_url'],
    [{ ip: '300.1.1.1' }, 'consent.ip'],
    [{ at: 'last tuesday' }, 'consent.at'],
    [{ at: 1764158400000 }, 'consent.at'],
    [{ source: 7 }, 'consent.source'],
    [{ source: 'x'.repeat(65) }, 'consent.source'],
    [{ text: 'x'.repeat(2001) }, 'consent.text'],
    ['yes', 'consent'],
    [[CONSENT], 'consent'],
  ])('%j → 400 VALIDATION_FAILED naming %s, nothing created', async (consent, field) => {
    const phone = nextPhone();
    const res = await api().post('/v1/contacts', { phone, consent }).expect(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ field })],
    });
    await api()
      .get(`/v1/contacts?phoneNumber=${encodeURIComponent(phone)}`)
      .expect(404);
  });

  it('an existing contact without consent gets it; one with consent keeps the first', async () => {
    const phone = nextPhone();
    const first = await api().post('/v1/contacts', { phone }).expect(201);
    expect(first.body.consent).toBeNull();
    const again = await api()
      .post('/v1/contacts', { phone, consent: { source: 'second_form' } })
      .expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.consent.source).toBe('second_form');
    const third = await api()
      .post('/v1/contacts', { phone, consent: { source: 'third_form' } })
      .expect(200);
    expect(third.body.consent.source).toBe('second_form');
  });

  it('PATCH cannot change consent (400 naming it)', async () => {
    const created = await api()
      .post('/v1/contacts', { phone: nextPhone(), consent: CONSENT })
      .expect(201);
    const res = await api()
      .patch(`/v1/contacts/${created.body.id}`, { consent: { source: 'forged' } })
      .expect(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'consent' })]);
  });

  it('the export shows the consent; erasure removes it with the contact', async () => {
    const created = await api()
      .post('/v1/contacts', { phone: nextPhone(), consent: CONSENT })
      .expect(201);
    const exported = await api().get(`/v1/contacts/${created.body.id}/export`).expect(200);
    expect(exported.body.contact.consent).toEqual(created.body.consent);
    await api().delete(`/v1/contacts/${created.body.id}`).expect(204);
    await api().get(`/v1/contacts/${created.body.id}`).expect(404);
    const left: unknown[] = await db.query(
      `SELECT id FROM contacts WHERE consent::text LIKE '%' || $1 || '%'`,
      ['203.0.113.7'],
    );
    const ids = (left as { id: string }[]).map((r) => r.id);
    expect(ids).not.toContain(created.body.id);
  });

  it('OpenAPI describes consent on the request and the contact', async () => {
    const doc = (await t.api.raw('get', '/v1/openapi.json').expect(200)).body as {
      components: {
        schemas: Record<string, { properties: Record<string, { description?: string }> }>;
      };
    };
    const schemas = doc.components.schemas;
    expect(schemas.CreateContactDto.properties.consent.description).toMatch(/consent/);
    expect(schemas.ContactDto.properties.consent.description).toMatch(/consent/);
    for (const key of ['source', 'formUrl', 'ip', 'text', 'at']) {
      expect(schemas.CreateContactConsentDto.properties[key].description).toBeTruthy();
      expect(schemas.ContactConsentDto.properties[key].description).toBeTruthy();
    }
  });
});
