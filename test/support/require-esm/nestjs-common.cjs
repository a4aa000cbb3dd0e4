// Bridge for `require('@nestjs/common')` in Jest on Node < 24.9: see resolver.cjs.
module.exports = require('./namespace.cjs')('@nestjs/common');
