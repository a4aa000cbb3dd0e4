import { applyDecorators, type INestApplication, SetMetadata } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import {
  ApiExtension,
  DECORATORS,
  DocumentBuilder,
  type OpenAPIObject,
  type OperationObject,
  type PathItemObject,
  type ResponseObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { bodyErrorResponses, errorResponses, RATE_LIMIT_HEADERS } from './api-errors.decorator';
import { ErrorEnvelopeDto } from './error-envelope.dto';

/**
 * Names of the three API-key security schemes and of the app's session cookie
 * (docs/api.md#authentication).
 */
export const SECURITY_SCHEMES = {
  query: 'apiKeyQuery',
  bearer: 'bearer',
  header: 'apiKeyHeader',
  session: 'sessionCookie',
} as const;

/** Marks the operations `completeDocument` gives `security: []` (the marker is then removed). */
const NO_API_KEY = 'x-parley-no-api-key';

/** Marks the operations `completeDocument` gives the 403 `OWNER_ONLY` response (the marker is then removed). */
const OWNER_ONLY = 'x-parley-owner-only';

/** Documents a route an agent's session may not call (403 `OWNER_ONLY`); applied by `@OwnerOnly()`. */
export const ApiOwnerOnly = () => ApiExtension(OWNER_ONLY, true);

/** Marks the operations `completeDocument` gives the 403 `SESSION_REQUIRED` response (the marker is then removed). */
const SESSION_REQUIRED = 'x-parley-session-required';

/**
 * Documents a route only a signed-in person may call, which an API key gets 403
 * `SESSION_REQUIRED` on; applied by `@SessionOnly()`.
 */
export const ApiSessionRequired = () =>
  applyDecorators(ApiSessionOnly(), ApiExtension(SESSION_REQUIRED, true));

/**
 * Documents a route (or every route of a controller) that takes no API key, such as `/health`:
 * its operations get `security: []` instead of the document-wide key requirement. Use it
 * alongside `@Public()`.
 */
export const ApiNoApiKey = () => ApiExtension(NO_API_KEY, true);

/**
 * Documents a route that refuses the key in the query string (`@RefuseQueryApiKey()`): only the
 * bearer and `x-api-key` placements are listed for it.
 */
export const ApiHeaderApiKeyOnly = () =>
  SetMetadata(DECORATORS.API_SECURITY, [
    { [SECURITY_SCHEMES.bearer]: [] },
    { [SECURITY_SCHEMES.header]: [] },
    { [SECURITY_SCHEMES.session]: [] },
  ]);

/** Documents a route that needs the app's session (a signed-in person), not an API key. */
export const ApiSessionOnly = () =>
  SetMetadata(DECORATORS.API_SECURITY, [{ [SECURITY_SCHEMES.session]: [] }]);

/** Descriptions of the operation tags; a tag used by a route is declared with its entry here. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Account: 'The account the API key belongs to, and its API key.',
  Health: 'Liveness of the service and its dependencies (no API key).',
  Contacts: 'Contacts: create (de-duplicated by phone or email), look up, list.',
  Lists: 'Lists of contacts; adding contacts to a list triggers its live campaigns.',
  Imports: 'Bulk CSV imports into a list.',
  Templates: 'Message templates (WhatsApp templates need approval).',
  Campaigns: 'Campaigns: opening message, follow-ups and bot, triggered by list additions.',
  Messages: 'Messages and conversations.',
  Channels:
    "The account's WhatsApp (Cloud API) and SMS (Twilio) connections; without one, the sandbox.",
  'Provider webhooks':
    'Inbound messages, status reports and template status updates from WhatsApp and Twilio (signed; no API key).',
  'Custom channels': 'Custom channels: outbound delivery and inbound messages.',
  Webhooks:
    "The account's webhook endpoints: signed (Standard Webhooks) events about messages, conversations and sub-accounts.",
  Agency: 'Agency accounts: sub-accounts and their credits.',
  Auth: "The app's sign-up, sign-in, sign-out and the signed-in person (session cookie `parley_session`).",
  Team: "The account's people and their roles (owners only).",
};

/** `AccountsController.show` → `accountsShow`, unless the route sets `operationId` itself. */
function operationId(controllerKey: string, methodKey: string): string {
  const resource = controllerKey.replace(/Controller$/, '');
  return `${resource.charAt(0).toLowerCase()}${resource.slice(1)}${methodKey.charAt(0).toUpperCase()}${methodKey.slice(1)}`;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * What holds for every route and so is added here rather than on each one (plus `security: []`
 * for the operations marked by `ApiNoApiKey`): the `X-Request-Id`
 * header on every response (and the HTTP reason phrase as the description of a response left
 * without one), the body errors (400 `INVALID_JSON`, 413, 415) of every route with a request
 * body, and a top-level declaration (with description) of every tag in use.
 */
function completeDocument(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    headers: {
      ...document.components?.headers,
      'X-Request-Id': {
        description:
          'The request id: the client-sent `X-Request-Id` when well formed, else a UUID. Also in the error body and in every log line.',
        required: true,
        schema: { type: 'string', example: '5f0c6f7e-3b0a-4c39-9d55-2f1b0f8f3a11' },
      },
      ...RATE_LIMIT_HEADERS,
    },
    parameters: {
      ...document.components?.parameters,
      'Idempotency-Key': {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Makes a retry safe (Stripe semantics): within 24 h, a repeat with the same key, method, path and body gets the ' +
          'first response again with `Idempotent-Replayed: true`; a repeat while the first is running gets 409 ' +
          '`IDEMPOTENCY_KEY_IN_USE` (`Retry-After: 1`); the same key with another path or body gets 422 ' +
          '`IDEMPOTENCY_KEY_MISMATCH`. A key belongs to the credential that first sent it (one API key, or one signed-in ' +
          'person): the same key from another credential of the account is 409 `IDEMPOTENCY_KEY_REUSED` and never sees ' +
          'the stored answer. Responses of 5xx are not stored, so a retry runs again. A stored answer that named a contact ' +
          'erased since is not replayed: 404 `CONTACT_NOT_FOUND` (and the request is not run again).',
        schema: { type: 'string', minLength: 1, maxLength: 255, example: 'lead-2026-11-02-0001' },
      },
    },
  };
  const tags: string[] = [];
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const marked = operation as OperationObject & {
        [NO_API_KEY]?: boolean;
        [OWNER_ONLY]?: boolean;
        [SESSION_REQUIRED]?: boolean;
      };
      if (marked[NO_API_KEY]) {
        delete marked[NO_API_KEY];
        operation.security = [];
      }
      if (marked[OWNER_ONLY]) {
        delete marked[OWNER_ONLY];
        addErrorResponses(operation, errorResponses(['OWNER_ONLY']));
      }
      if (marked[SESSION_REQUIRED]) {
        delete marked[SESSION_REQUIRED];
        addErrorResponses(operation, errorResponses(['SESSION_REQUIRED']));
      }
      const authenticated = operation.security?.length !== 0;
      if (method === 'post' && authenticated) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          { $ref: '#/components/parameters/Idempotency-Key' },
        ];
        addErrorResponses(
          operation,
          // a malformed Idempotency-Key is 400 VALIDATION_FAILED, bodyless POSTs included
          errorResponses([
            'VALIDATION_FAILED',
            'IDEMPOTENCY_KEY_IN_USE',
            'IDEMPOTENCY_KEY_REUSED',
            'IDEMPOTENCY_KEY_MISMATCH',
          ]),
        );
      }
      for (const tag of operation.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
      if (operation.requestBody) {
        const content = 'content' in operation.requestBody ? operation.requestBody.content : {};
        const json = Object.keys(content).some((type) => type.includes('json'));
        addErrorResponses(operation, bodyErrorResponses(json));
      }
      for (const [status, response] of Object.entries(operation.responses) as [
        string,
        ResponseObject,
      ][]) {
        if ('$ref' in response) continue;
        if (!response.description) response.description = STATUS_CODES[status] ?? status;
        response.headers = {
          'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
          ...(authenticated
            ? Object.fromEntries(
                Object.keys(RATE_LIMIT_HEADERS).map((name) => [
                  name,
                  { $ref: `#/components/headers/${name}` },
                ]),
              )
            : {}),
          ...response.headers,
        };
      }
    }
  }
  const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag]));
  document.tags = tags.map(
    (name) =>
      declared.get(name) ??
      (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }),
  );
  return document;
}

