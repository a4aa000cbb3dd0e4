import { Command, CommandRunner, Option } from 'nest-commander';
import { AppError, ValidationFailedError } from '../common/errors';
import { AppConfig } from '../config/app-config';
import { USER_ROLES, type UserRole } from '../modules/accounts';
import { normaliseEmail, PasswordResetLinks, TeamService, UserDto } from '../modules/users';
import { printJson } from './output';

interface CreateUserOptions {
  account: string;
  email: string;
  passwordStdin?: boolean;
  role?: string;
  name?: string;
}

/** Reads all of stdin as text (the password, so it never appears in argv or the shell history). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `users:create --account <id> --email <e> --password-stdin [--role owner|agent] [--name <n>]`
 * (docs/sessions-and-app.md#people-and-roles): adds a person who signs in to the app, for operators
 * and for accounts made by `accounts:create`. The password is read from stdin (one trailing newline
 * dropped); the role defaults to `owner`. Prints `{id, accountId, name, email, role, createdAt}`.
 */
@Command({
  name: 'users:create',
  description: 'Add a person who signs in to the app (password read from stdin)',
})
export class CreateUserCommand extends CommandRunner {
  constructor(private readonly users: TeamService) {
    super();
  }

  async run(_args: string[], options: CreateUserOptions): Promise<void> {
    if (!options.passwordStdin)
      throw new ValidationFailedError([
        { field: 'password-stdin', message: 'is required: pipe the password on stdin' },
      ]);
    const password = (await readStdin()).replace(/\r?\n$/, '');
    const role = (options.role ?? 'owner') as UserRole;
    if (!USER_ROLES.includes(role))
      throw new ValidationFailedError([{ field: 'role', message: 'must be owner or agent' }]);
    const user = await this.users.addUserToAccount(options.account, {
      email: options.email,
      password,
      role,
      name: options.name,
    });
    printJson({ ...UserDto.from(user), accountId: user.accountId });
  }

  @Option({ flags: '--account <accountId>', description: 'the account id', required: true })
  parseAccount(value: string): string {
    return value;
  }

  @Option({ flags: '--email <email>', description: 'the sign-in email', required: true })
  parseEmail(value: string): string {
    return value;
  }

  @Option({ flags: '--password-stdin', description: 'read the password from stdin (required)' })
  parsePasswordStdin(): boolean {
    return true;
  }

  @Option({ flags: '--role <role>', description: 'owner (default) or agent' })
  parseRole(value: string): string {
    return value;
  }

  @Option({ flags: '--name <name>', description: 'display name' })
  parseName(value: string): string {
    return value;
  }
}

interface ResetPasswordOptions {
  email: string;
  baseUrl?: string;
}

/**
 * `users:reset-password --email <e> [--base-url <url>]` (docs/sessions-and-app.md#forgotten-passwords):
 * prints `{email, url, expiresAt}`, a single-use link (valid 1 hour) on which the person chooses
 * a new password, for the operator to pass on. The operator never sets the password. Links are
 * built on `--base-url`, else `PUBLIC_BASE_URL`.
 *
 * @throws ValidationFailedError without a base URL; AppError `USER_NOT_FOUND` for an email
 *   without a login.
 */
@Command({
  name: 'users:reset-password',
  description: 'Print a single-use link (valid 1 hour) on which a person chooses a new password',
})
export class ResetPasswordCommand extends CommandRunner {
  constructor(
    private readonly links: PasswordResetLinks,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async run(_args: string[], options: ResetPasswordOptions): Promise<void> {
    const baseUrl = options.baseUrl ?? this.config.PUBLIC_BASE_URL;
    if (!baseUrl)
      throw new ValidationFailedError([
        { field: 'base-url', message: 'is required when PUBLIC_BASE_URL is not set' },
      ]);
    const email = normaliseEmail(options.email);
    const issued = await this.links.issueForEmail(email, baseUrl);
    if (!issued) throw new AppError('USER_NOT_FOUND', `No person signs in with ${email}.`);
    printJson({ email, url: issued.url, expiresAt: issued.expiresAt.toISOString() });
  }

  @Option({ flags: '--email <email>', description: 'the sign-in email', required: true })
  parseEmail(value: string): string {
    return value;
  }

  @Option({
    flags: '--base-url <url>',
    description: "the service's public address (default: PUBLIC_BASE_URL)",
  })
  parseBaseUrl(value: string): string {
    return value;
  }
}
