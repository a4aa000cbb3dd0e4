import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/**
 * Installs `IdempotencyInterceptor` on every route (it acts on authenticated POSTs only); its
 * service takes part in a contact's erasure (`ContactErasing`).
 */
@Module({
  providers: [
    IdempotencyRepository,
    IdempotencyService,
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
})
export class IdempotencyModule {}
