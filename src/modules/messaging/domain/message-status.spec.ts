import {
  canAdvance,
  type MessageStatus,
  type OutboundStatus,
  statusesBefore,
} from './message-status';

describe('canAdvance (docs/sending.md#message-statuses: outbound status moves only forward)', () => {
  const cases: [MessageStatus, OutboundStatus, boolean][] = [
    ['queued', 'sent', true],
    ['queued', 'delivered', true],
    ['queued', 'read', true],
    ['queued', 'failed', true],
    ['sent', 'delivered', true],
    ['sent', 'read', true],
    ['sent', 'failed', true],
    ['delivered', 'read', true],
    ['delivered', 'sent', false],
    ['delivered', 'failed', false],
    ['read', 'delivered', false],
    ['read', 'sent', false],
    ['read', 'failed', false],
    ['failed', 'sent', false],
    ['failed', 'read', false],
    ['sent', 'sent', false],
    ['sent', 'queued', false],
    ['received', 'sent', false],
  ];
  it.each(cases)('%s → %s: %s', (from, to, expected) => {
    expect(canAdvance(from, to)).toBe(expected);
  });

  it('statusesBefore lists exactly the statuses canAdvance accepts', () => {
    expect(statusesBefore('delivered')).toEqual(['queued', 'sent']);
    expect(statusesBefore('read')).toEqual(['queued', 'sent', 'delivered']);
    expect(statusesBefore('failed')).toEqual(['queued', 'sent']);
    expect(statusesBefore('queued')).toEqual([]);
  });
});
