/** The public surface of the bot module: what other modules may use (docs/architecture.md#boundaries). */
export { BotModule } from './bot.module';
