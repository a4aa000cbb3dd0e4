import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

/** The app's outgoing mail (`Mailer`). */
@Module({
  providers: [Mailer],
  exports: [Mailer],
})
export class MailModule {}
