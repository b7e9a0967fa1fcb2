import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { type MessageCode, type MessageParams, englishText } from '../../shared/messages.js';
import { User } from './user.entity.js';

@InputType({ description: 'A new account. `name` is the first and last name joined by a space.' })
export class RegisterInput {
  @Field({ description: 'First and last name, joined by a space.' }) name!: string;
  @Field({ description: 'An e-mail address; a code is sent to verify it.' }) email!: string;
  @Field({ description: 'Ten digits.' }) mobile!: string;
  @Field({ description: 'At least 8 characters.' }) password!: string;
}

@InputType({ description: 'Sign in with an e-mail or a mobile number (one of the two) and the password.' })
export class LoginInput {
  @Field(() => String, { nullable: true, description: 'The account’s e-mail address; give this or mobile.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'The account’s mobile number; give this or email.' })
  mobile?: string | null;
  @Field({ description: 'The password.' }) password!: string;
}

@InputType({ description: 'Set a new password with the code sent by e-mail or SMS.' })
export class ResetPasswordInput {
  @Field({ description: 'The e-mail or mobile number the code was sent to.' }) identifier!: string;
  @Field({ description: 'The 6-digit reset code.' }) token!: string;
  @Field({ description: 'The new password, at least 8 characters.' }) newPassword!: string;
}

export enum VerificationChannel {
  EMAIL = 'EMAIL',
  MOBILE = 'MOBILE',
}
registerEnumType(VerificationChannel, {
  name: 'VerificationChannel',
  description: 'Where a verification code was sent.',
  valuesConfig: {
    EMAIL: { description: 'To the e-mail address.' },
    MOBILE: { description: 'By SMS to the mobile number.' },
  },
});

@ObjectType({ description: 'The outcome of an account action, with the text to show the user.' })
export class ActionResult {
  @Field({ description: 'Whether it worked (for a sign-in or verification: whether signed in).' })
  status!: boolean;
  @Field({ description: 'In English; messageCode and params say it in the reader’s language.' })
  message!: string;
  @Field({ description: 'The stable code of the message (see the client’s message catalogue).' })
  messageCode!: string;
  @Field(() => GraphQLJSONObject, { description: 'The values the message names.' })
  params!: MessageParams;
}

@ObjectType({ description: 'The outcome of a sign-in attempt (also of a verification, which signs in).' })
export class LoginResult extends ActionResult {
  @Field(() => VerificationChannel, {
    nullable: true,
    description: 'Set when the e-mail or mobile must be verified first; a code was just sent there.',
  })
  verificationRequired?: VerificationChannel | null;
  @Field(() => User, { nullable: true, description: 'The signed-in user, when signed in.' })
  user?: User | null;
}

/** An outcome with its message, said by code. */
export const result = (code: MessageCode, status: boolean, params: MessageParams = {}): ActionResult => ({
  status,
  message: englishText({ code, params }),
  messageCode: code,
  params,
});

export const ok = (code: MessageCode, params: MessageParams = {}): ActionResult => result(code, true, params);
