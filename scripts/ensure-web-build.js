// Builds the web app (web/, Vite) into dist/web when dist/web/index.html is missing or older than
// any of the app's sources, so `npm ci && npm start` serves it on a fresh clone and a no-op start
// stays fast. `--force` always builds.
const { execFileSync } = require('node:child_process');
const { existsSync, statSync, readdirSync } = require('node:fs');
const { dirname, join } = require('node:path');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const root = join(__dirname, '..');
const web = join(root, 'web');
const built = join(root, 'dist', 'web', 'index.html');
const sources = Math.max(
  ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newest(join(web, p)),
  ),
);
if (process.argv.includes('--force') || !existsSync(built) || statSync(built).mtimeMs < sources) {
  const vite = join(
    dirname(require.resolve('vite/package.json', { paths: [web] })),
    'bin',
    'vite.js',
  );
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
