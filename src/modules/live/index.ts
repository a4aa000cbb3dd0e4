/** The public surface of the live module: what other modules may use (docs/architecture.md#boundaries). */
export { LiveHub } from './live-hub';
export { LiveModule } from './live.module';
