import { Command, CommandRunner } from 'nest-commander';
import { UnprocessedEventsService } from '../modules/channels';
import { printJson } from './output';

/**
 * `channels:retry-unprocessed` (docs/channels.md#unprocessed-events): reads every unprocessed
 * provider event again with the current parser; what now reads is recorded (the running
 * service's relay delivers it) and marked processed. Prints `{tried, processed, unprocessed}`.
 */
@Command({
  name: 'channels:retry-unprocessed',
  description:
    'Read unprocessed provider events again with the current parser and print the counts',
})
export class RetryUnprocessedCommand extends CommandRunner {
  constructor(private readonly unprocessed: UnprocessedEventsService) {
    super();
  }

  async run(): Promise<void> {
    printJson(await this.unprocessed.retryAll());
  }
}
