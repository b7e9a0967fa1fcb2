import type { RequestContext } from '../../context.js';
import { toDevanagariDigits } from '../../shared/nepali/index.js';
import type { ReaderLanguage } from '../../shared/reader-language.js';
import { CODE_TTL_MINUTES } from './codes.js';

// The words of every account message, in one place, in the language of the screen that asked
// for it (the request's Accept-Language). Codes stay in Latin digits in both: every code field
// takes them, and a code is copied, not read aloud.

/** Who sends, and in which language. */
export type Notifier = Pick<RequestContext, 'services' | 'language'>;

const minutes = (language: ReaderLanguage) =>
  language === 'ne' ? toDevanagariDigits(CODE_TTL_MINUTES) : String(CODE_TTL_MINUTES);

const words = {
  en: {
    greeting: 'Namaste,',
    verifySubject: (code: string) => `Lekhapadi verification code: ${code}`,
    verifyCode: (code: string, ttl: string) =>
      `Your Lekhapadi verification code is ${code}. It expires in ${ttl} minutes.`,
    verifyLink: (href: string) => `Or open this link to verify your e-mail: ${href}`,
    verifyIgnore: 'If you did not create an account, ignore this message.',
    resetSubject: (code: string) => `Lekhapadi password reset code: ${code}`,
    resetSms: (code: string, ttl: string) =>
      `Your Lekhapadi password reset code is ${code}. It expires in ${ttl} minutes.`,
    resetCode: (code: string, ttl: string) =>
      `Your password reset code is ${code}. It expires in ${ttl} minutes.`,
    resetLink: (href: string) => `Or open this link to choose a new password: ${href}`,
    resetIgnore:
      'If you did not ask to reset your password, ignore this message; your password stays as it is.',
    changeSubject: (code: string) => `Lekhapadi email change code: ${code}`,
    changeCode: (code: string, ttl: string) =>
      `Your code to make this your Lekhapadi email is ${code}. It expires in ${ttl} minutes.`,
    changeIgnore: 'If you did not ask for this, ignore this message.',
    attemptSubject: 'Lekhapadi: you already have an account',
    attemptText:
      'Someone tried to register a new Lekhapadi account with this email address, which already has one.',
    attemptWay: (login: string, reset: string) =>
      `If it was you, sign in at ${login} or choose a new password at ${reset}.`,
    attemptIgnore: 'If it was not you, ignore this message; your account stays as it is.',
    changedSubject: 'Lekhapadi: your email address was changed',
    changedText: (email: string) => `The email address of your Lekhapadi account was changed to ${email}.`,
    changedAdvice:
      'If you did not do this, reset your password with your mobile number at once and contact us.',
  },
  ne: {
    greeting: 'नमस्ते,',
    verifySubject: (code: string) => `लेखापढी प्रमाणीकरण कोड: ${code}`,
    verifyCode: (code: string, ttl: string) =>
      `तपाईंको लेखापढी प्रमाणीकरण कोड ${code} हो। यो ${ttl} मिनेटमा समाप्त हुन्छ।`,
    verifyLink: (href: string) => `वा इमेल प्रमाणित गर्न यो लिङ्क खोल्नुहोस्: ${href}`,
    verifyIgnore: 'तपाईंले खाता नखोल्नुभएको हो भने यो सन्देश बेवास्ता गर्नुहोस्।',
    resetSubject: (code: string) => `लेखापढी पासवर्ड रिसेट कोड: ${code}`,
    resetSms: (code: string, ttl: string) =>
      `तपाईंको लेखापढी पासवर्ड रिसेट कोड ${code} हो। यो ${ttl} मिनेटमा समाप्त हुन्छ।`,
    resetCode: (code: string, ttl: string) =>
      `तपाईंको पासवर्ड रिसेट कोड ${code} हो। यो ${ttl} मिनेटमा समाप्त हुन्छ।`,
    resetLink: (href: string) => `वा नयाँ पासवर्ड छान्न यो लिङ्क खोल्नुहोस्: ${href}`,
    resetIgnore:
      'तपाईंले पासवर्ड रिसेट गर्न नमाग्नुभएको हो भने यो सन्देश बेवास्ता गर्नुहोस्; तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
    changeSubject: (code: string) => `लेखापढी इमेल परिवर्तन कोड: ${code}`,
    changeCode: (code: string, ttl: string) =>
      `यो इमेललाई तपाईंको लेखापढी इमेल बनाउने कोड ${code} हो। यो ${ttl} मिनेटमा समाप्त हुन्छ।`,
    changeIgnore: 'तपाईंले यो नमाग्नुभएको हो भने यो सन्देश बेवास्ता गर्नुहोस्।',
    attemptSubject: 'लेखापढी: तपाईंको खाता पहिल्यै छ',
    attemptText: 'कसैले यो इमेल ठेगानाबाट नयाँ लेखापढी खाता दर्ता गर्न खोज्यो, तर यसको खाता पहिल्यै छ।',
    attemptWay: (login: string, reset: string) =>
      `तपाईं नै हो भने ${login} मा लगइन गर्नुहोस् वा ${reset} मा नयाँ पासवर्ड छान्नुहोस्।`,
    attemptIgnore: 'तपाईं होइन भने यो सन्देश बेवास्ता गर्नुहोस्; तपाईंको खाता जस्ताको तस्तै रहन्छ।',
    changedSubject: 'लेखापढी: तपाईंको इमेल ठेगाना परिवर्तन भयो',
    changedText: (email: string) => `तपाईंको लेखापढी खाताको इमेल ठेगाना ${email} मा परिवर्तन गरियो।`,
    changedAdvice: 'यो तपाईंले गर्नुभएको होइन भने तुरुन्तै मोबाइल नम्बरबाट पासवर्ड रिसेट गर्नुहोस् र हामीलाई सम्पर्क गर्नुहोस्।',
  },
} satisfies Record<ReaderLanguage, unknown>;

