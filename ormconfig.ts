import 'reflect-metadata';
import { config as loadDotenv } from 'dotenv';
import { loadConfig } from './src/config/app-config';
import { createDataSource } from './src/database/data-source';
import { ENTITIES } from './src/entities';

/**
 * The DataSource for TypeORM's own CLI (`npx typeorm -d dist/ormconfig.js migration:show`),
 * with the same entities and migrations as the service. It needs `DATABASE_URL`: for the
 * embedded database, start the service and use the URL it writes to
 * `DATA_DIR/embedded-postgres.json`, or simply run `npm run cli -- db:migrate`.
 */
loadDotenv({ quiet: true });
const config = loadConfig(process.env);
if (!config.DATABASE_URL) {
  throw new Error('ormconfig.ts needs DATABASE_URL (see README: "Database and migrations").');
}
export default createDataSource(config.DATABASE_URL, 2, ENTITIES);
