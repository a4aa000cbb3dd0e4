import { startTestApp, type TestApp } from '../support/app-factory';
import { CampaignFlow } from '../support/campaign-flow';
import { createAccount, type TestAccount } from '../support/factories';

/**
 * docs/data-lifecycle.md#deleting-lists-templates-and-campaigns: rename/delete lists, delete
 * templates, archive campaigns.
 */
describe('Deleting lists and templates, archiving campaigns', () => {
  let t: TestApp;
  let flow: CampaignFlow;
  let acme: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    flow = new CampaignFlow(t);
    acme = await createAccount(t.app);
    other = await createAccount(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const api = () => t.api.as(acme.apiKey);

  it('renames a list with the create rules', async () => {
    const listId = await flow.list(acme);
    const res = await api().patch(`/v1/lists/${listId}`, { name: '  VIP  ' }).expect(200);
    expect(res.body).toMatchObject({ id: listId, name: 'VIP', memberCount: 0 });
    const bad = await api().patch(`/v1/lists/${listId}`, { name: '   ' }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    await t.api.as(other.apiKey).patch(`/v1/lists/${listId}`, { name: 'x' }).expect(404);
    expect((await api().get(`/v1/lists/${listId}`).expect(200)).body.name).toBe('VIP');
  });

  it('a list in use by a live campaign cannot be deleted; once paused and archived it can, members stay', async () => {
    const { campaignId, listId } = await flow.liveCampaign(acme);
    const contactId = await flow.contact(acme);
    await flow.add(acme, listId, [contactId]);
    await flow.settle();
    const refused = await api().delete(`/v1/lists/${listId}`).expect(409);
    expect(refused.body.error.code).toBe('CONFLICT');
    expect(refused.body.error.message).toContain(campaignId);
    // Said in words, naming the campaign, as the app shows it.
    const { name } = (await api().get(`/v1/campaigns/${campaignId}`).expect(200)).body;
    expect(refused.body.error.message).toBe(
      `This list is used by the live campaign “${name}” (${campaignId}); pause that campaign first.`,
    );
    await api().get(`/v1/lists/${listId}`).expect(200);

    await t.api.as(other.apiKey).delete(`/v1/lists/${listId}`).expect(404);
    await api().post(`/v1/campaigns/${campaignId}/pause`).expect(200);
    await api().delete(`/v1/lists/${listId}`).expect(204);
    await api().get(`/v1/lists/${listId}`).expect(404);
    await api().delete(`/v1/lists/${listId}`).expect(404);
    await api().get(`/v1/contacts/${contactId}`).expect(200);
    const campaign = (await api().get(`/v1/campaigns/${campaignId}`).expect(200)).body;
    expect(campaign.listId).toBeNull();
    const launch = await api().post(`/v1/campaigns/${campaignId}/launch`).expect(409);
    expect(launch.body.error.code).toBe('CAMPAIGN_NOT_LAUNCHABLE');
  });

  it('archives a paused campaign: pending sends cancelled, read-only, hidden unless ?status=archived', async () => {
    const { campaignId, listId, templateId } = await flow.liveCampaign(acme, {
      throttlePerMinute: 1,
    });
    await flow.add(acme, listId, await flow.contacts(acme, 4));
    await flow.waitForSent(campaignId, 1);
    const live = await api().post(`/v1/campaigns/${campaignId}/archive`).expect(409);
    expect(live.body.error.code).toBe('CONFLICT');

    // A template used by a campaign that is not archived cannot be deleted.
    const inUse = await api().delete(`/v1/templates/${templateId}`).expect(409);
    expect(inUse.body.error.code).toBe('CONFLICT');

    await api().post(`/v1/campaigns/${campaignId}/pause`).expect(200);
    const archived = await api().post(`/v1/campaigns/${campaignId}/archive`).expect(200);
    expect(archived.body.status).toBe('archived');
    const enrolments = await flow.enrolments(campaignId);
    expect(enrolments.filter((e) => e.status === 'sent')).toHaveLength(1);
    expect(enrolments.filter((e) => e.skipReason === 'campaign_archived')).toHaveLength(3);
    await api().post(`/v1/campaigns/${campaignId}/archive`).expect(200); // unchanged

    expect(
      (await api().patch(`/v1/campaigns/${campaignId}`, { name: 'New' }).expect(409)).body.error
        .code,
    ).toBe('CONFLICT');
    await api().post(`/v1/campaigns/${campaignId}/launch`).expect(409);

    const visible = await api().get('/v1/campaigns?limit=200').expect(200);
    expect(visible.body.data.map((c: { id: string }) => c.id)).not.toContain(campaignId);
    const onlyArchived = await api().get('/v1/campaigns?limit=200&status=archived').expect(200);
    expect(onlyArchived.body.data.map((c: { id: string }) => c.id)).toEqual([campaignId]);
    await api().get('/v1/campaigns?status=gone').expect(400);

    // Now only an archived campaign uses the template: it can be deleted.
    await t.api.as(other.apiKey).delete(`/v1/templates/${templateId}`).expect(404);
    await api().delete(`/v1/templates/${templateId}`).expect(204);
    await api().get(`/v1/templates/${templateId}`).expect(404);
    await api().delete(`/v1/templates/${templateId}`).expect(404);
    await t.api.as(other.apiKey).post(`/v1/campaigns/${campaignId}/archive`).expect(404);
  });

  it('a template used only as a follow-up of a draft campaign cannot be deleted', async () => {
    const opening = await flow.approvedTemplate(acme);
    const follow = await flow.approvedTemplate(acme);
    const listId = await flow.list(acme);
    await api()
      .post('/v1/campaigns', {
        name: 'Draft',
        listId,
        openingTemplateId: opening,
        followUps: [{ afterMinutes: 30, templateId: follow }],
      })
      .expect(201);
    await api().delete(`/v1/templates/${follow}`).expect(409);
    const unused = await flow.approvedTemplate(acme);
    await api().delete(`/v1/templates/${unused}`).expect(204);
  });
});