const page = (ctx: Notifier, path: string) => new URL(path, ctx.services.config.PUBLIC_URL);

export async function sendEmailVerificationCode(ctx: Notifier, to: string, code: string) {
  const w = words[ctx.language];
  const link = page(ctx, '/verify-email');
  link.searchParams.set('email', to);
  link.searchParams.set('otp', code);
  await ctx.services.mailer.send({
    to,
    subject: w.verifySubject(code),
    text: [
      w.greeting,
      '',
      w.verifyCode(code, minutes(ctx.language)),
      w.verifyLink(link.href),
      '',
      w.verifyIgnore,
    ].join('\n'),
  });
}

export async function sendMobileVerificationCode(ctx: Notifier, to: string, code: string) {
  await ctx.services.sms.send({ to, text: words[ctx.language].verifyCode(code, minutes(ctx.language)) });
}

export async function sendPasswordResetCode(
  ctx: Notifier,
  channel: 'email' | 'mobile',
  to: string,
  code: string,
) {
  const w = words[ctx.language];
  if (channel === 'mobile') {
    await ctx.services.sms.send({ to, text: w.resetSms(code, minutes(ctx.language)) });
    return;
  }
  const link = page(ctx, '/reset-password');
  link.searchParams.set('email', to);
  link.searchParams.set('token', code);
  link.searchParams.set('tab', 'email');
  await ctx.services.mailer.send({
    to,
    subject: w.resetSubject(code),
    text: [
      w.greeting,
      '',
      w.resetCode(code, minutes(ctx.language)),
      w.resetLink(link.href),
      '',
      w.resetIgnore,
    ].join('\n'),
  });
}

export async function sendEmailChangeCode(ctx: Notifier, to: string, code: string) {
  const w = words[ctx.language];
  await ctx.services.mailer.send({
    to,
    subject: w.changeSubject(code),
    text: [w.greeting, '', w.changeCode(code, minutes(ctx.language)), '', w.changeIgnore].join('\n'),
  });
}

/** Someone tried to register an address that already has a verified account. */
export async function sendRegistrationAttemptNotice(ctx: Notifier, to: string) {
  const w = words[ctx.language];
  await ctx.services.mailer.send({
    to,
    subject: w.attemptSubject,
    text: [
      w.greeting,
      '',
      w.attemptText,
      w.attemptWay(page(ctx, '/').href, page(ctx, '/forgot-password').href),
      '',
      w.attemptIgnore,
    ].join('\n'),
  });
}

/** Tells the old address that the account's e-mail moved, so an unwanted change is noticed. */
export async function sendEmailChangedNotice(ctx: Notifier, to: string, newEmail: string) {
  const w = words[ctx.language];
  await ctx.services.mailer.send({
    to,
    subject: w.changedSubject,
    text: [w.greeting, '', w.changedText(newEmail), w.changedAdvice].join('\n'),
  });
}
