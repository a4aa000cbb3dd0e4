import { DataSource } from 'typeorm';
import { afterCommit } from '../../src/database/transaction';
import { DispatchQueue } from '../../src/modules/campaigns/dispatch.queue';
import { OutboxService } from '../../src/common/outbox/outbox.service';
import { ContactsService } from '../../src/modules/contacts/contacts.service';
import { OutboundService } from '../../src/modules/messaging/outbound/outbound.service';
import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow, nextPhone } from '../support/campaign-flow';
import { createAccount } from '../support/factories';

/**
 * The campaign's rate is shared by every worker (docs/campaigns.md#pacing): two worker
 * instances on one database (and, on PostgreSQL + Redis, one Bull queue) never send more than
 * `throttlePerMinute / 60` messages in any one-second window, measured from the messages' sent
 * times. Not timed: the assertion holds however slow the machine is.
 *
 * Each in-process queue is its own process's: on the embedded runtime the enrolments' jobs go to
 * whichever process relayed the list addition, and the other sees a send only when its sweeper
 * finds one more than 2 s late. So the test gives the second worker the same jobs (a duplicate
 * job is harmless: the claim decides; on Bull the same job id is a no-op), and both race for
 * every send, as two workers on one Bull queue do.
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
    // sends each worker committed (a claimed send that rolled back for spacing does not count)
    const sent = [0, 0];
    [t, second].forEach((app, index) => {
      const outbound = app.app.get(OutboundService);
      const prepare = outbound.prepare.bind(outbound);
      outbound.prepare = async (manager, request) => {
        const prepared = await prepare(manager, request);
        afterCommit(manager, () => {
          sent[index] += 1;
        });
        return prepared;
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
    // the enrolments are made when the list addition's event is relayed (by either process)
    let enrolments: { id: string; dispatchAt: Date }[] = [];
    for (const deadline = Date.now() + 30_000; enrolments.length < contacts;) {
      if (Date.now() > deadline) throw new Error(`only ${enrolments.length} enrolments after 30 s`);
      await t.app.get(OutboxService).drain();
      enrolments = await t.app
        .get(DataSource)
        .query(`SELECT id, dispatch_at AS "dispatchAt" FROM enrolments WHERE campaign_id = $1`, [
          campaignId,
        ]);
    }
    await second.app
      .get(DispatchQueue)
      .enqueueDispatch(
        enrolments.map((e) => ({ accountId: account.id, enrolmentId: e.id, at: e.dispatchAt })),
      );
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
    expect(sent[0]).toBeGreaterThan(0);
    expect(sent[1]).toBeGreaterThan(0);
    expect(sent[0] + sent[1]).toBe(contacts);
  }, 180_000);
});
