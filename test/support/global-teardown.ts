import { browserSuiteRuns, NO_BROWSER_LINE } from './browser';
import { removePgliteTemplate } from './pglite-template';

/**
 * Removes the embedded runtime's PGlite template, and ends the run with one clear line when the
 * browser suite was left out for want of a browser.
 */
export default function globalTeardown(): void {
  removePgliteTemplate();
  if (!browserSuiteRuns()) process.stderr.write(`\n${NO_BROWSER_LINE}\n`);
}
