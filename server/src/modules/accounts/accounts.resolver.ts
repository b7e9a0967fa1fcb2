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

  @Mutation(() => ActionResult, { description: 'Creates an account and e-mails a verification code.' })
  register(@Ctx() ctx: RequestContext, @Arg('input') input: RegisterInput) {
    return register(ctx, input);
  }

  @Mutation(() => LoginResult, {
    description: 'Signs in and sets the session cookie. Wrong credentials give an UNAUTHENTICATED error.',
  })
  login(@Ctx() ctx: RequestContext, @Arg('input') input: LoginInput) {
    return login(ctx, input);
  }

  @Mutation(() => ActionResult, { description: 'Ends this browser session.' })
  logout(@Ctx() ctx: RequestContext) {
    return logout(ctx);
  }

  @Mutation(() => ActionResult, { description: 'Verifies an e-mail address with the code sent to it.' })
  verifyEmail(@Ctx() ctx: RequestContext, @Arg('email') email: string, @Arg('otp') otp: string) {
    return verifyEmail(ctx, { email, otp });
  }

  @Mutation(() => ActionResult, { description: 'Verifies a mobile number with the code sent to it by SMS.' })
  verifyMobile(@Ctx() ctx: RequestContext, @Arg('mobile') mobile: string, @Arg('otp') otp: string) {
    return verifyMobile(ctx, { mobile, otp });
  }

  @Mutation(() => ActionResult, {
    description: 'Sends a new verification code to an unverified e-mail or mobile.',
  })
  resendOtp(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { nullable: true }) email?: string | null,
    @Arg('mobile', () => String, { nullable: true }) mobile?: string | null,
  ) {
    return resendOtp(ctx, { email, mobile });
  }

  @Mutation(() => ActionResult, { description: 'Sends a password reset code to the e-mail or mobile.' })
  requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String, { nullable: true }) email?: string | null,
    @Arg('mobile', () => String, { nullable: true }) mobile?: string | null,
  ) {
    return requestPasswordReset(ctx, { email, mobile });
  }

  @Mutation(() => ActionResult, {
    description: 'Sets a new password with a reset code; signs out everywhere.',
  })
  resetPassword(@Ctx() ctx: RequestContext, @Arg('input') input: ResetPasswordInput) {
    return resetPassword(ctx, input);
  }
}
