import { Body, Controller, Get, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { startTestApp, type TestApp } from '../support/app-factory';
import { createAccount, type TestAccount } from '../support/factories';

class EchoDto {
  @IsString()
  @MaxLength(20)
  name!: string;

  @IsInt()
  @Min(1)
  @Max(10)
  count!: number;

  @IsEmail()
  email!: string;
}

/** Test-only routes: one that validates a DTO, one that fails on purpose. */
@Controller('test-errors')
class TestErrorsController {
  @Post('echo')
  echo(@Body() body: EchoDto) {
    return body;
  }

  @Get('boom')
  boom(): never {
    const error = new Error('SELECT secret_column FROM hidden_table failed at line 42');
    throw error;
  }
}

function expectEnvelope(
  res: { body: Record<string, unknown>; headers: Record<string, string> },
  code: string,
) {
  const error = res.body.error as Record<string, unknown>;
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.requestId).toBe(res.headers['x-request-id']);
  expect(res.headers['x-request-id']).toBeTruthy();
}

describe('Errors and the envelope (docs/api.md#errors)', () => {
  let t: TestApp;
  let acme: TestAccount;

  beforeAll(async () => {
    t = await startTestApp({ controllers: [TestErrorsController] });
    acme = await createAccount(t.app);
  });
  afterAll(() => t.close());

  it('answers an unknown route with 404 NOT_FOUND in the envelope', async () => {
    const res = await t.api.as(acme.apiKey).get('/v1/no-such-thing').expect(404);
    expectEnvelope(res, 'NOT_FOUND');
    const outside = await t.api.raw('get', '/nope').expect(404);
    expectEnvelope(outside, 'NOT_FOUND');
  });

  it('answers validation failures with 400 VALIDATION_FAILED and one detail per field', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo', { name: 'x'.repeat(21), count: '3', email: 'nope' })
      .expect(400);
    expectEnvelope(res, 'VALIDATION_FAILED');
    const fields = (res.body.error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['count', 'email', 'name']);
  });

  it('ignores unknown fields instead of failing', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo', {
        name: 'Ada',
        count: 2,
        email: 'ada@example.test',
        utm_source: 'fb',
      })
      .expect(201);
    expect(res.body).toEqual({ name: 'Ada', count: 2, email: 'ada@example.test' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ada",')
      .expect(400);
    expectEnvelope(res, 'INVALID_JSON');
  });

  it.each([
    ['text/plain', 'name=Ada'],
    ['application/x-www-form-urlencoded', 'name=Ada&count=1'],
    ['application/xml', '<name>Ada</name>'],
  ])('answers a %s body with 415 UNSUPPORTED_MEDIA_TYPE', async (type, body) => {
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo')
      .set('Content-Type', type)
      .send(body)
      .expect(415);
    expectEnvelope(res, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const res = await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expectEnvelope(res, 'PAYLOAD_TOO_LARGE');
  });

  it('accepts a body just under 1 MiB', async () => {
    const body = JSON.stringify({
      name: 'Ada',
      count: 1,
      email: 'a@example.test',
      pad: 'x'.repeat(1024 * 1024 - 100),
    });
    await t.api
      .as(acme.apiKey)
      .post('/v1/test-errors/echo')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(201);
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR, no stack or SQL, and logs the stack under the request id', async () => {
    const res = await t.api.as(acme.apiKey).get('/v1/test-errors/boom').expect(500);
    expectEnvelope(res, 'INTERNAL_ERROR');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/secret_column|hidden_table|at .*\.ts|stack/i);
    const logged = t.logs.find(
      (line) => line.requestId === res.headers['x-request-id'] && line.err,
    );
    expect(JSON.stringify(logged)).toContain('hidden_table');
    expect((logged?.err as { stack?: string }).stack).toContain('boom');
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await t.api.raw('get', '/health').set('X-Request-Id', 'funnel-42.abc').expect(200);
    expect(kept.headers['x-request-id']).toBe('funnel-42.abc');
    const replaced = await t.api
      .raw('get', '/health')
      .set('X-Request-Id', 'bad id with spaces <script>')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the envelope and request id on 401s before any body is read', async () => {
    const res = await t.api.raw('post', '/v1/test-errors/echo').send({ name: 'Ada' }).expect(401);
    expectEnvelope(res, 'API_KEY_MISSING');
  });
});
