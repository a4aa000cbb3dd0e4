import fc from 'fast-check';
import {
  canTransition,
  initialStatus,
  isTemplateStatus,
  statusChange,
  TEMPLATE_STATUSES,
  type TemplateStatus,
} from './template-status';

/** Every allowed change; every other pair of different statuses is refused. */
const ALLOWED: [TemplateStatus, TemplateStatus][] = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
  ['approved', 'paused'],
  ['approved', 'disabled'],
  ['approved', 'pending'],
  ['paused', 'approved'],
  ['paused', 'disabled'],
  ['paused', 'pending'],
  ['rejected', 'approved'],
  ['rejected', 'pending'],
  ['disabled', 'approved'],
];
const isAllowed = (from: TemplateStatus, to: TemplateStatus) =>
  ALLOWED.some(([a, b]) => a === from && b === to);
const ALL_PAIRS = TEMPLATE_STATUSES.flatMap((from) =>
  TEMPLATE_STATUSES.map((to) => [from, to] as [TemplateStatus, TemplateStatus]),
);

describe('canTransition / statusChange (the whole table)', () => {
  it.each(ALL_PAIRS)('%s → %s', (from, to) => {
    const expected = from === to ? 'unchanged' : isAllowed(from, to) ? 'change' : 'refused';
    expect(statusChange(from, to)).toBe(expected);
    expect(canTransition(from, to)).toBe(expected === 'change');
  });

  it('refuses the notable ones', () => {
    expect(canTransition('approved', 'rejected')).toBe(false);
    expect(canTransition('pending', 'paused')).toBe(false);
    expect(canTransition('disabled', 'paused')).toBe(false);
    expect(canTransition('disabled', 'pending')).toBe(false);
  });

  it('a status to itself is never a change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATE_STATUSES), (status) => {
        expect(canTransition(status, status)).toBe(false);
        expect(statusChange(status, status)).toBe('unchanged');
      }),
    );
  });

  it('every status can reach approved, and approved is reachable from pending in one step', () => {
    for (const status of TEMPLATE_STATUSES) {
      if (status !== 'approved') {
        const reachable = new Set<TemplateStatus>([status]);
        for (let round = 0; round < TEMPLATE_STATUSES.length; round += 1) {
          for (const [from, to] of ALL_PAIRS)
            if (reachable.has(from) && canTransition(from, to)) reachable.add(to);
        }
        expect(reachable.has('approved')).toBe(true);
      }
    }
  });
});

describe('initialStatus', () => {
  it('WhatsApp templates start pending; SMS, Messenger and Instagram templates approved', () => {
    expect(initialStatus('whatsapp')).toBe('pending');
    expect(initialStatus('sms')).toBe('approved');
    expect(initialStatus('messenger')).toBe('approved');
    expect(initialStatus('instagram')).toBe('approved');
  });
});

describe('isTemplateStatus', () => {
  it.each([...TEMPLATE_STATUSES])('accepts %s', (status) => {
    expect(isTemplateStatus(status)).toBe(true);
  });
  it.each(['APPROVED', 'flagged', '', null, undefined, 1, {}])('refuses %j', (value) => {
    expect(isTemplateStatus(value)).toBe(false);
  });
});
