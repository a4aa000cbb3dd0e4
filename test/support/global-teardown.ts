import { browserSuiteRuns, NO_BROWSER_LINE } from './browser';

/** Ends the run with one clear line when the browser suite was left out for want of a browser. */
export default function globalTeardown(): void {
  if (!browserSuiteRuns()) process.stderr.write(`\n${NO_BROWSER_LINE}\n`);
}
