import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, ApiPublicErrors } from '../../common/http/api-errors.decorator';
import { ApiNoApiKey, ApiSessionOnly } from '../../common/http/openapi';
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
  setSessionCookie,
} from '../accounts';
import { Public } from '../../common/http/public-route';
import { ChangePasswordDto, LoginDto, MeDto, SignupDto } from './dto/auth.dto';
import { SessionsService } from './sessions.service';
import { UsersService } from './users.service';

const COOKIE_DOC = `Sets the \`${SESSION_COOKIE}\` session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, 14 days, sliding). Send it back on /v1 requests instead of an API key.`;

/**
 * Sign-up, sign-in, sign-out and the signed-in person (docs/sessions-and-app.md). Sign-up, sign-in
 * and sign-out take no credential; when a browser sends an `Origin` (or `Sec-Fetch-Site`), it
 * must be the service's own (403 `CSRF_ORIGIN_MISMATCH`), so another site cannot sign a visitor
 * in or out.
 */
@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @Public()
  @ApiNoApiKey()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'signup',
    summary: 'Create an account and its owner, and sign in',
    description: `Only when \`ALLOW_SIGNUP\` is true (the default), else 403 \`SIGNUP_CLOSED\`. The account has no API key until an owner generates one (\`POST /v1/account/api-key\`). An email already used (case-insensitively) is 409 \`CONFLICT\`. ${COOKIE_DOC}`,
  })
  @ApiResponse({ status: 201, type: MeDto, description: 'Signed in as the new owner.' })
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
  ): Promise<MeDto> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    const { session, me } = await this.users.signup(body, req.ip ?? 'unknown');
    setSessionCookie(res, session.token, session.maxAgeMs);
    return me;
  }

  @Post('login')
  @Public()
  @ApiNoApiKey()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in with email and password',
    description: `A wrong email or password is one 401 \`INVALID_CREDENTIALS\` (it never says which). At most 10 attempts per email (and 100 per client IP) per 15 minutes: past that, 429 \`RATE_LIMITED\` even with the right password. ${COOKIE_DOC}`,
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
    const { session, me } = await this.users.login(body, req.ip ?? 'unknown');
    setSessionCookie(res, session.token, session.maxAgeMs);
    return me;
  }

  @Post('logout')
  @Public()
  @ApiNoApiKey()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out',
    description:
      'Revokes the session of the cookie (at once, in every process) and clears the cookie. Answers 204 even without a live session.',
  })
  @ApiResponse({ status: 204, description: 'Signed out.' })
  @ApiPublicErrors('CSRF_ORIGIN_MISMATCH')
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    checkRequestOrigin(req, this.config.PUBLIC_BASE_URL, false);
    await this.sessions.close(readSessionCookie(req));
    clearSessionCookie(res);
  }

  @Get('me')
  @ApiSessionOnly()
  @ApiOperation({
    operationId: 'me',
    summary: 'The signed-in person and their account',
    description:
      "Needs the session cookie: with an API key it is 401 `SESSION_EXPIRED` (a key is not a person). A cookie whose session has ended (expired after 14 days unused, signed out, revoked by a password change or the user's removal) is 401 `SESSION_EXPIRED`; no cookie and no key is 401 `API_KEY_MISSING`.",
  })
  @ApiResponse({ status: 200, type: MeDto })
  @ApiErrors()
  me(@CurrentAccount() account: Account, @CurrentCaller() caller: Caller): MeDto {
    return this.users.me(account, caller);
  }

  @Post('password')
  @HttpCode(204)
  @ApiSessionOnly()
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change your password',
    description:
      'Needs the session cookie. A wrong `currentPassword` is 400 `VALIDATION_FAILED`. Every other session of the person is revoked; this one stays signed in.',
  })
  @ApiResponse({ status: 204, description: 'Changed.' })
  @ApiErrors('VALIDATION_FAILED')
  async changePassword(
    @CurrentAccount() account: Account,
    @CurrentCaller() caller: Caller,
    @Body() body: ChangePasswordDto,
  ): Promise<void> {
    await this.users.changePassword(account, caller, body);
  }
}
