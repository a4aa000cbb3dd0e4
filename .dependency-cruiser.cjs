/**
 * The module boundaries of src/ (docs/architecture.md#boundaries), held by dependency-cruiser in
 * `npm run lint`. Type-only imports count too (tsPreCompilationDeps), so a boundary cannot be
 * crossed by "just a type". `tools/lint/boundaries.spec.ts` shows each rule failing on purpose.
 *
 * - A feature module is a folder `src/modules/<name>/`. Its public surface is `index.ts`, and
 *   `domain/index.ts` for its pure rules (what other modules' `domain/` code may use).
 * - Infrastructure is `src/common/` and the folders `database`, `queue`, `redis`, `config`,
 *   `observability`, `bootstrap`, `retention`.
 * - The tables `src/events.ts`, `src/hooks.ts` and `src/queue/jobs.ts` name what modules tell each other; they
 *   import only modules' `domain/index.ts` (types), so everything may import them.
 * - Composition roots (`src/app.module.ts`, `src/main.ts`, `src/cli.ts`, `src/cli/`,
 *   `src/entities.ts`) wire modules together through their index.
 */
const INFRA = '^src/(common|database|queue|redis|config|observability|bootstrap|retention)/';
/** A module's public surfaces. */
const SURFACE = '^src/modules/[^/]+/(index|domain/index)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-public-surface',
      comment:
        'Another module is reached only through its index.ts (its public surface), never its files.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: ['^src/modules/$1/', SURFACE],
      },
    },
    {
      name: 'no-deep-import-from-outside',
      comment:
        'Code outside src/modules (composition roots, tests aside) reaches a module only through its index.ts.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/', pathNot: SURFACE },
    },
    {
      name: 'index-exports-entities-as-types',
      comment:
        "No module uses another module's entity class: an index.ts re-exports entities as types only (`export type`).",
      severity: 'error',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: '\\.entity\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment:
        'common/ and the infrastructure folders import no feature module (modules depend on them, never the reverse).',
      severity: 'error',
      from: { path: INFRA },
      to: { path: '^src/(modules/[^/]+/(?!domain/index\\.ts$)|app\\.module|cli|entities)' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'A domain/ folder imports only domain/ code, the error table in common/errors/ and libraries: no entity, no service, no Nest.',
      severity: 'error',
      from: { path: '/domain/' },
      to: {
        pathNot: ['/domain/', '^src/common/errors/', '^src/(events|hooks)\\.ts$', '^node_modules/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'tables-import-only-domain',
      comment:
        'The event and job tables import only modules\' domain surfaces (types), so every module can import them without a circle.',
      severity: 'error',
      from: { path: '^src/(events|hooks|queue/jobs)\\.ts$' },
      to: { path: '^src/modules/', pathNot: '^src/modules/[^/]+/domain/index\\.ts$' },
    },
    {
      name: 'domain-no-framework',
      comment: 'domain/ code uses no framework (Nest, TypeORM).',
      severity: 'error',
      from: { path: '/domain/' },
      to: { path: '(^|/)node_modules/(@nestjs|typeorm|pg|bull|ioredis)/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'campaigns-do-not-import-channels',
      comment: 'Campaigns send through messaging\'s one outbound path, never a channel directly.',
      severity: 'error',
      from: { path: '^src/modules/campaigns/' },
      to: { path: '^src/modules/channels/' },
    },
    {
      name: 'custom-channel-does-not-import-campaigns',
      comment: 'A custom channel knows nothing of campaigns (a campaign id is checked through a port).',
      severity: 'error',
      from: { path: '^src/modules/custom-channel/' },
      to: { path: '^src/modules/campaigns/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // (a linked node_modules, as in the boundaries test, is named from node_modules/ on)
    preserveSymlinks: true,
    includeOnly: '^(src|node_modules)/',
    exclude: { path: '(\\.spec\\.ts$|^src/database/migrations/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.d.ts'],
    },
  },
};
