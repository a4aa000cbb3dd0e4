#!/usr/bin/env node
// The npm registry reachable here lacks some platform-specific optional packages (darwin,
// win32, … builds of @swc/core, @unrs/resolver-binding, msgpackr-extract). `npm install`
// then leaves them out of package-lock.json, and `npm ci` refuses a lock that misses an
// optional dependency a package declares. This records each missing one with the os/cpu its
// name states, so `npm ci` sees a complete lock and skips them on this platform as usual.
// Run after `npm install` changes the lock: `node scripts/lock-unpublished-optionals.js`.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const lockPath = join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu =
    parts.find((p) => CPU.includes(p)) ??
    (parts.includes('gnueabihf') || parts.includes('musleabihf') ? 'arm' : undefined);
  return os && cpu ? { os: [os], cpu: [cpu] } : null;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parentDir = path === '' ? '' : `${path}/`;
    const candidates = [`${parentDir}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = {
      version,
      ...platform,
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional platform packages missing from the lock`);
