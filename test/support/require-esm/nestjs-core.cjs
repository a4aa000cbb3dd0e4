// Bridge for `require('@nestjs/core')` in Jest on Node < 24.9: see resolver.cjs.
module.exports = require('./namespace.cjs')('@nestjs/core');
