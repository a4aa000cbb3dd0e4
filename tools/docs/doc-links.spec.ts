import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { docCitations, githubSlug, headingAnchors, pageLinks, type DocLink } from './doc-links';

const ROOT = process.cwd();
const DOCS = join(ROOT, 'docs');
/** Where code and tests live: every text file under these cites `docs/` only. */
const SOURCE_DIRS = ['src', 'test', 'bench', 'tools', 'scripts', 'web/src'];
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs|json)$/;
/** This file, which names what it looks for. */
const SELF = 'tools/docs/doc-links.spec.ts';

/**
 * A citation of a document outside the repository (the product contract, the original
 * description, the design notes, research notes) or of an issue number: the rule belongs in
 * `docs/` and the code cites it there.
 */
const OUTSIDE_CITATION =
  /product\.md|product contract|service-description|\bARCHITECTURE\b|meta-messaging\.md|whatsapp-2026\.md|\bresearch `|\b[Ii]ssues? \d+|\b[Dd]escription (sections? )?\d/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const pages = new Map(
  readdirSync(DOCS)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, headingAnchors(readFileSync(join(DOCS, name), 'utf8'))]),
);

/** What is wrong with a link, or null. */
function broken(link: DocLink): string | null {
  const anchors = pages.get(link.page);
  if (!anchors) return `docs/${link.page} does not exist`;
  if (link.anchor !== null && !anchors.has(link.anchor)) {
    return `docs/${link.page} has no section #${link.anchor}`;
  }
  return null;
}

/**
 * Generated from the OpenAPI document (`npm run api:types`): its descriptions are the DTOs' in
 * src/, checked there, and its JSDoc tags (`@description 201 …`) would read as citations.
 */
const GENERATED = 'web/src/api/schema.d.ts';

const sources = SOURCE_DIRS.flatMap((dir) => filesUnder(join(ROOT, dir)))
  .filter((path) => SOURCE_FILE.test(path) && relative(ROOT, path) !== GENERATED)
  .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('githubSlug', () => {
  it.each([
    ['SEND_INTERRUPTED', 'send_interrupted'],
    ['Deleting lists, templates and campaigns', 'deleting-lists-templates-and-campaigns'],
    ['WhatsApp Cloud API', 'whatsapp-cloud-api'],
    ['Messenger and Instagram', 'messenger-and-instagram'],
    ['Sign-up and sign-in', 'sign-up-and-sign-in'],
  ])('%s → %s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });
});

describe('headingAnchors', () => {
  it('skips fenced code and numbers repeated headings as GitHub does', () => {
    const page = '# Title\n## Retries\n```\n## not a heading\n```\n## Retries\n';
    expect([...headingAnchors(page)]).toEqual(['title', 'retries', 'retries-1']);
  });
});

describe('links into docs/', () => {
  it('every docs/<file>.md#section cited by code, tests, tools and the README exists', () => {
    const cited = [...sources, { path: 'README.md', text: readFileSync('README.md', 'utf8') }];
    const problems = cited.flatMap(({ path, text }) =>
      docCitations(text).flatMap((link) => {
        const problem = broken(link);
        return problem ? [`${path}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('every link between the pages of docs/ reaches a page and a section', () => {
    const problems = [...pages.keys()].flatMap((name) =>
      pageLinks(readFileSync(join(DOCS, name), 'utf8'), name).flatMap((link) => {
        const problem = broken(link);
        return problem ? [`docs/${name}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('code and tests cite docs/, never documents outside the repository or issue numbers', () => {
    const problems = sources
      .filter(({ path }) => path !== SELF)
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .map((line, index) => ({ line, number: index + 1 }))
          .filter(({ line }) => OUTSIDE_CITATION.test(line))
          .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
      );
    expect(problems).toEqual([]);
  });
});
