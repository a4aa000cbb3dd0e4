/**
 * Jest setup file: imports the ES-module-only Nest packages once and publishes their namespaces
 * for the CommonJS bridges of `resolver.cjs`, so that a CommonJS dependency that requires them
 * gets the very module instances the tests import.
 */
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

const registry = globalThis as unknown as Record<symbol, unknown>;
registry[Symbol.for('parley:require-esm:@nestjs/common')] = common;
registry[Symbol.for('parley:require-esm:@nestjs/core')] = core;
