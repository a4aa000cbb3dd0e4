import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** Names of the three API-key security schemes (description section 5). */
export const SECURITY_SCHEMES = {
  query: 'apiKeyQuery',
  bearer: 'bearer',
  header: 'apiKeyHeader',
} as const;

/** Builds the OpenAPI 3 document of every route. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Parley API')
    .setDescription(
      'Contacts, lists, campaigns, custom channels and agency credits. Every route is under /v1 and HTTPS only. ' +
        'Authenticate with the account API key in any one placement: `Authorization: Bearer <key>`, ' +
        '`x-api-key: <key>` or the `apiKey` query parameter. Errors use the envelope ' +
        '`{"error": {"code", "message", "details"?, "requestId"}}`.',
    )
    .setVersion('1')
    .addServer('/')
    .addApiKey({ type: 'apiKey', in: 'query', name: 'apiKey' }, SECURITY_SCHEMES.query)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'pk_…' },
      SECURITY_SCHEMES.bearer,
    )
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-api-key' }, SECURITY_SCHEMES.header)
    .addSecurityRequirements(SECURITY_SCHEMES.bearer)
    .addSecurityRequirements(SECURITY_SCHEMES.header)
    .addSecurityRequirements(SECURITY_SCHEMES.query)
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the document at `/v1/openapi.json` and renders it at `/v1/docs` (product.md section 2). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('v1/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'v1/openapi.json',
    yamlDocumentUrl: 'v1/openapi.yaml',
    useGlobalPrefix: false,
  });
}
