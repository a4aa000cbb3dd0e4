import { BotService } from '../../src/modules/bot/bot.service';
import { ImportsService } from '../../src/modules/imports/imports.service';
import { startTestApp } from '../support/app-factory';

/**
 * The start-up checks the handlers against src/events.ts and src/queue/jobs.ts
 * (docs/architecture.md#events-jobs-and-hooks): an application whose job or outbox event has no
 * handler does not start, and says which.
 */
describe('Start-up: every event and job has its handler', () => {
  it('refuses to start when a job has no handler, naming the job', async () => {
    // the bot's service replaced by a plain object: `bot.reply` and its event handler are gone
    await expect(startTestApp({ overrideProviders: [[BotService, {}]] })).rejects.toThrow(
      /job "bot\.reply" has no handler/,
    );
  });

  it('refuses to start when an outbox event has no handler, naming the event', async () => {
    await expect(startTestApp({ overrideProviders: [[ImportsService, {}]] })).rejects.toThrow(
      /outbox event "ImportRequested" has no handler/,
    );
  });

  it('starts with every handler in place', async () => {
    const t = await startTestApp();
    await t.close();
  });
});
