/** The public surface of the imports module: what other modules may use (docs/architecture.md#boundaries). */
export { ImportsModule } from './imports.module';
