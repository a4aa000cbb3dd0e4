/** The public surface of the custom-channel module: what other modules may use (docs/architecture.md#boundaries). */
export { CustomChannelModule } from './custom-channel.module';
