import { type DispatchFacts, skipReason } from './skip-reasons';

const sendable: DispatchFacts = {
  campaignStatus: 'live',
  templateStatus: 'approved',
  channel: 'whatsapp',
  contactAddress: '+14155552671',
  contactOptedOut: false,
  contactWrote: false,
  trigger: 'list',
};

/** An entry-point send on Messenger to a person with a PSID. */
const messenger: DispatchFacts = {
  ...sendable,
  channel: 'messenger',
  contactAddress: '2468013579246801',
  trigger: 'entry_point',
};

describe('skipReason (docs/campaigns.md#skip-reasons)', () => {
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
    [{ contactAddress: null }, 'no_phone'],
    [{ channel: 'sms', contactAddress: null }, 'no_phone'],
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
          channel: 'whatsapp',
          contactAddress: null,
          contactOptedOut: true,
          contactWrote: true,
          trigger: 'list',
        },
        'opening',
      ),
    ).toBe('campaign_not_live');
  });
});

describe('skipReason on Messenger and Instagram (docs/campaigns.md#entry-points)', () => {
  it('a person with a PSID/IGSID and no phone is sent to, never skipped no_phone', () => {
    expect(skipReason(messenger, 'opening')).toBeNull();
    expect(skipReason({ ...messenger, channel: 'instagram' }, 'opening')).toBeNull();
  });

  it('without an id on the connected Page or account: no_channel_identity', () => {
    expect(skipReason({ ...messenger, contactAddress: null }, 'opening')).toBe(
      'no_channel_identity',
    );
    expect(
      skipReason({ ...messenger, channel: 'instagram', contactAddress: null }, 'opening'),
    ).toBe('no_channel_identity');
  });

  it('the person wrote (that is how they arrived): the entry point’s opening still goes', () => {
    expect(skipReason({ ...messenger, contactWrote: true }, 'opening')).toBeNull();
  });

  it('a follow-up after the person replied is still contact_replied', () => {
    expect(skipReason({ ...messenger, contactWrote: true }, 'follow_up')).toBe('contact_replied');
  });

  it('a comment answered already is not answered again; opt-out comes first', () => {
    expect(skipReason({ ...messenger, commentAnswered: true }, 'opening')).toBe(
      'comment_already_answered',
    );
    expect(
      skipReason({ ...messenger, commentAnswered: true, contactOptedOut: true }, 'opening'),
    ).toBe('opted_out');
  });
});
