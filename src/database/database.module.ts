import {
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import type { EntityList } from './data-source';
import { Database } from './database';

/**
 * Opens the database once per process (embedded or `DATABASE_URL`, migrations applied) and
 * provides its TypeORM `DataSource` to repositories. Closed last on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * @param role written in the embedded lock file (`all`, `api`, `worker`, `cli`).
   * @param attachToRunning see `Database.open` (true for the operator CLI).
   * @param entities the entity classes, assembled by the modules (`src/entities.ts`).
   */
  static register(options: {
    role: string;
    attachToRunning: boolean;
    entities: EntityList;
  }): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: Database,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => Database.open(config, options.role, options),
        },
        {
          provide: DataSource,
          inject: [Database],
          useFactory: (database: Database) => database.dataSource,
        },
      ],
      exports: [Database, DataSource],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
