/** The ES module namespace `setup.ts` stored for `name` (see resolver.cjs). */
module.exports = (name) => {
  const namespace = globalThis[Symbol.for(`parley:require-esm:${name}`)];
  if (!namespace)
    throw new Error(`${name} was required before test/support/require-esm/setup.ts imported it`);
  return namespace;
};
