import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

/**
 * A launch that includes the list's existing members (docs/campaigns.md#existing-members):
 * `POST /v1/campaigns/{id}/launch {includeExistingMembers: true}` enrols the people already in
 * the list through the same pacing as any addition, each at most once, and only for that
 * campaign; without it, nobody already in the list is enrolled.
 */
describe('launching with the existing members of the list (docs/campaigns.md#existing-members)', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  });
  afterAll(() => t.close());

  /** A draft campaign on a new list that already holds `members` contacts. */
  async function draftOnFullList(members: number, settings: Record<string, unknown> = {}) {
    const templateId = await flow.approvedTemplate(acme);
    const listId = await flow.list(acme);
    const ids = await flow.contacts(acme, members);
    await flow.add(acme, listId, ids);
    await flow.settle();
    const created = await t.api
      .as(acme.apiKey)
      .post('/v1/campaigns', {
        name: 'Existing',
        listId,
        openingTemplateId: templateId,
        ...settings,
      })
      .expect(201);
    return { campaignId: created.body.id as string, listId, ids };
  }

  it('without the choice enrols nobody already in the list', async () => {
    const { campaignId } = await draftOnFullList(5);
    await t.api.as(acme.apiKey).post(`/v1/campaigns/${campaignId}/launch`).expect(200);
    await flow.settle();
    expect(await flow.enrolments(campaignId)).toEqual([]);
  });

  it('enrols the 20 members through the throttle, each once, and a second launch adds nobody', async () => {
    const { campaignId, ids } = await draftOnFullList(20, { throttlePerMinute: 600 });
    const res = await t.api
      .as(acme.apiKey)
      .post(`/v1/campaigns/${campaignId}/launch`, { includeExistingMembers: true })
      .expect(200);
    expect(res.body.status).toBe('live');
    await flow.settle();
    const enrolments = await flow.enrolments(campaignId);
    expect(enrolments.map((e) => e.contactId).sort()).toEqual([...ids].sort());
    // paced like one addition of 20: one every 100 ms at 600 per minute, not all at once
    const times = enrolments.map((e) => new Date(e.dispatchAt).getTime()).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++)
      expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(99);
    await flow.waitForSent(campaignId, 20, 30_000);
    const stats = await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
    expect(stats.body.stats).toMatchObject({ enrolled: 20 });

    // asked again (and the outbox event handled twice): nobody is enrolled twice
    await t.api
      .as(acme.apiKey)
      .post(`/v1/campaigns/${campaignId}/launch`, { includeExistingMembers: true })
      .expect(200);
    await flow.settle();
    expect(await flow.enrolments(campaignId)).toHaveLength(20);
    expect(await flow.messages(campaignId)).toHaveLength(20);
  });

  it('enrols only into the launched campaign, not another live campaign on the same list', async () => {
    const { campaignId, listId } = await draftOnFullList(3);
    const older = await flow.liveCampaign(acme, { listId });
    await t.api
      .as(acme.apiKey)
      .post(`/v1/campaigns/${campaignId}/launch`, { includeExistingMembers: true })
      .expect(200);
    await flow.settle();
    expect(await flow.enrolments(campaignId)).toHaveLength(3);
    expect(await flow.enrolments(older.campaignId)).toEqual([]);
  });

  it('refuses a bad body and keeps the campaign as it was; another account gets 404', async () => {
    const { campaignId } = await draftOnFullList(1);
    await t.api
      .as(acme.apiKey)
      .post(`/v1/campaigns/${campaignId}/launch`, { includeExistingMembers: 'yes' })
      .expect(400);
    const now = await t.api.as(acme.apiKey).get(`/v1/campaigns/${campaignId}`).expect(200);
    expect(now.body.status).toBe('draft');
    await t.api
      .as(other.apiKey)
      .post(`/v1/campaigns/${campaignId}/launch`, { includeExistingMembers: true })
      .expect(404);
  });
});
