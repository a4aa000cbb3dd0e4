import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ApiPublicErrors } from '../../common/http/api-errors.decorator';
import { ApiNoApiKey, ApiSessionOnly } from '../../common/http/openapi';
import { RateLimiter } from '../../common/http/rate-limit/rate-limiter';
import { PaginationQueryDto } from '../../common/pagination/pagination';
import { AppConfig } from '../../config/app-config';
import {
  type Account,
  type Caller,
  checkRequestOrigin,
  clearSessionCookie,
  CurrentAccount,
  CurrentCaller,
  readSessionCookie,
  SESSION_COOKIE,
  SessionOnly,
  setSessionCookie,
} from '../accounts';
import { Public } from '../../common/http/public-route';
import { DEVICE_COOKIE, readDeviceCookie, setDeviceCookie } from './device-cookie';
import {
  ChangePasswordDto,
  LoginDto,
  MeDto,
  MembershipDto,
  MembershipPageDto,
  PasswordResetRequestedDto,
  RequestPasswordResetDto,
  SetPasswordDto,
  SignupDto,
  SignupPendingDto,
  SwitchAccountDto,
} from './dto/auth.dto';
import { AcceptInvitationDto, InvitationViewDto } from './dto/invitation.dto';
import { SessionsService } from './sessions.service';
import { InvitationAcceptanceService } from './invitation-acceptance.service';
import { PasswordResetService } from './password-reset.service';
import { type RequestOrigin, type SignInResult, SignInService } from './sign-in.service';
import { SignupService } from './signup.service';
import { UsersService } from './users.service';

const COOKIE_DOC = `Sets the \`${SESSION_COOKIE}\` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding): send it back on /v1 requests instead of an API key. Also sets the \`${DEVICE_COOKIE}\` device cookie (HttpOnly, Secure, SameSite=Strict, Path=/v1/auth, 180 days): this browser is then trusted for the person, and its sign-ins are counted on its own budget, so failed attempts from elsewhere never lock the person out of it.`;

const LIMITS_DOC =
  'Limits (429 `RATE_LIMITED` with `Retry-After`, even for the right password): 100 per 15 minutes per client (an IPv6 client by its /64, sign-ups and invitation acceptances included); 10 password attempts per 15 minutes per email from browsers that never signed in as that person, or per device from a browser that did (its device cookie); and while more than `SIGN_IN_FAILURES_PER_MINUTE` (300) sign-ins fail per minute across the service, sign-ins from unknown browsers are refused for a minute.';

const SIGNUP_MESSAGE = 'Check your email to continue: the link in it is valid for 24 hours.';

/**
 * Sign-up, sign-in, sign-out, invitations' pages, the signed-in person and their accounts
 * (docs/sessions-and-app.md, docs/security.md), forgotten passwords
 * (docs/sessions-and-app.md#forgotten-passwords). The routes that take no credential (sign-up and
 * its confirmation, sign-in, sign-out, password resets, an invitation's page and its acceptance): when a browser
 * sends an `Origin` (or `Sec-Fetch-Site`), it must be the service's own (403
 * `CSRF_ORIGIN_MISMATCH`), so another site cannot sign a visitor in or out.
 */
