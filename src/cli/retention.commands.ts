import { Command, CommandRunner } from 'nest-commander';
import { RetentionService } from '../retention/retention.service';
import { printJson } from './output';

/**
 * `retention:run` (docs/data-lifecycle.md#retention): one retention run now, with the running
 * service's settings; prints `{skipped, purged: {table: rows}, durationMs}` (`skipped`: another
 * run held the cluster-wide lock).
 */
@Command({
  name: 'retention:run',
  description: 'Delete expired operational rows once and print the counts',
})
export class RetentionRunCommand extends CommandRunner {
  constructor(private readonly retention: RetentionService) {
    super();
  }

  async run(): Promise<void> {
    printJson(await this.retention.run());
  }
}
