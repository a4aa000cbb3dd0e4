import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time source of rules that depend on "now" at the application level (messaging windows:
 * WhatsApp's 24 h, Meta's 24 h and 7 days). One injectable object, so a test can move time
 * (`jest.spyOn(app.get(Clock), 'now')`) instead of sleeping or back-dating rows. Database
 * timestamps (`now()`, `clock_timestamp()`) stay the database's.
 */
@Injectable()
export class Clock {
  /** The current time. */
  now(): Date {
    return new Date();
  }
}

/** Provides the one {@link Clock} to every module. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
