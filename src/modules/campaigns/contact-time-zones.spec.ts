import { ContactTimeZones } from './contact-time-zones';

describe('ContactTimeZones (docs/campaigns.md#quiet-hours)', () => {
  const zones = new ContactTimeZones();

  it.each([
    ['+12125550123', 'America/New_York'], // New York area code: one zone
    ['+13105550123', 'America/Los_Angeles'],
    ['+4930123456', 'Europe/Berlin'],
    ['+18005550100', 'Europe/Madrid'], // toll-free: every +1 zone, so the account's
    ['+447911123456', 'Europe/Madrid'], // UK mobiles: London, Guernsey, Isle of Man
    [null, 'Europe/Madrid'], // no phone
    ['not a phone', 'Europe/Madrid'],
  ])('%s → %s (account in Europe/Madrid)', async (phone, zone) => {
    await expect(zones.zoneOf(phone, 'Europe/Madrid')).resolves.toBe(zone);
  });

  it('remembers a number it looked up: 100 lookups take less than 100 decodes of the package data would (4-8 ms each)', async () => {
    await zones.zoneOf('+12015550123', 'UTC');
    const started = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) await zones.zoneOf('+12015550123', 'UTC');
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(200);
  });
});
