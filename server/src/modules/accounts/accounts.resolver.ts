import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import {
  ActionResult,
  LoginInput,
  LoginResult,
  RegisterInput,
  ResetPasswordInput,
} from './accounts.inputs.js';
import { login, logout } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { register } from './register.service.js';
import { User } from './user.entity.js';
import { resendOtp, verifyEmail, verifyMobile } from './verification.service.js';

@Resolver()
export class AccountsResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Mutation(() => ActionResult, {
    description:
      'Creates an account and e-mails a verification code. The answer is the same when the e-mail already has an account (that address is told instead).',
  })
  register(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The new account.' }) input: RegisterInput,
  ) {
    return register(ctx, input);
  }

  @Mutation(() => LoginResult, {
    description: 'Signs in and sets the session cookie. Wrong credentials give an UNAUTHENTICATED error.',
  })
  login(@Ctx() ctx: RequestContext, @Arg('input', { description: 'The credentials.' }) input: LoginInput) {
    return login(ctx, input);
  }

  @Mutation(() => ActionResult, { description: 'Ends this browser session and closes its WebSockets.' })
  logout(@Ctx() ctx: RequestContext) {
    return logout(ctx);
  }

  @Mutation(() => LoginResult, {
    description:
      'Verifies an e-mail address with the code sent to it. For a new account this signs in (a new session cookie).',
  })
  verifyEmail(
    @Ctx() ctx: RequestContext,
    @Arg('email', { description: 'The e-mail address the code was sent to.' }) email: string,
    @Arg('otp', { description: 'The 6-digit code.' }) otp: string,
  ) {
    return verifyEmail(ctx, { email, otp });
  }

  @Mutation(() => LoginResult, {
    description:
      'Verifies a mobile number with the code sent to it by SMS. For a new account this signs in (a new session cookie).',
  })
  verifyMobile(
    @Ctx() ctx: RequestContext,
    @Arg('mobile', { description: 'The mobile number the code was sent to.' }) mobile: string,
    @Arg('otp', { description: 'The 6-digit code.' }) otp: string,
  ) {
    return verifyMobile(ctx, { mobile, otp });
  }

  @Mutation(() => ActionResult, {
    description: 'Sends a new verification code to an unverified e-mail or mobile.',
  })
  resendOtp(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { nullable: true, description: 'The e-mail address; give this or mobile.' })
    email?: string | null,
    @Arg('mobile', () => String, { nullable: true, description: 'The mobile number; give this or email.' })
    mobile?: string | null,
  ) {
    return resendOtp(ctx, { email, mobile });
  }

  @Mutation(() => ActionResult, { description: 'Sends a password reset code to the e-mail or mobile.' })
  requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { nullable: true, description: 'The e-mail address; give this or mobile.' })
    email?: string | null,
    @Arg('mobile', () => String, { nullable: true, description: 'The mobile number; give this or email.' })
    mobile?: string | null,
  ) {
    return requestPasswordReset(ctx, { email, mobile });
  }

  @Mutation(() => ActionResult, {
    description: 'Sets a new password with a reset code; signs out everywhere.',
  })
  resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The reset code and the new password.' }) input: ResetPasswordInput,
  ) {
    return resetPassword(ctx, input);
  }
}
