#!/usr/bin/env node
/**
 * Sums a V8 CPU profile (`node --cpu-prof`) by cost centre: each sample's self time goes to the
 * centre of the innermost frame whose script is recognised (a package or a Parley source file),
 * so Node's internals called from, say, pino count as logging. Prints ms per request when given
 * the number of requests served while profiling.
 *
 * Usage: node tools/perf/cpu-profile-summary.js <file.cpuprofile> [requests] [fromS] [toS]
 * (`fromS`/`toS`: only the samples in that window, seconds after the profile started, e.g.
 * the load test's, leaving start-up and shutdown out).
 */
'use strict';
const { readFileSync } = require('node:fs');

const CENTRES = [
  [
    'routing (Nest router, Express)',
    /@nestjs\/core\/router|@nestjs\/core\/helpers|@nestjs\/platform-express|node_modules\/express\/|node_modules\/router\/|path-to-regexp/,
  ],
  [
    'guard, interceptors (Nest)',
    /@nestjs\/core\/guards|@nestjs\/core\/interceptors|@nestjs\/core\/pipes|rxjs/,
  ],
  ['auth: key guard and lookup', /src\/common\/auth|src\/modules\/accounts|api-key/],
  [
    'rate limit (throttler, ioredis)',
    /@nestjs\/throttler|throttler-storage-redis|rate-limit|ioredis|redis-parser|denque/,
  ],
  [
    'validation / transformation',
    /class-validator|class-transformer|validator\/|src\/common\/http\/validation/,
  ],
  ['phone parsing (libphonenumber)', /libphonenumber/],
  [
    'logging (pino, pino-http)',
    /pino|sonic-boom|fast-redact|safe-stable-stringify|on-finished|request-id/,
  ],
  ['metrics (prom-client)', /prom-client|metrics/],
  ['body parsing', /body-parser|raw-body|body-parsing|iconv|content-type|type-is/],
  ['database driver (pg, typeorm)', /node_modules\/pg|pg-protocol|pg-pool|pg-types|typeorm/],
  ['contacts / lists code', /src\/modules\/(contacts|lists)/],
  ['other Parley code', /\/src\//],
  ['other packages', /node_modules/],
];

const [file, requests, fromS, toS] = process.argv.slice(2);
const from = fromS === undefined ? -Infinity : Number(fromS) * 1e6;
const to = toS === undefined ? Infinity : Number(toS) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function centreOf(id) {
  const self = byId.get(id);
  const name = self.callFrame.functionName;
  if (name === '(garbage collector)') return 'GC';
  if (name === '(idle)') return 'idle';
  if (name === '(program)') return 'program (V8/native, unattributed)';
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const { url, functionName } = byId.get(cur).callFrame;
    if (functionName === 'stringify' && cur === id) return 'JSON serialisation';
    for (const [centre, pattern] of CENTRES) if (pattern.test(url)) return centre;
  }
  return 'node internals (sockets, http, timers)';
}

const totals = new Map();
const cache = new Map();
let at = 0;
let window = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from || at > to) return;
  window += (profile.timeDeltas[i] ?? 0) / 1000;
  if (!cache.has(id)) cache.set(id, centreOf(id));
  const centre = cache.get(id);
  totals.set(centre, (totals.get(centre) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const busy = [...totals].filter(([c]) => c !== 'idle').reduce((s, [, ms]) => s + ms, 0);
const rows = [...totals].sort((a, b) => b[1] - a[1]);
console.log(
  `profile ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, window ${(window / 1000).toFixed(1)} s, busy ${(busy / 1000).toFixed(1)} s`,
);
for (const [centre, ms] of rows) {
  const perRequest = requests ? `  ${(ms / Number(requests)).toFixed(3)} ms/request` : '';
  console.log(
    `${centre.padEnd(40)} ${(ms / 1000).toFixed(2).padStart(7)} s ${((100 * ms) / busy).toFixed(1).padStart(5)} %${perRequest}`,
  );
}
if (requests)
  console.log(
    `${'busy total'.padEnd(40)} ${(busy / 1000).toFixed(2).padStart(7)} s  ${(busy / Number(requests)).toFixed(3)} ms/request`,
  );
