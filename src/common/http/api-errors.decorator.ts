import { applyDecorators } from '@nestjs/common';
import { ApiResponse, getSchemaPath, type ResponseObject } from '@nestjs/swagger';
import { ERROR_STATUS, type ErrorCode } from '../errors';
import { ErrorEnvelopeDto } from './error-envelope.dto';

const ALWAYS: ErrorCode[] = [
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'API_KEY_CONFLICT',
  'SESSION_EXPIRED',
  'CSRF_ORIGIN_MISMATCH',
  'HTTPS_REQUIRED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
];

/** What a route without an API key (`@Public()`) can still answer. */
const ALWAYS_PUBLIC: ErrorCode[] = ['HTTPS_REQUIRED', 'INTERNAL_ERROR'];

/** The example message of a code in the document; codes not listed get a generic one. */
const EXAMPLE_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'The request has invalid fields.',
  INVALID_JSON: 'The request body is not valid JSON.',
  API_KEY_MISSING:
    'An API key is required: send it as "Authorization: Bearer <key>", the x-api-key header or the apiKey query parameter.',
  API_KEY_INVALID: 'The API key is not valid (unknown or revoked).',
  API_KEY_CONFLICT: 'The request carries different API keys in different placements.',
  API_KEY_PLACEMENT_NOT_ALLOWED:
    'This endpoint does not accept the API key as a query parameter: send it in the x-api-key header.',
  HTTPS_REQUIRED: 'Plain HTTP is refused: call this API over HTTPS.',
  INVALID_CREDENTIALS: 'The email or password is wrong.',
  SESSION_EXPIRED: 'Your session has ended: sign in again.',
  CSRF_ORIGIN_MISMATCH:
    "A request signed in with the session cookie must come from this service's own pages (Origin mismatch).",
  OWNER_ONLY: 'Only an owner of the account can do this.',
  SESSION_REQUIRED: 'Only a signed-in person can do this (in the app), not an API key.',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used by another credential of this account in the last 24 hours; use a new key.',
  SIGNUP_CLOSED: 'Sign-up is closed on this service: ask an owner to add you.',
  PAYLOAD_TOO_LARGE: 'The request body is larger than the 1 MiB limit.',
  UNSUPPORTED_MEDIA_TYPE:
    'Request bodies must be JSON (Content-Type: application/json), not text/plain.',
  RATE_LIMITED: 'Too many requests for this API key: retry after Retry-After seconds.',
  INTERNAL_ERROR: 'An unexpected error occurred.',
  SERVICE_UNAVAILABLE: 'The database is unavailable; retry later.',
};

/** The rate-limit headers of every authenticated response (docs/api.md#rate-limits). */
export const RATE_LIMIT_HEADERS: NonNullable<ResponseObject['headers']> = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed per minute for this API key (`RATE_LIMIT_PER_MINUTE`).',
    schema: { type: 'integer', example: 600 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer', example: 599 },
  },
  'X-RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer', example: 42 },
  },
};

/** Response headers of some statuses (docs/api.md#errors, #rate-limits, #idempotency). */
const STATUS_HEADERS: Record<number, ResponseObject['headers']> = {
  429: {
    'Retry-After': {
      description: 'Seconds until a request is accepted again.',
      schema: { type: 'integer', example: 30 },
    },
    ...RATE_LIMIT_HEADERS,
  },
  503: {
    'Retry-After': {
      description:
        'Seconds to wait before retrying: 5 while the database or Redis is unreachable, 2 when the database is busy (no connection came free within 5 s). Retry with the same Idempotency-Key.',
      schema: { type: 'integer', example: 5 },
    },
  },
};

function exampleOf(code: ErrorCode) {
  return {
    summary: code,
    value: {
      error: {
        code,
        message: EXAMPLE_MESSAGES[code] ?? `The request failed: ${code}.`,
        ...(code === 'VALIDATION_FAILED'
          ? { details: [{ field: 'phone', message: 'must include a country code' }] }
          : {}),
        requestId: '5f0c6f7e-3b0a-4c39-9d55-2f1b0f8f3a11',
      },
    },
  };
}

function groupByStatus(codes: ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

function documentErrors(codes: ErrorCode[]) {
  return applyDecorators(
    ...[...groupByStatus(codes).entries()].map(([status, list]) =>
      ApiResponse({
        status,
        type: ErrorEnvelopeDto,
        description: `Error codes: ${list.join(', ')}`,
        examples: Object.fromEntries(list.map((code) => [code, exampleOf(code)])),
        ...(STATUS_HEADERS[status] ? { headers: STATUS_HEADERS[status] } : {}),
      }),
    ),
  );
}

/**
 * Documents a route's error responses in OpenAPI: the codes every authenticated route can
 * answer plus the route's own, grouped by status, each with the error envelope schema and one
 * example per code. The body errors (400 `INVALID_JSON`, 413, 415) of routes with a request body
 * are added by `buildOpenApiDocument`.
 */
export function ApiErrors(...codes: ErrorCode[]) {
  return documentErrors([...ALWAYS, ...codes]);
}

/** `ApiErrors` for a route that takes no API key (`@Public()`): no 401 or 429. */
export function ApiPublicErrors(...codes: ErrorCode[]) {
  return documentErrors([...ALWAYS_PUBLIC, ...codes]);
}

/**
 * The error responses of any route with a request body (the body pipeline answers them before
 * the route runs): 413 and 415, and 400 `INVALID_JSON` when the body is JSON.
 */
export function bodyErrorResponses(json: boolean): Record<string, ResponseObject> {
  return errorResponses([
    ...(json ? (['INVALID_JSON'] as const) : []),
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
  ]);
}

/** Error responses for `codes`, keyed by status, each with the envelope schema and one example per code. */
export function errorResponses(codes: ErrorCode[]): Record<string, ResponseObject> {
  return Object.fromEntries(
    [...groupByStatus(codes).entries()].map(([status, list]) => [
      String(status),
      {
        description: `Error codes: ${list.join(', ')}`,
        content: {
          'application/json': {
            schema: { $ref: getSchemaPath(ErrorEnvelopeDto) },
            examples: Object.fromEntries(list.map((code) => [code, exampleOf(code)])),
          },
        },
      },
    ]),
  );
}
