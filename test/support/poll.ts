/**
 * Bounded polling for tests: every wait ends, with an error that says what was last seen.
 */

/**
 * Reads `read()` every `everyMs` ms until `done(value)`, and returns that value.
 * @throws Error after `timeoutMs` ms, with the last value as JSON.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`gave up after ${timeoutMs} ms at ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until `check()` holds, checking every `everyMs` ms.
 * @throws Error after `timeoutMs` ms.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  everyMs = 100,
): Promise<void> {
  await until(async () => check(), Boolean, timeoutMs, everyMs);
}
