// Builds dist/ when it is missing or older than any source file, so `npm run cli` and
// `npm run bench` work straight after `npm ci`. tsc's incremental build makes a no-op fast.
const { execFileSync } = require('node:child_process');
const { existsSync, statSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const root = join(__dirname, '..');
const stamp = join(root, 'dist', '.tsbuildinfo');
const sources = Math.max(
  ...['src', 'bench', 'tools']
    .filter((d) => existsSync(join(root, d)))
    .map((d) => newest(join(root, d))),
);
const entry = join(root, 'dist', 'src', 'cli.js');
if (!existsSync(stamp) || !existsSync(entry) || statSync(stamp).mtimeMs < sources) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}
