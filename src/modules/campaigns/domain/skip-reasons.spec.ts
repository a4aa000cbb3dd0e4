import { type DispatchFacts, skipReason } from './skip-reasons';

const sendable: DispatchFacts = {
  campaignStatus: 'live',
  templateStatus: 'approved',
  contactPhone: '+14155552671',
  contactOptedOut: false,
  contactWrote: false,
};

describe('skipReason (product.md section 7)', () => {
  it('sends when nothing stands in the way', () => {
    expect(skipReason(sendable, 'opening')).toBeNull();
    expect(skipReason(sendable, 'follow_up')).toBeNull();
  });

  it.each<[Partial<DispatchFacts>, string]>([
    [{ campaignStatus: 'paused' }, 'campaign_not_live'],
    [{ campaignStatus: 'draft' }, 'campaign_not_live'],
    [{ templateStatus: 'pending' }, 'template_not_approved'],
    [{ templateStatus: 'paused' }, 'template_not_approved'],
    [{ templateStatus: 'disabled' }, 'template_not_approved'],
    [{ templateStatus: null }, 'template_not_approved'],
    [{ contactPhone: null }, 'no_phone'],
    [{ contactOptedOut: true }, 'opted_out'],
    [{ contactWrote: true }, 'contact_messaged_first'],
  ])('%j → %s', (change, reason) => {
    expect(skipReason({ ...sendable, ...change }, 'opening')).toBe(reason);
  });

  it('a follow-up to a contact who replied is contact_replied', () => {
    expect(skipReason({ ...sendable, contactWrote: true }, 'follow_up')).toBe('contact_replied');
  });

  it('reports the first reason in the contract order', () => {
    expect(
      skipReason(
        {
          campaignStatus: 'paused',
          templateStatus: null,
          contactPhone: null,
          contactOptedOut: true,
          contactWrote: true,
        },
        'opening',
      ),
    ).toBe('campaign_not_live');
  });
});
