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
