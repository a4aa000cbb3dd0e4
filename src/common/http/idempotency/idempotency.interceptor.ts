import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { isRejectedByPipes } from '@nestjs/core/internal';
import type { Request, Response } from 'express';
import { type Observable, of } from 'rxjs';
import { IdempotencyService } from './idempotency.service';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  identifyRequest,
  parseIdempotencyKey,
  replayableHeaders,
  type SavedResponse,
} from './idempotent-request';

/** Whether Express's `res.send` serialises this value with `res.json` (objects, numbers, booleans). */
function sentAsJson(body: unknown): boolean {
  return (
    body !== null && body !== undefined && typeof body !== 'string' && !ArrayBuffer.isView(body)
  );
}

/** The bytes `res.send` sends for a string, a buffer or nothing. */
function sentBody(body: unknown): string | Buffer {
  if (typeof body === 'string') return body;
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return '';
}

/**
 * Takes over `res.send` for one call: the status, replayable headers and body about to be sent
 * (by the route, or by the exception filter's envelope) are handed to `onSend`, and only when
 * it has settled are they sent, so a retry that arrives after the client got its answer always
 * finds it saved. A response finished without `send` (a stream) calls `onUnsaved`.
 */
function captureResponse(
  res: Response,
  onSend: (response: SavedResponse) => Promise<void>,
  onUnsaved: () => void,
): void {
  const send = res.send;
  let captured = false;
  res.send = function captureSend(this: Response, body?: unknown) {
    if (sentAsJson(body)) return this.json(body); // json() calls send again with the text
    captured = true;
    res.send = send;
    const response: SavedResponse = {
      status: res.statusCode,
      headers: replayableHeaders(res.getHeaders()),
      body: sentBody(body),
    };
    void onSend(response).finally(() => {
      if (!res.headersSent && !res.destroyed) send.call(res, body);
    });
    return res;
  } as Response['send'];
  res.once('finish', () => {
    if (!captured) onUnsaved();
  });
}

/** Sends a saved response again, with `Idempotent-Replayed: true`, and mutes Nest's own reply. */
function replay(res: Response, saved: SavedResponse): void {
  res.status(saved.status);
  for (const [name, value] of Object.entries(saved.headers)) res.setHeader(name, value);
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.send(saved.body);
  res.send = function mutedSend(this: Response) {
    return this;
  } as Response['send'];
}

/**
 * `Idempotency-Key` on every authenticated `POST` (docs/api.md#idempotency; the rules are
 * `IdempotencyService`'s), per credential (`req.caller.credential`, set by the credential
 * guard; docs/security.md#idempotency-per-credential). Global, after the guards: a request
 * refused by authentication or the rate limit never gets here and saves nothing. Other
 * methods, requests without the header and public routes (no account) pass through untouched.
 *
 * @throws ValidationFailedError 400, field `Idempotency-Key`, for a malformed key;
 * @throws IdempotencyKeyInUseError 409 / IdempotencyKeyReusedError 409 /
 *   IdempotencyKeyMismatchError 422 / IdempotentAnswerErasedError 404 (see the service).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const header = req.headers['idempotency-key'];
    if (req.method !== 'POST' || header === undefined || !req.account || !req.caller)
      return next.handle();

    const key = parseIdempotencyKey(header);
    const start = await this.idempotency.begin(
      req.account.id,
      req.caller.credential,
      key,
      identifyRequest(req),
    );
    if (start.kind === 'replay') {
      replay(res, start.response);
      return of(null);
    }
    const { claim } = start;
    captureResponse(
      res,
      // A request the pipes refused (body validation) never reached its handler: nothing saved.
      (response) => this.idempotency.settle(claim, response, !isRejectedByPipes(req)),
      () => void this.idempotency.abandon(claim),
    );
    return next.handle();
  }
}
