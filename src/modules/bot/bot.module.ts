import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { AccountsModule } from '../accounts';
import { CampaignsModule } from '../campaigns';
import { ContactsModule } from '../contacts';
import { MessagingModule } from '../messaging';
import { BotResponder, createBotResponder } from './bot-responder';
import { BotService } from './bot.service';

/**
 * The AI bot and opt-out words (docs/bot.md): answers inbound messages in conversations
 * it owns, through the OpenAI-compatible model when `BOT_API_BASE_URL`/`BOT_API_KEY`/`BOT_MODEL`
 * are set, else the rule-based bot.
 */
@Module({
  imports: [MessagingModule, ContactsModule, CampaignsModule, AccountsModule],
  providers: [
    BotService,
    { provide: BotResponder, inject: [AppConfig], useFactory: createBotResponder },
  ],
})
export class BotModule {}
