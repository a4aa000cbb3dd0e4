import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = process.cwd();

/** Builds dist/ if it is missing or stale (the same step `npm run cli` takes). */
export function ensureBuilt(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'ensure-build.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/** Environment for a child process: this one's PATH, none of the test runtime's variables, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return { PATH, HOME, TMPDIR, ...env } as NodeJS.ProcessEnv;
}

/**
 * Runs the built operator CLI (`node dist/src/cli.js …`) to completion. With `stdin`, the text
 * is written to its standard input, which is then closed (e.g. `users:create --password-stdin`).
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'cli.js'), ...args], {
      cwd: ROOT,
      env: childEnv(env),
    });
    if (stdin !== undefined) child.stdin.end(stdin);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A `node dist/src/main.js` process, as `npm start` runs it. */
export class ServiceProcess {
  output = '';
  private constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
  }

  static spawn(env: Record<string, string>): ServiceProcess {
    return new ServiceProcess(
      spawn(process.execPath, [join(ROOT, 'dist', 'src', 'main.js')], {
        cwd: ROOT,
        env: childEnv(env),
      }),
    );
  }

  /**
   * Waits until the output contains `text`, matches it, or satisfies it (a predicate), or the
   * process exits, or `timeoutMs` passes.
   */
  async waitFor(
    text: string | RegExp | ((output: string) => boolean),
    timeoutMs = 30_000,
  ): Promise<void> {
    const seen =
      typeof text === 'string'
        ? (output: string) => output.includes(text)
        : typeof text === 'function'
          ? text
          : (output: string) => text.test(output);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (seen(this.output)) return;
      if (this.child.exitCode !== null)
        throw new Error(`process exited with ${this.child.exitCode}:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${text}:\n${this.output}`);
  }

  /** Resolves with the exit code (or -1 after `timeoutMs`, having killed it). */
  exited(timeoutMs = 30_000): Promise<number> {
    if (this.child.exitCode !== null) return Promise.resolve(this.child.exitCode);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.child.kill('SIGKILL');
        resolve(-1);
      }, timeoutMs);
      this.child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code ?? -1);
      });
    });
  }
}
