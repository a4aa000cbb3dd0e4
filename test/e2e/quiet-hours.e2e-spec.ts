import { jest } from '@jest/globals';
import { Clock } from '../../src/common/clock/clock';
import { AccountsService } from '../../src/modules/accounts';
import { instantOfWallClock } from '../../src/modules/campaigns/domain/quiet-hours';
import { DispatchQueue } from '../../src/modules/campaigns/dispatch.queue';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

let sequence = 0;
/** A unique number of an area code with one time zone (212: New York, 310: Los Angeles). */
const phoneIn = (areaCode: string) =>
  `+1${areaCode}${String(2000000 + ((process.pid * 7919 + ++sequence * 131) % 7000000))}`;

/** `HH:MM` on the day `days` after today (UTC date) in `zone`, as an instant. */
function localTime(zone: string, days: number, hour: number, minute = 0): Date {
  const today = new Date();
  const wall = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    hour,
    minute,
  );
  return instantOfWallClock(wall, zone);
}

/**
 * Quiet hours (docs/campaigns.md#quiet-hours) through the API and the dispatch path, with the
 * app's `Clock` moved to a chosen local time (days ahead, so a held send's delayed job is in the
 * future for the database and the queue too).
 */
describe('Campaign quiet hours', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let clock: jest.SpiedFunction<() => Date>;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    clock = jest.spyOn(t.app.get(Clock), 'now');
  });
  afterEach(() => clock.mockImplementation(() => new Date()));
  afterAll(async () => {
    clock.mockRestore();
    await t.close();
  });

  const api = () => t.api.as(acme.apiKey);
  const campaign = async (id: string) => (await api().get(`/v1/campaigns/${id}`).expect(200)).body;

  it('is on (21:00-08:00) for new SMS campaigns, off for others, settable and clearable; bad times are 400 and change nothing', async () => {
    const sms = await flow.approvedTemplate(acme, 'sms');
    const created = (
      await api().post('/v1/campaigns', { name: 'Texts', openingTemplateId: sms }).expect(201)
    ).body;
    expect(created).toMatchObject({ channel: 'sms', quietHours: { start: '21:00', end: '08:00' } });
    const whatsapp = (await api().post('/v1/campaigns', { name: 'Chats' }).expect(201)).body;
    expect(whatsapp.quietHours).toBeNull();
    const own = (
      await api()
        .post('/v1/campaigns', { name: 'Chats 2', quietHours: { start: '20:00', end: '09:30' } })
        .expect(201)
    ).body;
    expect(own.quietHours).toEqual({ start: '20:00', end: '09:30' });

    const patched = await api()
      .patch(`/v1/campaigns/${created.id}`, { quietHours: { start: '22:00', end: '07:00' } })
      .expect(200);
    expect(patched.body.quietHours).toEqual({ start: '22:00', end: '07:00' });
    for (const [quietHours, field] of [
      [{ start: '25:00', end: '08:00' }, 'quietHours.start'],
      [{ start: '21:00', end: '8:00' }, 'quietHours.end'],
      [{ start: '21:00' }, 'quietHours.end'],
      [{ start: '08:00', end: '08:00' }, 'quietHours'],
      ['21:00-08:00', 'quietHours'],
    ] as const) {
      const res = await api()
        .patch(`/v1/campaigns/${created.id}`, { quietHours, name: 'Renamed' })
        .expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect(await campaign(created.id)).toMatchObject({
      name: 'Texts',
      quietHours: { start: '22:00', end: '07:00' },
    });
    const cleared = await api()
      .patch(`/v1/campaigns/${created.id}`, { quietHours: null })
      .expect(200);
    expect(cleared.body.quietHours).toBeNull();
  });

  it('New York at 22:30 waits until 08:00 New York time; Los Angeles at that instant (19:30) goes at once', async () => {
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      channel: 'sms',
      quietHours: { start: '21:00', end: '08:00' },
    });
    const ny = await flow.contact(acme, { phone: phoneIn('212') });
    const la = await flow.contact(acme, { phone: phoneIn('310') });
    clock.mockReturnValue(localTime('America/New_York', 2, 22, 30));
    await flow.add(acme, listId, [ny, la]);
    await flow.settle();

    const enrolments = await flow.enrolments(campaignId);
    const byContact = new Map(enrolments.map((e) => [e.contactId, e]));
    expect(byContact.get(la)!.status).toBe('sent');
    expect(byContact.get(ny)!.status).toBe('pending');
    expect(new Date(byContact.get(ny)!.dispatchAt).toISOString()).toBe(
      localTime('America/New_York', 3, 8).toISOString(),
    );
    expect((await campaign(campaignId)).stats).toMatchObject({
      pending: 1,
      sent: 1,
      waitingForQuietHours: 1,
    });

    // 07:59 in New York: a run of its job (or the sweeper) holds it again, for the same time
    clock.mockReturnValue(localTime('America/New_York', 3, 7, 59));
    await releaseAndRun(byContact.get(ny)!.id);
    expect((await flow.enrolments(campaignId)).find((e) => e.contactId === ny)).toMatchObject({
      status: 'pending',
    });
    // 08:00 in New York: it goes
    clock.mockReturnValue(localTime('America/New_York', 3, 8));
    await releaseAndRun(byContact.get(ny)!.id);
    expect((await flow.enrolments(campaignId)).find((e) => e.contactId === ny)).toMatchObject({
      status: 'sent',
    });
    expect((await campaign(campaignId)).stats).toMatchObject({ sent: 2, waitingForQuietHours: 0 });
  });

  it('at 01:30 in New York (22:30 in Los Angeles) each waits until 08:00 in their own zone; a number of many zones uses the account time zone', async () => {
    await t.app.get(AccountsService).updateSettings(acme.id, { timeZone: 'Europe/Madrid' });
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      channel: 'sms',
      quietHours: { start: '21:00', end: '08:00' },
    });
    const ny = await flow.contact(acme, { phone: phoneIn('212') });
    const la = await flow.contact(acme, { phone: phoneIn('310') });
    const anywhere = await flow.contact(acme, { phone: phoneIn('800') }); // toll-free: every +1 zone
    const now = localTime('America/New_York', 2, 1, 30);
    clock.mockReturnValue(now);
    await flow.add(acme, listId, [ny, la, anywhere]);
    await flow.settle();
    const due = new Map(
      (await flow.enrolments(campaignId)).map((e) => [e.contactId, [e.status, e.dispatchAt]]),
    );
    const at = (zone: string) => {
      const end = localTime(zone, 2, 8);
      return end > now ? end : localTime(zone, 3, 8);
    };
    expect(due.get(ny)).toEqual(['pending', at('America/New_York')]);
    expect(due.get(la)).toEqual(['pending', at('America/Los_Angeles')]);
    // 01:30 New York is 07:30 in Madrid (06:30 in summer): inside Madrid's quiet hours too
    expect(due.get(anywhere)).toEqual(['pending', at('Europe/Madrid')]);
    expect((await campaign(campaignId)).stats).toMatchObject({
      pending: 3,
      waitingForQuietHours: 3,
    });
    await t.app.get(AccountsService).updateSettings(acme.id, { timeZone: 'UTC' });
  });

  it('new quiet hours re-check the waiting sends at once: at 23:00, 23:30-06:00 lets them go', async () => {
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      channel: 'sms',
      quietHours: { start: '21:00', end: '08:00' },
    });
    const ny = await flow.contact(acme, { phone: phoneIn('212') });
    clock.mockReturnValue(localTime('America/New_York', 2, 23));
    await flow.add(acme, listId, [ny]);
    await flow.settle();
    expect((await flow.enrolments(campaignId))[0].status).toBe('pending');
    await api()
      .patch(`/v1/campaigns/${campaignId}`, { quietHours: { start: '23:30', end: '06:00' } })
      .expect(200);
    await flow.settle();
    expect((await flow.enrolments(campaignId))[0].status).toBe('sent');
    expect((await campaign(campaignId)).stats).toMatchObject({ sent: 1, waitingForQuietHours: 0 });
  });

  it('a follow-up due inside quiet hours waits too, and counts', async () => {
    const followUp = await flow.approvedTemplate(acme, 'sms', 'Still interested, {{firstName}}?');
    const { campaignId, listId } = await flow.liveCampaign(acme, {
      channel: 'sms',
      followUps: [{ afterMinutes: 60, templateId: followUp }],
      quietHours: { start: '21:00', end: '08:00' },
    });
    const ny = await flow.contact(acme, { phone: phoneIn('212') });
    clock.mockReturnValue(localTime('America/New_York', 2, 12));
    await flow.add(acme, listId, [ny]);
    await flow.settle();
    expect((await flow.enrolments(campaignId))[0].status).toBe('sent');
    const [row]: { id: string }[] = await flow.db.query(
      `WITH due AS (
         UPDATE follow_ups SET due_at = now() - interval '1 minute'
          WHERE enrolment_id = (SELECT id FROM enrolments WHERE campaign_id = $1) RETURNING id)
       SELECT id FROM due`,
      [campaignId],
    );
    clock.mockReturnValue(localTime('America/New_York', 2, 23));
    await t.app.get(DispatchQueue).sweep();
    await flow.settle();
    const [held] = await flow.db.query(
      `SELECT status, due_at AS "dueAt", waiting_for_quiet_hours AS w FROM follow_ups WHERE id = $1`,
      [row.id],
    );
    expect(held).toEqual({
      status: 'pending',
      dueAt: localTime('America/New_York', 3, 8),
      w: true,
    });
    expect((await campaign(campaignId)).stats).toMatchObject({ waitingForQuietHours: 1 });
  });

  /** The time of the held row comes (the database's clock is moved by back-dating the row). */
  async function releaseAndRun(enrolmentId: string): Promise<void> {
    await flow.db.query(
      `UPDATE enrolments SET dispatch_at = now() - interval '1 minute' WHERE id = $1`,
      [enrolmentId],
    );
    await t.app.get(DispatchQueue).sweep();
    await flow.settle();
  }
});
