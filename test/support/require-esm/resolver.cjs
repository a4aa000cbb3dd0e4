/**
 * Jest resolver: lets CommonJS packages of the Nest ecosystem (`@nestjs/throttler`,
 * `@nest-lab/throttler-storage-redis`, …) `require()` the ES-module-only Nest 12 packages, as
 * Node's require(esm) lets them in production. Jest supports require(esm) only on Node 24.9+,
 * so on Node 20/22 a `require('@nestjs/common')` is answered with a bridge module that hands
 * out the namespace `setup.ts` imported (the same module instances the tests' own imports get).
 * `import` is resolved as usual.
 */
const { join } = require('node:path');

/** ESM-only packages a CommonJS dependency may require, and their bridge files. */
const BRIDGED = {
  '@nestjs/common': join(__dirname, 'nestjs-common.cjs'),
  '@nestjs/core': join(__dirname, 'nestjs-core.cjs'),
};

module.exports = (request, options) => {
  const bridge = BRIDGED[request];
  if (bridge && options.conditions && options.conditions.includes('require')) return bridge;
  return options.defaultResolver(request, options);
};
