import { DispatchService } from '../../src/modules/campaigns/dispatch.service';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount } from '../support/factories';

/**
 * The campaign's rate is shared by every worker (docs/campaigns.md#pacing): two worker
 * instances on one database (and, on PostgreSQL + Redis, one Bull queue) never send more than
 * `throttlePerMinute / 60` messages in any one-second window, measured from the messages' sent
 * times. Not timed: the assertion holds however slow the machine is.
 */
describe('Campaign rate with two workers', () => {
  let t: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const shared = {
      RATE_LIMIT_PER_MINUTE: '100000',
      DISPATCH_SWEEP_MS: '200',
      REDIS_KEY_PREFIX: `parley-rate-${process.pid}-${Date.now().toString(36)}`,
    };
    t = await startTestApp({ env: shared });
    second = await startTestApp({
      database: t.database,
      env: { ...shared, APP_ROLE: 'worker', DATABASE_URL: t.databaseUrl },
    });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('never sends above the rate in any one-second window, with both workers sending', async () => {
    const runs = [0, 0];
    [t, second].forEach((app, index) => {
      const dispatch = app.app.get(DispatchService);
      const original = dispatch.dispatch.bind(dispatch);
      dispatch.dispatch = async (data) => {
        runs[index] += 1;
        return original(data);
      };
    });
    const flow = new CampaignFlow(t);
    const account = await createAccount(t.app);
    const perSecond = 20;
    const contacts = 70;
    const { campaignId, listId } = await flow.liveCampaign(account, {
      throttlePerMinute: perSecond * 60,
    });
    const ids = (
      await t.app.get(ContactsService).intake(
        account.id,
        Array.from({ length: contacts }, () => ({
          firstName: 'Lead',
          lastName: null,
          phone: nextPhone(),
          email: null,
          emailKey: null,
          customFields: {},
        })),
      )
    ).map((result) => result.contact.id);
    const answer = await flow.add(account, listId, ids);
    expect(answer.campaigns).toEqual([{ campaignId, dispatch: 'queued', enrolled: contacts }]);
    await flow.waitForSent(campaignId, contacts, 90_000);

    const sentAt = (await flow.messages(campaignId))
      .map((message) => message.sentAt!.getTime())
      .sort((a, b) => a - b);
    expect(sentAt).toHaveLength(contacts);
    // any window [x, x + 1 s) holds at most `perSecond` sends ⇔ sends `perSecond` apart are ≥ 1 s apart
    const busiest = Math.max(
      ...sentAt.map(
        (start) => sentAt.filter((time) => time >= start && time < start + 1000).length,
      ),
    );
    expect(busiest).toBeLessThanOrEqual(perSecond);
    for (let i = perSecond; i < sentAt.length; i++) {
      expect(sentAt[i] - sentAt[i - perSecond]).toBeGreaterThanOrEqual(1000);
    }
    expect(runs[0]).toBeGreaterThan(0);
    expect(runs[1]).toBeGreaterThan(0);
  }, 180_000);
});
