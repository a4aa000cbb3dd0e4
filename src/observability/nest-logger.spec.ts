import { Logger } from '@nestjs/common';
import pino from 'pino';
import { Writable } from 'node:stream';
import { NestPinoLogger } from './nest-logger';

/** A pino logger writing to an array of parsed lines. */
function capture(level = 'info'): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe('NestPinoLogger', () => {
  afterEach(() => Logger.overrideLogger(true));

  it('writes a service Logger line with its class as context and its object merged', () => {
    const { logger, lines } = capture();
    Logger.overrideLogger(new NestPinoLogger(logger));
    new Logger('OutboundService').warn({ messageId: 'm1', attempt: 2 }, 'retry later');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        context: 'OutboundService',
        messageId: 'm1',
        attempt: 2,
        msg: 'retry later',
      }),
    ]);
  });

  it('maps each Nest method to its pino level and skips disabled levels', () => {
    const { logger, lines } = capture('debug');
    const nest = new NestPinoLogger(logger);
    nest.verbose('v', 'Ctx');
    nest.debug('d', 'Ctx');
    nest.log('l', 'Ctx');
    nest.error('e', 'Ctx');
    nest.fatal('f', 'Ctx');
    expect(lines.map((line) => [line.level, line.msg, line.context])).toEqual([
      [20, 'd', 'Ctx'],
      [30, 'l', 'Ctx'],
      [50, 'e', 'Ctx'],
      [60, 'f', 'Ctx'],
    ]);
  });

  it('logs an Error under err, with its stack', () => {
    const { logger, lines } = capture();
    new NestPinoLogger(logger).error(new Error('boom'), 'Ctx');
    expect(lines[0]).toMatchObject({ context: 'Ctx', err: { message: 'boom', type: 'Error' } });
    expect(String((lines[0].err as { stack: string }).stack)).toContain('boom');
  });

  it("reads Nest exception handlers' (message, stack, context) as an error with that stack", () => {
    const { logger, lines } = capture();
    const stack = 'Error: boom\n    at handler (file.ts:1:1)';
    new NestPinoLogger(logger).error('boom', stack, 'ExceptionsHandler');
    expect(lines[0]).toMatchObject({
      context: 'ExceptionsHandler',
      err: { message: 'boom', stack },
    });
  });

  it('uses the parameters before the context as interpolation values', () => {
    const { logger, lines } = capture();
    new NestPinoLogger(logger).log('mapped %s', 'GET /v1/contacts', 'RouterExplorer');
    expect(lines[0]).toMatchObject({ msg: 'mapped GET /v1/contacts', context: 'RouterExplorer' });
  });
});