/** Adds error responses to an operation, merging them into the ones it already documents. */
function addErrorResponses(
  operation: OperationObject,
  responses: Record<string, ResponseObject>,
): void {
  for (const [status, response] of Object.entries(responses)) {
    const existing = operation.responses[status] as ResponseObject | undefined;
    operation.responses[status] = existing ? mergeErrorResponses(existing, response) : response;
  }
}

/** Adds the codes and examples of `extra` to an error response a route already documents. */
function mergeErrorResponses(existing: ResponseObject, extra: ResponseObject): ResponseObject {
  const existingMedia = existing.content?.['application/json'];
  const extraMedia = extra.content?.['application/json'];
  if (!existingMedia || !extraMedia || existingMedia.example !== undefined) return existing;
  const examples = { ...extraMedia.examples, ...existingMedia.examples };
  const codes = Object.keys(examples);
  return {
    ...existing,
    description: `Error codes: ${codes.join(', ')}`,
    content: { 'application/json': { ...existingMedia, examples } },
  };
}

/** Builds the OpenAPI 3 document of every route. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Parley API')
    .setDescription(
      'Contacts, lists, campaigns, custom channels and agency credits. Every route is under /v1 and HTTPS only. ' +
        'Authenticate with the account API key in any one placement: `Authorization: Bearer <key>`, ' +
        '`x-api-key: <key>` or the `apiKey` query parameter. The app uses the same routes with its session cookie ' +
        '`parley_session` instead (see `POST /v1/auth/login`). Errors use the envelope ' +
        '`{"error": {"code", "message", "details"?, "requestId"}}`.',
    )
    .setVersion('1')
    .addServer('/', 'The host serving this document')
    .addApiKey(
      {
        type: 'apiKey',
        in: 'query',
        name: 'apiKey',
        description: 'The API key as the `apiKey` query parameter.',
      },
      SECURITY_SCHEMES.query,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'pk_…',
        description: 'The API key as `Authorization: Bearer <key>`.',
      },
      SECURITY_SCHEMES.bearer,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'x-api-key',
        description: 'The API key in the `x-api-key` header.',
      },
      SECURITY_SCHEMES.header,
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'parley_session',
        description:
          "The app's session, set by `POST /v1/auth/signup` or `/v1/auth/login` (HttpOnly, Secure, SameSite=Lax, 14 days sliding). " +
          'Used only when the request carries no API key. Requests other than GET/HEAD/OPTIONS must carry an `Origin` equal to the ' +
          "service's origin (or `Sec-Fetch-Site: same-origin`), else 403 `CSRF_ORIGIN_MISMATCH`. An agent's session gets 403 " +
          '`OWNER_ONLY` on key generation, channel, team and agency management. An ended session is 401 `SESSION_EXPIRED`.',
      },
      SECURITY_SCHEMES.session,
    )
    .addSecurityRequirements(SECURITY_SCHEMES.bearer)
    .addSecurityRequirements(SECURITY_SCHEMES.header)
    .addSecurityRequirements(SECURITY_SCHEMES.query)
    .addSecurityRequirements(SECURITY_SCHEMES.session)
    .build();
  // package.json says UNLICENSED: proprietary, so a name and no license URL; no public contact.
  config.info.license = { name: 'Proprietary (UNLICENSED)' };
  delete config.info.contact;
  return completeDocument(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: operationId,
      extraModels: [ErrorEnvelopeDto],
    }),
  );
}

/**
 * Serves the document at `/v1/openapi.json` and renders it at `/v1/docs` (docs/api.md#transport).
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('v1/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'v1/openapi.json',
    yamlDocumentUrl: 'v1/openapi.yaml',
    useGlobalPrefix: false,
  });
}
