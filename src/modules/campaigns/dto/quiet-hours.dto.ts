import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { QUIET_HOURS_TIME } from '../domain/quiet-hours';

const TIME_MESSAGE = 'must be a 24-hour time HH:MM, such as 21:00';

/**
 * A campaign's quiet hours (docs/campaigns.md#quiet-hours): local wall-clock times in the
 * contact's time zone; `start` after `end` crosses midnight.
 */
export class QuietHoursDto {
  @ApiProperty({
    example: '21:00',
    pattern: QUIET_HOURS_TIME.source,
    description: 'Local time (24-hour `HH:MM`) from which sends wait; a send due at it waits.',
  })
  @IsString()
  @Matches(QUIET_HOURS_TIME, { message: TIME_MESSAGE })
  start!: string;

  @ApiProperty({
    example: '08:00',
    pattern: QUIET_HOURS_TIME.source,
    description:
      'Local time (24-hour `HH:MM`) at which waiting sends go; before `start` means the next morning. Must differ from `start`.',
  })
  @IsString()
  @Matches(QUIET_HOURS_TIME, { message: TIME_MESSAGE })
  end!: string;
}

/** OpenAPI description of a campaign's `quietHours` (request and response). */
export const QUIET_HOURS_DESCRIPTION =
  "Quiet hours: an opening or follow-up due between `start` and `end` on the contact's local clock waits until `end` (it is not skipped, and the campaign's other sends go on). The contact's time zone is the one zone of their phone number (libphonenumber's data), else the account's `timeZone`. Default on for `sms` campaigns (21:00-08:00, the US TCPA hours), null (none) for other channels; null turns them off. `start` equal to `end` is 400 `VALIDATION_FAILED` naming `quietHours`. See docs/campaigns.md#quiet-hours.";
