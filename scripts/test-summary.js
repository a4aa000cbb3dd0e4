#!/usr/bin/env node
// Sums Jest JSON reports (jest --json --outputFile=…) into the plain closing line CI reads:
// "N passed, N failed" (plus `--failed-steps N` for CI steps that failed). A suite that failed to run counts as one failure; a missing or
// unreadable report counts as one failure too. Exits 1 when anything failed or nothing ran.
const { readFileSync } = require('node:fs');

const args = process.argv.slice(2);
let passed = 0;
let failed = 0;
const stepsAt = args.indexOf('--failed-steps');
if (stepsAt >= 0) {
  // lint, typecheck or build steps that failed count as failures too
  failed += Number(args.splice(stepsAt, 2)[1]) || 0;
}
for (const file of args) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const brokenSuites = report.testResults.filter(
      (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
    ).length;
    passed += report.numPassedTests;
    failed += report.numFailedTests + brokenSuites;
    console.log(
      `${file}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenSuites} failed` +
        (report.numPendingTests > 0 ? ` (${report.numPendingTests} skipped)` : ''),
    );
  } catch (error) {
    failed += 1;
    console.log(`${file}: unreadable report (${error.message})`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
