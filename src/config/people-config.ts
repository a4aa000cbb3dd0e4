import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { toInt, toBool, emptyToUndefined } from './env-values';
import { ServerConfig } from './server-config';

/** Sign-up, mail and sign-in limits: part of `AppConfig` (docs/security.md). */
export class PeopleConfig extends ServerConfig {
  /**
   * Whether `POST /v1/auth/signup` creates accounts (docs/sessions-and-app.md#sign-up-and-sign-in).
   * False: 403 `SIGNUP_CLOSED`, and people are added by an owner (Settings > Team) or
   * `users:create`.
   */
  @Transform(toBool)
  @IsBoolean()
  ALLOW_SIGNUP: boolean = true;

  /**
   * SMTP server for the mail the app sends (invitations, sign-up confirmations), e.g.
   * `smtp://user:pass@mail.example.com:587` (STARTTLS when offered) or `smtps://…:465`. Unset: no
   * mail; invitation links are shown to the owner only, and sign-up signs in at once. Needs
   * `PUBLIC_BASE_URL` (links in mail are never built from a request's Host).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From of the mail the app sends. */
  @IsString()
  MAIL_FROM: string = 'Parley <no-reply@localhost>';

  /**
   * Failed sign-ins per minute, service-wide, past which sign-ins from browsers that never signed
   * in as that person (no device cookie) are refused for a minute (429): a password spray slows
   * to a trickle while people on their own browsers still sign in.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SIGN_IN_FAILURES_PER_MINUTE: number = 300;
}
