/**
 * Jest: unit specs beside the code (src/**\/*.spec.ts, and tools/ and bench/) and e2e specs (test/e2e/*.e2e-spec.ts), and browser specs (test/browser/*.e2e-spec.ts) driving Chromium.
 * SWC compiles TypeScript with decorator metadata, as tsc does for the build.
 * The runtime under test is chosen by TEST_DATABASE_URL / TEST_REDIS_URL (see test/support/runtime.ts).
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/tools/**/*.spec.ts',
    '<rootDir>/bench/**/*.spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  // Nest 12 is published as ES modules only and Jest on Node 20 cannot require() them, so the
  // suite runs in Jest's native ESM mode (node --experimental-vm-modules, see package.json):
  // SWC emits ES modules for the tests while `tsc` still builds CommonJS for production.
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
          },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Prints one line when the browser suite (test/browser) could not run for want of a browser.
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // CommonJS dependencies (@nestjs/throttler, @nest-lab/throttler-storage-redis) require() the
  // ESM-only Nest packages, which Jest allows only on Node 24.9+: bridge them (see the resolver).
  resolver: '<rootDir>/test/support/require-esm/resolver.cjs',
  setupFiles: ['<rootDir>/test/support/require-esm/setup.ts'],
  maxWorkers: 2,
  testTimeout: 60000,
  slowTestThreshold: 30,
};
