import { Injectable } from '@nestjs/common';
import { generateToken, PASSWORD_RESET_TTL_MS } from './domain/tokens';
import { PasswordResetsRepository } from './password-resets.repository';

/** A new single-use reset link (shown once: only its token's hash is stored). */
export interface IssuedResetLink {
  url: string;
  expiresAt: Date;
}

/**
 * Issues password reset links (docs/sessions-and-app.md#forgotten-passwords): a 32-byte token
 * whose SHA-256 is stored, valid 1 hour, once, as `<baseUrl>/password-resets/<token>`. Used by
 * `PasswordResetService` (the mailed and the owner-issued links) and by the operator's
 * `users:reset-password`, which has no HTTP or rate-limit dependencies.
 */
@Injectable()
export class PasswordResetLinks {
  constructor(private readonly resets: PasswordResetsRepository) {}

  /**
   * A link for person `userId`, issued by `issuedBy` (an owner's user id; null for the operator).
   *
   * @param baseUrl the service's public address, without a trailing path.
   */
  async issue(userId: string, issuedBy: string | null, baseUrl: string): Promise<IssuedResetLink> {
    const token = generateToken();
    const expiresAt = await this.resets.insertForUser(
      userId,
      token.hash,
      PASSWORD_RESET_TTL_MS,
      issuedBy,
    );
    return { url: resetUrl(baseUrl, token.plaintext), expiresAt };
  }

  /**
   * A link for the person with this (normalised) email, if any, in one statement that does the
   * same work either way (`Forgot password?` must not tell by its timing).
   *
   * @returns the link and the person's name, or null when the email has no login.
   */
  async issueForEmail(
    email: string,
    baseUrl: string,
  ): Promise<(IssuedResetLink & { name: string }) | null> {
    const token = generateToken();
    const person = await this.resets.insertForEmail(email, token.hash, PASSWORD_RESET_TTL_MS);
    return person
      ? {
          url: resetUrl(baseUrl, token.plaintext),
          expiresAt: person.expiresAt,
          name: person.name,
        }
      : null;
  }
}

/** `<baseUrl>/password-resets/<token>`: the app's `Choose a new password` page. */
function resetUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/password-resets/${token}`;
}
