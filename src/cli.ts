import 'reflect-metadata';
import { config as loadDotenv } from 'dotenv';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli/cli.module';
import { AppError } from './common/errors';
import { loadConfig } from './config/app-config';

/**
 * Operator commands (docs/operations.md#operator-cli): `npm run -s cli -- <command> [options]`.
 * JSON on stdout; errors as `{"error": {code, message, details?}}` on stderr with exit code 1.
 */
async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  const config = loadConfig(process.env);
  await CommandFactory.run(CliModule.register(config), {
    logger: ['error', 'fatal'],
    cliName: 'parley',
    // commander's own exits (--help, a missing option) print their message; keep their exit code
    errorHandler: (error) => {
      throw error;
    },
    // the app (and the embedded database) is closed after this, so no process.exit here
    serviceErrorHandler: (error) => report(error),
  });
}

function report(error: unknown): void {
  const commander = error as { code?: string; exitCode?: number };
  if (commander.code?.startsWith('commander.')) {
    process.exitCode = commander.exitCode ?? 1;
    return;
  }
  const body =
    error instanceof AppError
      ? {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        }
      : { code: 'CLI_FAILED', message: (error as Error)?.message ?? String(error) };
  process.stderr.write(`${JSON.stringify({ error: body })}\n`);
  process.exitCode = 1;
}

main().catch(report);
