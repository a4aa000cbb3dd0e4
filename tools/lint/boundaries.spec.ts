import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The module boundaries (docs/architecture.md#boundaries) are held by dependency-cruiser in
 * `npm run lint`: this test runs the project's own configuration on a small tree that breaks
 * each rule on purpose, and on one that breaks none, so a rule that stopped firing (or fired on
 * everything) fails here.
 */

const ROOT = process.cwd();
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Writes `files` (path → source) under a fresh directory and cruises its `src/`. */
function cruise(files: Record<string, string>): Violation[] {
  const dir = mkdtempSync(join(tmpdir(), 'parley-boundaries-'));
  try {
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'commonjs', moduleResolution: 'node10' } }),
    );
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    let output: string;
    try {
      output = execFileSync(
        join(ROOT, 'node_modules/.bin/depcruise'),
        ['src', '--config', CONFIG, '--output-type', 'json'],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      );
    } catch (error) {
      // depcruise exits non-zero when it finds violations; the report is on stdout all the same
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return report.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A tree that keeps every rule: the shapes the rules allow. */
const CLEAN: Record<string, string> = {
  'src/modules/lists/list.entity.ts': 'export class List { id = ""; }\n',
  'src/modules/lists/lists.service.ts':
    "import type { List } from './list.entity';\nimport { isName } from './domain/rule';\nexport class ListsService { find(): List | null { return isName('x') ? null : null; } }\n",
  'src/modules/lists/domain/rule.ts':
    "import { type Channel } from '../../channels/domain';\nexport const isName = (value: string, _c?: Channel) => value.length > 0;\n",
  'src/modules/lists/domain/index.ts': "export { isName } from './rule';\n",
  'src/modules/lists/index.ts':
    "export { ListsService } from './lists.service';\nexport type { List } from './list.entity';\n",
  'src/modules/channels/domain/channel.ts': "export type Channel = 'sms';\n",
  'src/modules/channels/domain/index.ts': "export type { Channel } from './channel';\n",
  'src/modules/channels/index.ts': "export type { Channel } from './domain';\n",
  'src/modules/campaigns/campaigns.service.ts':
    "import { ListsService } from '../lists';\nexport class CampaignsService { constructor(readonly lists: ListsService) {} }\n",
  'src/events.ts':
    "import type { Channel } from './modules/channels/domain';\nexport interface EventMap { sent: { channel: Channel } }\n",
  'src/common/outbox.ts':
    "import type { EventMap } from '../events';\nexport type Names = keyof EventMap;\n",
  'src/app.module.ts':
    "import { ListsService } from './modules/lists';\nexport const all = [ListsService];\n",
};

/** The same tree with one violation of each rule, and the rule each one must trip. */
const BROKEN: Record<string, string> = {
  ...CLEAN,
  // another module's file instead of its index
  'src/modules/campaigns/deep.ts':
    "import { ListsService } from '../lists/lists.service';\nexport const deep = ListsService;\n",
  // a composition root reaching past an index
  'src/app.module.ts':
    "import { ListsService } from './modules/lists/lists.service';\nexport const all = [ListsService];\n",
  // an index handing out an entity class
  'src/modules/lists/index.ts':
    "export { ListsService } from './lists.service';\nexport { List } from './list.entity';\n",
  // infrastructure importing a feature module
  'src/database/entities.ts':
    "import { ListsService } from '../modules/lists';\nexport const e = [ListsService];\n",
  // a domain rule importing a service, and the framework
  'src/modules/lists/domain/impure.ts':
    "import { Injectable } from '@nestjs/common';\nimport { ListsService } from '../lists.service';\nexport const impure = [Injectable, ListsService];\n",
  // the event table importing a module's index instead of its domain surface
  'src/events.ts':
    "import type { Channel } from './modules/channels';\nexport interface EventMap { sent: { channel: Channel } }\n",
  // an import circle made of type-only imports
  'src/modules/lists/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
  'src/modules/lists/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  // campaigns reaching a channel, a custom channel reaching campaigns
  'src/modules/campaigns/send.ts':
    "import type { Channel } from '../channels';\nexport type C = Channel;\n",
  'src/modules/custom-channel/route.ts':
    "import { CampaignsService } from '../campaigns/campaigns.service';\nexport const r = CampaignsService;\n",
  'src/modules/campaigns/index.ts': "export { CampaignsService } from './campaigns.service';\n",
};

describe('module boundaries (dependency-cruiser, npm run lint)', () => {
  it('a tree that keeps the rules has no violation', () => {
    expect(cruise(CLEAN)).toEqual([]);
  }, 60_000);

  it('each rule broken on purpose is reported, by name, at the file that broke it', () => {
    // (node_modules is linked into the fixture: a library is named from node_modules/ on)
    const found = cruise(BROKEN).map(
      (v) => `${v.rule} ${v.from} → ${v.to.replace(/^.*?(node_modules\/)/, '$1')}`,
    );
    for (const expected of [
      'module-public-surface src/modules/campaigns/deep.ts → src/modules/lists/lists.service.ts',
      'no-deep-import-from-outside src/app.module.ts → src/modules/lists/lists.service.ts',
      'index-exports-entities-as-types src/modules/lists/index.ts → src/modules/lists/list.entity.ts',
      'infrastructure-imports-no-module src/database/entities.ts → src/modules/lists/index.ts',
      'domain-is-pure src/modules/lists/domain/impure.ts → src/modules/lists/lists.service.ts',
      'domain-no-framework src/modules/lists/domain/impure.ts → node_modules/@nestjs/common/index.js',
      'tables-import-only-domain src/events.ts → src/modules/channels/index.ts',
      'no-circular src/modules/lists/a.ts → src/modules/lists/b.ts',
      'campaigns-do-not-import-channels src/modules/campaigns/send.ts → src/modules/channels/index.ts',
      'custom-channel-does-not-import-campaigns src/modules/custom-channel/route.ts → src/modules/campaigns/campaigns.service.ts',
    ]) {
      expect(found).toContainEqual(expected);
    }
  }, 60_000);
});
