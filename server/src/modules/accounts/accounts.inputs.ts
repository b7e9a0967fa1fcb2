import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { User } from './user.entity.js';

@InputType({ description: 'A new account. `name` is the first and last name joined by a space.' })
export class RegisterInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field({ description: 'Ten digits.' }) mobile!: string;
  @Field({ description: 'At least 8 characters.' }) password!: string;
}

@InputType({ description: 'Sign in with an e-mail or a mobile number (one of the two) and the password.' })
export class LoginInput {
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) mobile?: string | null;
  @Field() password!: string;
}

@InputType({ description: 'Set a new password with the code sent by e-mail or SMS.' })
export class ResetPasswordInput {
  @Field({ description: 'The e-mail or mobile number the code was sent to.' }) identifier!: string;
  @Field({ description: 'The 6-digit reset code.' }) token!: string;
  @Field() newPassword!: string;
}

export enum VerificationChannel {
  EMAIL = 'EMAIL',
  MOBILE = 'MOBILE',
}
registerEnumType(VerificationChannel, { name: 'VerificationChannel' });

@ObjectType({ description: 'The outcome of an account action, with the text to show the user.' })
export class ActionResult {
  @Field() status!: boolean;
  @Field() message!: string;
}

@ObjectType({ description: 'The outcome of a sign-in attempt.' })
export class LoginResult {
  @Field({ description: 'True when signed in.' }) status!: boolean;
  @Field() message!: string;
  @Field(() => VerificationChannel, {
    nullable: true,
    description: 'Set when the e-mail or mobile must be verified first; a code was just sent there.',
  })
  verificationRequired?: VerificationChannel | null;
  @Field(() => User, { nullable: true }) user?: User | null;
}

export const ok = (message: string): ActionResult => ({ status: true, message });
