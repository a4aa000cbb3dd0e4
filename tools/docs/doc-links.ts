/**
 * Links into `docs/`: code cites `docs/<file>.md#<section>`, and the pages link to each other
 * with `(<file>.md#<section>)`. These helpers find such links and the anchors a page really has,
 * so a renamed heading cannot leave a citation pointing nowhere (`doc-links.spec.ts`).
 */

/**
 * The anchor GitHub gives a heading: lower case, every character that is not a letter, a digit,
 * a space, `-` or `_` dropped, each space made `-`. `SEND_INTERRUPTED` → `send_interrupted`,
 * `Deleting lists, templates and campaigns` → `deleting-lists-templates-and-campaigns`.
 */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * The anchors of a Markdown page's headings (`#` to `######`, outside fenced code blocks). A
 * repeated heading gets GitHub's `-1`, `-2`… suffixes.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = githubSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** One link into a page of `docs/`: the page's file name and the anchor (null without one). */
export interface DocLink {
  page: string;
  anchor: string | null;
}

/** `docs/<file>.md` or `docs/<file>.md#<anchor>` anywhere in a text (code comments, strings). */
const CITATION = /\bdocs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

/** The `docs/<file>.md#<anchor>` citations of a source file or any text. */
export function docCitations(text: string): DocLink[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    page: match[1],
    anchor: match[2] ?? null,
  }));
}

/** A Markdown link to a sibling page: `](<file>.md)` or `](<file>.md#<anchor>)`, or `](#<anchor>)`. */
const PAGE_LINK = /\]\((?:([\w.-]+\.md))?(?:#([\w-]+))?\)/g;

/**
 * The links of a page of `docs/` to itself (`(#anchor)`) and to its sibling pages
 * (`(file.md#anchor)`); `self` is the page's own file name. External and `../` links are left out.
 */
export function pageLinks(markdown: string, self: string): DocLink[] {
  return [...markdown.matchAll(PAGE_LINK)]
    .filter((match) => match[1] !== undefined || match[2] !== undefined)
    .map((match) => ({ page: match[1] ?? self, anchor: match[2] ?? null }));
}
