import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { IntakeClient } from './intake-client';
import { readLeadRows } from './lead-rows';
import { IntakeAborted, runIntake, type IntakeSummary } from './run-intake';

const USAGE = `Replays a funnel export (CSV) through the Parley API as an automation tool would.

Usage: npm run intake -- --list <listId> --file <csv> --base-url <url> --api-key <key> [--insecure]

  --list       the list the leads go to (its campaigns are triggered by the additions)
  --file       CSV with a header row: phone|phone_number, first_name|firstName, last_name, email, …
  --base-url   e.g. https://localhost:3000
  --api-key    the account's key (or set PARLEY_API_KEY)
  --insecure   accept a self-signed certificate, like curl -k (the development certificate)
  --json       print the summary as JSON
`;

function printSummary(summary: IntakeSummary): void {
  const rejected = Object.values(summary.rejected).reduce((a, b) => a + b, 0);
  const lines = [
    '',
    `rows                 ${summary.rows}`,
    `contacts created     ${summary.created}`,
    `contacts existing    ${summary.existing}`,
    `rejected             ${rejected}`,
    ...Object.entries(summary.rejected).map(
      ([reason, count]) =>
        `  ${reason.padEnd(19)}${count}  (rows ${summary.rejectedRows
          .filter((r) => r.reason === reason)
          .map((r) => r.row)
          .join(', ')})`,
    ),
    `added to the list    ${summary.addedToList}`,
    `already in the list  ${summary.alreadyInList}`,
    `warnings             ${summary.warnings.length}`,
    ...summary.warnings.map((w) => `  row ${w.row}: ${w.code}: ${w.message}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      list: { type: 'string' },
      file: { type: 'string' },
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      insecure: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const apiKey = values['api-key'] ?? process.env.PARLEY_API_KEY;
  if (values.help || !values.list || !values.file || !values['base-url'] || !apiKey) {
    process.stderr.write(USAGE);
    return values.help ? 0 : 2;
  }
  const leads = readLeadRows(readFileSync(values.file, 'utf8'));
  const bar = new SingleBar(
    {
      format:
        'intake [{bar}] {value}/{total} rows | created {created} existing {existing} rejected {rejected}',
      stream: process.stderr,
    },
    Presets.shades_classic,
  );
  const client = new IntakeClient({
    baseUrl: values['base-url'],
    apiKey,
    insecure: values.insecure,
    onThrottled: (seconds) =>
      process.stderr.write(
        `\nrate limited or unavailable: waiting ${seconds} s as Retry-After says\n`,
      ),
  });
  bar.start(leads.length, 0, { created: 0, existing: 0, rejected: 0 });
  try {
    const summary = await runIntake(leads, values.list, client, (done, s) =>
      bar.update(done, {
        created: s.created,
        existing: s.existing,
        rejected: s.rejectedRows.length,
      }),
    );
    bar.stop();
    if (values.json) process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    else printSummary(summary);
    return 0;
  } catch (error) {
    bar.stop();
    process.stderr.write(
      `intake stopped: ${error instanceof IntakeAborted ? error.message : (error as Error).stack}\n`,
    );
    return 1;
  } finally {
    await client.close();
  }
}

main().then((code) => (process.exitCode = code));
