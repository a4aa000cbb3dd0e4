import type { LeadRow } from './lead-rows';
import { consentOf } from './run-intake';

const lead = (customFields: Record<string, string>): LeadRow => ({
  row: 2,
  phone: '+14155552671',
  firstName: null,
  lastName: null,
  email: null,
  customFields,
});

describe('consentOf (docs/contacts.md#consent)', () => {
  it.each(['yes', 'YES', 'y', 'true', '1', 'on'])('consent %j with submitted_at → at', (yes) => {
    expect(consentOf(lead({ consent: yes, submitted_at: '2026-11-02T08:08:57.350Z' }))).toEqual({
      source: 'funnel_export',
      at: '2026-11-02T08:08:57.350Z',
    });
  });

  it('a submitted_at that is not an ISO date-time is left to the API (the time of the call)', () => {
    expect(consentOf(lead({ consent: 'yes', submitted_at: '02/11/2026' }))).toEqual({
      source: 'funnel_export',
    });
    expect(consentOf(lead({ consent: 'yes' }))).toEqual({ source: 'funnel_export' });
  });

  it.each(['no', 'false', '0', '', 'maybe'])('consent %j → none', (no) => {
    expect(consentOf(lead({ consent: no, submitted_at: '2026-11-02T08:08:57.350Z' }))).toBeNull();
  });

  it('no consent column → none', () => {
    expect(consentOf(lead({}))).toBeNull();
  });
});
