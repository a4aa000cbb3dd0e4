import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Database } from './database';

/**
 * Opens the database once per process (embedded or `DATABASE_URL`, migrations applied) and
 * provides its TypeORM `DataSource` to repositories. Closed last on shutdown.
 */
@Global()
@Module({
  providers: [
    {
      provide: Database,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => Database.open(config, config.APP_ROLE),
    },
    { provide: DataSource, inject: [Database], useFactory: (database: Database) => database.dataSource },
  ],
  exports: [Database, DataSource],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
