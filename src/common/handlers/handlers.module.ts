import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { HandlerRegistry } from './handler-registry';
import { HooksService } from './hooks.service';

/**
 * `HooksService` for every module (global). The operator CLI provides it alone (its hooks have
 * no handlers).
 */
@Global()
@Module({ providers: [HooksService], exports: [HooksService] })
export class HooksModule {}

/**
 * The application's handler registry (`HandlerRegistry`): finds the `@OnEvent`, `@OnHook` and
 * `@ProcessJob` methods at start-up, checks them against the tables and registers them.
 */
@Module({ imports: [DiscoveryModule], providers: [HandlerRegistry] })
export class HandlersModule {}
