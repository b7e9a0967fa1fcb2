import type { Services } from '../../context.js';
import { CODE_TTL_MINUTES } from './codes.js';

// The words of every account message, in one place.

export async function sendEmailVerificationCode(services: Services, to: string, code: string) {
  const link = new URL('/verify-email', services.config.PUBLIC_URL);
  link.searchParams.set('email', to);
  link.searchParams.set('otp', code);
  await services.mailer.send({
    to,
    subject: `Lekhapadi verification code: ${code}`,
    text: [
      'Namaste,',
      '',
      `Your Lekhapadi verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      `Or open this link to verify your e-mail: ${link.href}`,
      '',
      'If you did not create an account, ignore this message.',
    ].join('\n'),
  });
}

export async function sendMobileVerificationCode(services: Services, to: string, code: string) {
  await services.sms.send({
    to,
    text: `Your Lekhapadi verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
  });
}

export async function sendPasswordResetCode(
  services: Services,
  channel: 'email' | 'mobile',
  to: string,
  code: string,
) {
  if (channel === 'mobile') {
    await services.sms.send({
      to,
      text: `Your Lekhapadi password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
    });
    return;
  }
  const link = new URL('/reset-password', services.config.PUBLIC_URL);
  link.searchParams.set('email', to);
  link.searchParams.set('token', code);
  link.searchParams.set('tab', 'email');
  await services.mailer.send({
    to,
    subject: `Lekhapadi password reset code: ${code}`,
    text: [
      'Namaste,',
      '',
      `Your password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      `Or open this link to choose a new password: ${link.href}`,
      '',
      'If you did not ask to reset your password, ignore this message; your password stays as it is.',
    ].join('\n'),
  });
}

export async function sendEmailChangeCode(services: Services, to: string, code: string) {
  await services.mailer.send({
    to,
    subject: `Lekhapadi email change code: ${code}`,
    text: [
      'Namaste,',
      '',
      `Your code to make this your Lekhapadi email is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask for this, ignore this message.',
    ].join('\n'),
  });
}

/** Someone tried to register an address that already has a verified account. */
export async function sendRegistrationAttemptNotice(services: Services, to: string) {
  const login = new URL('/', services.config.PUBLIC_URL);
  const reset = new URL('/forgot-password', services.config.PUBLIC_URL);
  await services.mailer.send({
    to,
    subject: 'Lekhapadi: you already have an account',
    text: [
      'Namaste,',
      '',
      'Someone tried to register a new Lekhapadi account with this email address, which already has one.',
      `If it was you, sign in at ${login.href} or choose a new password at ${reset.href}.`,
      '',
      'If it was not you, ignore this message; your account stays as it is.',
    ].join('\n'),
  });
}

/** Tells the old address that the account's e-mail moved, so an unwanted change is noticed. */
export async function sendEmailChangedNotice(services: Services, to: string, newEmail: string) {
  await services.mailer.send({
    to,
    subject: 'Lekhapadi: your email address was changed',
    text: [
      'Namaste,',
      '',
      `The email address of your Lekhapadi account was changed to ${newEmail}.`,
      'If you did not do this, reset your password with your mobile number at once and contact us.',
    ].join('\n'),
  });
}
