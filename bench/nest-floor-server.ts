/**
 * The proxy-topology benchmark's second floor (docs/performance.md): the framework's own cost.
 * NestJS on Express, as Parley is built (the stack is fixed), with one controller doing exactly the
 * SQL of bench/bare-minimum-server.ts through the same `pg` pool: Express's JSON body parser,
 * Nest's router and its JSON response, a constant key compare, and nothing else (no guard, no rate
 * limit, no validation pipe, no logging, no phone parsing). What it serves against the bare server
 * is the most any NestJS-on-Express service can serve for these operations on this machine;
 * Parley's ratio is read against both.
 *
 * Routes: `POST /v1/contacts` and `GET /v1/contacts?phoneNumber=` (the list add is not built
 * here: its transaction would only repeat the bare server's).
 *
 * Usage: node dist/bench/nest-floor-server.js <port> <postgresUrl> <poolSize> <apiKey> <accountId>
 */
import 'reflect-metadata';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpException,
  Module,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Response } from 'express';
import { Pool } from 'pg';
import { alwaysPreparedPoolConfig } from '../src/database/prepared-statements';

const [port, url, poolSize, apiKey, accountId] = process.argv.slice(2);
// the same driver as Parley on PostgreSQL: named prepared statements (docs/performance.md#prepared-statements)
const pool = new Pool(alwaysPreparedPoolConfig({ connectionString: url, max: Number(poolSize) }));
const expectedAuthorization = `Bearer ${apiKey}`;
const CONTACT = `id, first_name AS "firstName", last_name AS "lastName", phone, email,
  custom_fields AS "customFields", created_at AS "createdAt"`;

function authorize(authorization: string | undefined): void {
  if (authorization !== expectedAuthorization)
    throw new HttpException({ error: { code: 'API_KEY_INVALID' } }, 401);
}

/** The two contact routes, with the bare server's statements. */
@Controller('v1/contacts')
class FloorContactsController {
  @Post()
  @HttpCode(201)
  async create(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: { firstName?: string; lastName?: string; phone: string },
    @Res({ passthrough: true }) res: Response,
  ): Promise<unknown> {
    authorize(authorization);
    const inserted = await pool.query(
      `INSERT INTO contacts (account_id, first_name, last_name, phone, custom_fields) VALUES ($1, $2, $3, $4, '{}')
       ON CONFLICT (account_id, phone) WHERE phone IS NOT NULL DO NOTHING RETURNING ${CONTACT}`,
      [accountId, body.firstName ?? null, body.lastName ?? null, body.phone],
    );
    if (inserted.rows[0]) return inserted.rows[0];
    const existing = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
      [accountId, body.phone],
    );
    res.status(200);
    return existing.rows[0];
  }

  @Get()
  async find(
    @Headers('authorization') authorization: string | undefined,
    @Query('phoneNumber') phoneNumber: string,
  ): Promise<unknown> {
    authorize(authorization);
    const found = await pool.query(
      `SELECT ${CONTACT} FROM contacts WHERE account_id = $1 AND phone = $2`,
      [accountId, phoneNumber],
    );
    if (!found.rows[0]) throw new HttpException({ error: { code: 'CONTACT_NOT_FOUND' } }, 404);
    return found.rows[0];
  }
}

@Module({ controllers: [FloorContactsController] })
class FloorModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(FloorModule, { logger: false });
  app.disable('x-powered-by');
  app.set('etag', false);
  await app.listen(Number(port), '127.0.0.1');
  process.stdout.write(`nest floor server listening on ${port}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => pool.end().then(() => process.exit(0)));
  });
}

void main();
