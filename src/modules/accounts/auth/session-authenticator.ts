import type { Account } from '../account.entity';

/** The roles a person can have in an account (docs/sessions-and-app.md#people-and-roles). */
export const USER_ROLES = ['owner', 'agent'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in person behind a session-authenticated request. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /**
   * An agent an owner restricted to the conversations assigned to them
   * (docs/conversations.md#restricted-agents); false for everyone else.
   */
  restrictedToAssigned: boolean;
}

/** What a valid session token resolves to. */
export interface AuthenticatedSession {
  sessionId: string;
  account: Account;
  user: SessionUser;
  /** The new expiry when this lookup slid it forward (the cookie is then sent again with a fresh Max-Age), else null. */
  refreshedUntil: Date | null;
}

/**
 * The port the credential guard resolves session cookies through; `modules/users` provides it
 * (`SessionsService`), so accounts/ owns the guard without depending on how sessions are stored.
 */
export abstract class SessionAuthenticator {
  /**
   * The live session whose cookie token is `token`, sliding its expiry when due; null when the
   * token is malformed, unknown, revoked (logout, password change, user removed) or expired.
   */
  abstract authenticate(token: string): Promise<AuthenticatedSession | null>;
}
