import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '../errors';
import { ErrorEnvelopeDto } from './error-envelope.dto';

const ALWAYS: ErrorCode[] = [
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'API_KEY_CONFLICT',
  'HTTPS_REQUIRED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

/**
 * Documents a route's error responses in OpenAPI: the codes every authenticated route can
 * answer plus the route's own, grouped by status, each with the error envelope schema.
 */
export function ApiErrors(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...ALWAYS, ...codes]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ...[...byStatus.entries()].map(([status, list]) =>
      ApiResponse({
        status,
        type: ErrorEnvelopeDto,
        description: `Error codes: ${list.join(', ')}`,
      }),
    ),
  );
}
