import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiOperation,
  ApiProduces,
  ApiPropertyOptional,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Request, Response } from 'express';
import { ValidationFailedError } from '../../common/errors';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { LiveEvents } from '../../common/outbox/live-events';
import { AppConfig } from '../../config/app-config';
import {
  type Account,
  type Caller,
  CurrentAccount,
  CurrentCaller,
  LongLived,
  restrictedTo,
} from '../accounts';
import { LiveHub, type LiveStream } from './live-hub';

/** `GET /v1/events` query. */
export class LiveEventsQueryDto {
  @ApiPropertyOptional({
    example: '1042',
    description:
      'Resume after this event id, for clients that cannot send the `Last-Event-ID` header (the header wins when both are given).',
  })
  @IsOptional()
  @IsString()
  lastEventId?: string;
}

/** How long a client waits before reconnecting (the stream's `retry:` field): ms. */
const RECONNECT_MS = 2000;

/** An event id as a client sends it back: digits only. */
function parseEventId(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,15}$/.test(value)) {
    throw new ValidationFailedError([
      { field: 'Last-Event-ID', message: 'must be an event id this stream sent (digits)' },
    ]);
  }
  return Number(value);
}

/** The live event stream (docs/conversations.md#live-events). */
@ApiTags('Events')
@Controller()
export class LiveController {
  constructor(
    private readonly hub: LiveHub,
    private readonly live: LiveEvents,
    private readonly config: AppConfig,
  ) {}

  @Get('events')
  @LongLived()
  @ApiOperation({
    operationId: 'liveEvents',
    summary: "The account's live events (Server-Sent Events)",
    description:
      'A `text/event-stream` of the account\'s `message.created`, `message.status_changed` and `conversation.updated` (the webhooks\' events, with the same `data`), each as `id: <n>`, `event: <type>`, `data: {"type", "data"}`; ids grow in commit order. ' +
      'With `Last-Event-ID` (the header EventSource sends when it reconnects, or `lastEventId`) it resumes after that id: every event committed since is sent once, none missed, none twice, within the 24 h the events are kept; an older id gets `event: resync` first (reload what you show) and then new events. Without it, events from now on. ' +
      "A comment line (`: heartbeat`) every 15 s. Every process's events reach every subscriber (PostgreSQL LISTEN/NOTIFY). A client that does not read (more than 256 KiB unsent) is disconnected; it resumes with `Last-Event-ID`. Session or API key. " +
      'An agent restricted to the conversations assigned to them receives only the events of those (checked when each event is read), and the `conversation.updated` (`change: "assignee"`, with `previousAssigneeId`) that takes one away from them, as the last event of it they get.',
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'Resume after this event id.',
  })
  @ApiResponse({
    status: 200,
    description: 'The stream.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors('VALIDATION_FAILED')
  async stream(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Headers('last-event-id') header: string | undefined,
    @Query() query: LiveEventsQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const resumeFrom = parseEventId(header ?? query.lastEventId);
    const latest = await this.live.latestId(account.id);
    const resync =
      resumeFrom !== undefined &&
      (resumeFrom > latest || !(await this.live.retainedAfter(resumeFrom)));
    const maxBuffer = this.config.EVENTS_MAX_BUFFER_BYTES;
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    req.socket.setTimeout(0);
    res.write(`retry: ${RECONNECT_MS}\n\n`);
    if (resync) {
      res.write(
        `id: ${latest}\nevent: resync\ndata: ${JSON.stringify({ type: 'resync', data: { reason: 'events after this id are no longer kept: reload' } })}\n\n`,
      );
    }
    const stream: LiveStream = {
      accountId: account.id,
      onlyAssignee: restrictedTo(caller) ?? undefined,
      lastId: resumeFrom === undefined || resync ? latest : resumeFrom,
      write: (chunk) => {
        if (res.destroyed || res.writableEnded) return false;
        res.write(chunk);
        const unsent = res.writableLength + (res.socket?.writableLength ?? 0);
        if (unsent > maxBuffer) {
          res.destroy();
          return false;
        }
        return true;
      },
      end: () => {
        if (!res.writableEnded) res.end();
      },
    };
    res.on('close', () => this.hub.remove(stream));
    this.hub.add(stream);
  }
}
