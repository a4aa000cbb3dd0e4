import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendError } from './error-response';

/**
 * The one global exception filter: every failure of a Nest route (including unknown routes and
 * framework errors) is answered with the error envelope (docs/api.md#errors).
 */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }
}