@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly signIns: SignInService,
    private readonly signups: SignupService,
    private readonly invitations: InvitationAcceptanceService,
    private readonly sessions: SessionsService,
    private readonly passwordResets: PasswordResetService,
    private readonly rateLimiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @Public()
  @ApiNoApiKey()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'signup',
    summary: 'Create an account and its owner',
    description: `Only when \`ALLOW_SIGNUP\` is true (the default), else 403 \`SIGNUP_CLOSED\`. The account has no API key until an owner generates one (\`POST /v1/account/api-key\`). Without \`SMTP_URL\`: 201, signed in at once; an email that already has a login (case-insensitively) is 409 \`CONFLICT\`. With \`SMTP_URL\`: 202 \`{"status": "confirmation_sent"}\` for every email, new or not (nobody learns which emails have a login): a new email gets a link (\`/signups/<token>\`, 24 hours) that creates the account (\`POST /v1/auth/signups/{token}/confirm\`), an email with a login gets a mail saying so. ${COOKIE_DOC} ${LIMITS_DOC}`,
  })
  @ApiResponse({ status: 201, type: MeDto, description: 'Signed in as the new owner.' })
  @ApiResponse({
    status: 202,
    type: SignupPendingDto,
    description: 'With `SMTP_URL`: check your email to continue.',
  })
  @ApiPublicErrors(
    'VALIDATION_FAILED',
    'SIGNUP_CLOSED',
    'CSRF_ORIGIN_MISMATCH',
    'CONFLICT',
    'RATE_LIMITED',
  )
  async signup(
    @Body() body: SignupDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto | SignupPendingDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    const outcome = await this.signups.signup(body, await this.origin(req));
    if (outcome.kind === 'mailed') {
      res.status(202);
      return { status: 'confirmation_sent', message: SIGNUP_MESSAGE };
    }
    return this.signedIn(res, outcome.result);
  }

  @Post('signups/:token/confirm')
  @Public()
  @ApiNoApiKey()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'confirmSignup',
    summary: 'Confirm a sign-up from its mailed link, and sign in',
    description: `The token of the link a sign-up mailed (\`/signups/<token>\`): creates the account and its owner as signed up. Works once, within 24 hours, else 404 \`SIGNUP_NOT_FOUND\`; an email that got a login meanwhile is 409 \`CONFLICT\`. ${COOKIE_DOC}`,
  })
  @ApiParam({ name: 'token', description: 'The token of the mailed link.' })
  @ApiResponse({ status: 201, type: MeDto, description: 'Signed in as the new owner.' })
  @ApiPublicErrors('SIGNUP_NOT_FOUND', 'CSRF_ORIGIN_MISMATCH', 'CONFLICT', 'RATE_LIMITED')
  async confirmSignup(
    @Param('token') token: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    return this.signedIn(res, await this.signups.confirmSignup(token, await this.origin(req)));
  }

  @Post('login')
  @Public()
  @ApiNoApiKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in with email and password',
    description: `A wrong email or password is one 401 \`INVALID_CREDENTIALS\` (it never says which). Opens the account the person used last (switch with \`POST /v1/auth/switch\`). ${LIMITS_DOC} ${COOKIE_DOC}`,
  })
  @ApiResponse({ status: 200, type: MeDto, description: 'Signed in.' })
  @ApiPublicErrors(
    'VALIDATION_FAILED',
    'INVALID_CREDENTIALS',
    'CSRF_ORIGIN_MISMATCH',
    'RATE_LIMITED',
  )
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    return this.signedIn(res, await this.signIns.login(body, await this.origin(req)));
  }

  @Post('logout')
  @Public()
  @ApiNoApiKey()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out',
    description:
      'Revokes the session of the cookie (at once, in every process) and clears the cookie. Answers 204 even without a live session. The device cookie stays: the browser is still known for the person.',
  })
  @ApiResponse({ status: 204, description: 'Signed out.' })
  @ApiPublicErrors('CSRF_ORIGIN_MISMATCH')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    await this.sessions.close(readSessionCookie(req));
    clearSessionCookie(res);
  }

  @Post('password-resets')
  @Public()
  @ApiNoApiKey()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Forgot password? Ask for a link to choose a new password',
    description: `202 with the same body for every email, whether or not it has a login, after the same work (one statement either way; the mail is sent in the background, never awaited), so nobody learns which emails have a login. With \`SMTP_URL\`: an email that has a login is mailed a single-use link (\`/password-resets/<token>\` on \`PUBLIC_BASE_URL\`) valid for 1 hour; only the SHA-256 of its token is stored. Without \`SMTP_URL\` nothing is sent and the message says to ask an owner of the account, who issues a link from Settings > Team (\`POST /v1/users/{id}/password-reset\`), or the operator (\`users:reset-password\`). Limits (429 \`RATE_LIMITED\` with \`Retry-After\`): the sign-in budget per client (100 per 15 minutes), and 5 requests per 15 minutes per email, known or not.`,
  })
  @ApiResponse({
    status: 202,
    type: PasswordResetRequestedDto,
    description: 'The same answer for every email.',
  })
  @ApiPublicErrors('VALIDATION_FAILED', 'CSRF_ORIGIN_MISMATCH', 'RATE_LIMITED')
  async requestPasswordReset(
    @Body() body: RequestPasswordResetDto,
    @Req() req: Request,
  ): Promise<PasswordResetRequestedDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    const { message } = await this.passwordResets.request(body.email, await this.origin(req));
    return { status: 'reset_requested', message };
  }

  @Post('password-resets/:token')
  @Public()
  @ApiNoApiKey()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'resetPassword',
    summary: 'Choose a new password with a reset link',
    description:
      "The token of a reset link (mailed by `Forgot password?`, or issued by an owner or the operator). `password` follows the sign-up's rules (400 `VALIDATION_FAILED` with the reason; the link still works). Sets the link's person's password and revokes every session of theirs, in every account, and every trusted device: they sign in again with the new password (this answer signs nobody in). The link, and any other open link of the person, stops working. A link that is unknown, used or older than 1 hour is 404 `PASSWORD_RESET_NOT_FOUND`. Counted on the sign-in budget per client (100 per 15 minutes).",
  })
  @ApiParam({ name: 'token', description: 'The token of the reset link.' })
  @ApiResponse({ status: 204, description: 'Password set; every session of the person ended.' })
  @ApiPublicErrors(
    'VALIDATION_FAILED',
    'PASSWORD_RESET_NOT_FOUND',
    'CSRF_ORIGIN_MISMATCH',
    'RATE_LIMITED',
  )
  async resetPassword(
    @Param('token') token: string,
    @Body() body: SetPasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    await this.passwordResets.reset(token, body.password, await this.origin(req));
  }

  @Get('invitations/:token')
  @Public()
  @ApiNoApiKey()
  @ApiOperation({
    operationId: 'showInvitation',
    summary: "An invitation's page: which account, which email, which role",
    description:
      'For the page of an invitation link (`/invitations/<token>`), without using it. A link that is unknown, used, revoked or older than 7 days is 404 `INVITATION_NOT_FOUND`. It never says whether the email already has a login.',
  })
  @ApiParam({ name: 'token', description: "The token of the invitation's link." })
  @ApiResponse({ status: 200, type: InvitationViewDto })
  @ApiPublicErrors('INVITATION_NOT_FOUND')
  async showInvitation(@Param('token') token: string): Promise<InvitationViewDto> {
    const view = await this.invitations.showInvitation(token);
    return { ...view, expiresAt: view.expiresAt.toISOString() };
  }

  @Post('invitations/:token/accept')
  @Public()
  @ApiNoApiKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'acceptInvitation',
    summary: 'Accept an invitation, and sign in to its account',
    description: `For an email without a login: \`name\` and \`password\` (the password rules apply, 400 \`VALIDATION_FAILED\` with the reason) create it. For an email that has a login: \`password\` must be that login's (401 \`INVALID_CREDENTIALS\` otherwise, counted as a sign-in); nobody's password is replaced through an invitation. The person joins the account with the invitation's role and is signed in to it; the link stops working. A link that is unknown, used, revoked or older than 7 days is 404 \`INVITATION_NOT_FOUND\`. ${COOKIE_DOC}`,
  })
  @ApiParam({ name: 'token', description: "The token of the invitation's link." })
  @ApiResponse({ status: 200, type: MeDto, description: 'Joined and signed in.' })
  @ApiPublicErrors(
    'VALIDATION_FAILED',
    'INVITATION_NOT_FOUND',
    'INVALID_CREDENTIALS',
    'CSRF_ORIGIN_MISMATCH',
    'CONFLICT',
    'RATE_LIMITED',
  )
  async acceptInvitation(
    @Param('token') token: string,
    @Body() body: AcceptInvitationDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MeDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    return this.signedIn(
      res,
      await this.invitations.acceptInvitation(token, body, await this.origin(req)),
    );
  }

  @Get('me')
  @ApiSessionOnly()
  @ApiOperation({
    operationId: 'me',
    summary: 'The signed-in person and their current account',
    description:
      "Needs the session cookie: with an API key it is 401 `SESSION_EXPIRED` (a key is not a person). A cookie whose session has ended (expired after 14 days unused, signed out, revoked by a password change or the person's removal from the account) is 401 `SESSION_EXPIRED`; no cookie and no key is 401 `API_KEY_MISSING`.",
  })
  @ApiResponse({ status: 200, type: MeDto })
  @ApiErrors()
  me(@CurrentAccount() account: Account, @CurrentCaller() caller: Caller): MeDto {
    return this.users.me(account, caller);
  }

  @Get('accounts')
  @SessionOnly()
  @ApiOperation({
    operationId: 'listMyAccounts',
    summary: "The signed-in person's accounts (the account switcher)",
    description:
      'Every account the person belongs to, with their role in each and which one this session is in (`current`), oldest membership first. With an API key: 403 `SESSION_REQUIRED`.',
  })
  @ApiResponse({ status: 200, type: MembershipPageDto })
  @ApiErrors('VALIDATION_FAILED')
  async accounts(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Query() query: PaginationQueryDto,
  ): Promise<MembershipPageDto> {
    const page = await this.users.accountsOf(caller, query.limit, query.cursor);
    return {
      data: page.data.map((membership) => MembershipDto.from(membership, account.id)),
      nextCursor: page.nextCursor,
    };
  }

  @Post('switch')
  @HttpCode(200)
  @SessionOnly()
  @ApiOperation({
    operationId: 'switchAccount',
    summary: 'Switch this session to another of your accounts',
    description:
      "Every request of the session then acts in that account, with the person's role there; the next sign-in opens it too. An account the person does not belong to is 404 `ACCOUNT_NOT_FOUND`. With an API key: 403 `SESSION_REQUIRED`.",
  })
  @ApiResponse({
    status: 200,
    type: MeDto,
    description: 'The person, with their role, in the account switched to.',
  })
  @ApiErrors('VALIDATION_FAILED', 'ACCOUNT_NOT_FOUND')
  async switchAccount(
    @CurrentCaller() caller: Caller,
    @Body() body: SwitchAccountDto,
  ): Promise<MeDto> {
    return this.users.switchAccount(caller, body.accountId);
  }

  @Post('password')
  @HttpCode(204)
  @ApiSessionOnly()
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change your password',
    description:
      "Needs the session cookie. A wrong `currentPassword` is 400 `VALIDATION_FAILED`; so is a `newPassword` outside the rules, with the reason. Every other session of the person (in every account) is revoked, and every device cookie but this browser's; this session stays signed in. At most 10 attempts per 15 minutes per person, counted apart from sign-ins: failed sign-ins never block it.",
  })
  @ApiResponse({ status: 204, description: 'Changed.' })
  @ApiErrors('VALIDATION_FAILED')
  async changePassword(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.users.changePassword(account, caller, body, readDeviceCookie(req));
  }

  /** Where a sign-in-like request comes from: its client as the limiter counts it, its device cookie. */
  private async origin(req: Request): Promise<RequestOrigin> {
    return { client: await this.rateLimiter.clientOf(req), deviceCookie: readDeviceCookie(req) };
  }

  /** Sets the session and device cookies of a sign-in and answers who is signed in. */
  private signedIn(res: Response, result: SignInResult): MeDto {
    setSessionCookie(res, result.session.token, result.session.maxAgeMs);
    setDeviceCookie(res, result.device.value, result.device.maxAgeMs);
    return result.me;
  }
}
