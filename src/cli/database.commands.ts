import { Command, CommandRunner } from 'nest-commander';
import { Database } from '../database/database';
import { printJson } from './output';

/** `db:migrate`: applies pending migrations (opening the database does it) and prints `{applied: [names]}`. */
@Command({ name: 'db:migrate', description: 'Apply pending database migrations' })
export class MigrateCommand extends CommandRunner {
  constructor(private readonly database: Database) {
    super();
  }

  async run(): Promise<void> {
    printJson({ database: this.database.description, applied: this.database.appliedMigrations });
  }
}
