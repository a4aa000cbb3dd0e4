import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

/**
 * Account settings (docs/api.md#account-settings) and the contacts search that reads a national
 * number in the account's default country, newest first with a total (docs/contacts.md#search).
 */
describe('account settings and the contacts search (docs/api.md#account-settings)', () => {
  let t: TestApp;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_ROLE: 'api', RATE_LIMIT_PER_MINUTE: '100000' } });
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  it('starts with no default country, UTC and no SMS help text', async () => {
    const res = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    expect(res.body).toMatchObject({ defaultCountry: null, timeZone: 'UTC', smsHelpText: null });
  });

  it('stores the settings normalised, keeps what is left out, and leaves other accounts alone', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .patch('/v1/account', {
        defaultCountry: 'es',
        timeZone: 'europe/madrid',
        smsHelpText: '  Acme: write to help@acme.test. Reply STOP to opt out.  ',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id: acme.id,
      defaultCountry: 'ES',
      timeZone: 'Europe/Madrid',
      smsHelpText: 'Acme: write to help@acme.test. Reply STOP to opt out.',
    });
    await t.api.as(acme.apiKey).patch('/v1/account', { timeZone: 'America/New_York' }).expect(200);
    const now = await t.api.as(acme.apiKey).get('/v1/account').expect(200);
    expect(now.body).toMatchObject({ defaultCountry: 'ES', timeZone: 'America/New_York' });
    expect(now.body.smsHelpText).toMatch(/^Acme/);
    const untouched = await t.api.as(other.apiKey).get('/v1/account').expect(200);
    expect(untouched.body).toMatchObject({ defaultCountry: null, timeZone: 'UTC' });
  });

  it('refuses bad settings naming each field, and changes nothing', async () => {
    const before = (await t.api.as(acme.apiKey).get('/v1/account').expect(200)).body;
    const res = await t.api
      .as(acme.apiKey)
      .patch('/v1/account', {
        defaultCountry: 'Spain',
        timeZone: '+01:00',
        smsHelpText: 'x'.repeat(321),
      })
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'defaultCountry',
      'smsHelpText',
      'timeZone',
    ]);
    for (const body of [
      { defaultCountry: 'ZZ' },
      { defaultCountry: 34 },
      { timeZone: 'Mars/Olympus' },
      { timeZone: '' },
      { smsHelpText: 5 },
      { defaultCountry: 'FR', timeZone: 'Nowhere/Land' },
    ])
      await t.api.as(acme.apiKey).patch('/v1/account', body).expect(400);
    const after = (await t.api.as(acme.apiKey).get('/v1/account').expect(200)).body;
    expect(after).toEqual(before);
  });

  it('clears the default country and the SMS help text with null', async () => {
    const res = await t.api
      .as(other.apiKey)
      .patch('/v1/account', { defaultCountry: 'GB', smsHelpText: 'Hi' })
      .expect(200);
    expect(res.body).toMatchObject({ defaultCountry: 'GB', smsHelpText: 'Hi' });
    const cleared = await t.api
      .as(other.apiKey)
      .patch('/v1/account', { defaultCountry: null, smsHelpText: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ defaultCountry: null, smsHelpText: null });
  });

  it('finds a contact by a national number in the default country, newest first with a total', async () => {
    const account = await createAccount(t.app);
    const api = t.api.as(account.apiKey);
    const ana = await api
      .post('/v1/contacts', { phone: '+34 612 89 09 21', firstName: 'Ana' })
      .expect(201);
    await api.post('/v1/contacts', { phone: '+34 612 79 66 83', firstName: 'Bruno' }).expect(201);
    await api
      .post('/v1/contacts', { phone: '+1 415 555 2671', firstName: 'Ana Maria' })
      .expect(201);

    // no default country: a national number is no phone, and matches no name either
    let res = await api.get('/v1/contacts?q=612%2089%2009%2021&limit=10').expect(200);
    expect(res.body).toMatchObject({ data: [], total: 0 });

    await api.patch('/v1/account', { defaultCountry: 'ES' }).expect(200);
    for (const q of ['612 89 09 21', '612-890-921', '+34 612 89 09 21', '0034612890921']) {
      res = await api.get(`/v1/contacts?q=${encodeURIComponent(q)}&limit=10`).expect(200);
      expect(res.body.total).toBe(1);
      expect(res.body.data.map((c: { id: string }) => c.id)).toEqual([ana.body.id]);
    }
    // another account with the same default country finds nothing of this one
    await t.api.as(other.apiKey).patch('/v1/account', { defaultCountry: 'ES' }).expect(200);
    res = await t.api.as(other.apiKey).get('/v1/contacts?q=612890921&limit=10').expect(200);
    expect(res.body).toMatchObject({ data: [], total: 0 });

    // names still match; newest first; total counts the whole listing, not the page
    res = await api.get('/v1/contacts?q=ana&order=newest&limit=10').expect(200);
    expect(res.body.data.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Ana Maria',
      'Ana',
    ]);
    expect(res.body.total).toBe(2);
    const first = await api.get('/v1/contacts?order=newest&limit=2').expect(200);
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Ana Maria',
      'Bruno',
    ]);
    const second = await api
      .get(`/v1/contacts?order=newest&limit=2&cursor=${first.body.nextCursor}`)
      .expect(200);
    expect(second.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(['Ana']);
    expect(second.body.nextCursor).toBeNull();
    const oldest = await api.get('/v1/contacts?limit=10').expect(200);
    expect(oldest.body.data.map((c: { firstName: string }) => c.firstName)).toEqual([
      'Ana',
      'Bruno',
      'Ana Maria',
    ]);
    await api.get('/v1/contacts?order=sideways&limit=10').expect(400);
  });
});
