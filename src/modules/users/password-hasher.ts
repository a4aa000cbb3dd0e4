import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id (`@node-rs/argon2`, its defaults: 19 MiB memory, 2 passes, 1 lane, the OWASP
 * recommendation) for people's passwords. Hashing runs on libuv's thread pool, not the event loop.
 */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  /** The PHC string (`$argon2id$v=19$m=…`) of `password`, salted at random. */
  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id });
  }

  /** Whether `password` matches `phc`; false (never throws) for a malformed hash. */
  async verify(phc: string, password: string): Promise<boolean> {
    try {
      return await verify(phc, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of one `verify` against a hash no password matches, for sign-ins with an
   * unknown email, so that the answer's timing does not tell which emails have an account.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('parley: no such user, timing equaliser');
    await this.verify(await this.dummy, `${password}\u0000`);
    return false;
  }
}
