import { Field, InputType } from 'type-graphql';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../shared/contact-rules.js';

@InputType({ description: 'A message from the Contact Us form. Every field is required.' })
export class ContactMessageInput {
  @Field({ description: `At most ${CONTACT_NAME_MAX} characters, no digits.` }) firstName!: string;
  @Field({ description: `At most ${CONTACT_NAME_MAX} characters, no digits.` }) lastName!: string;
  @Field({ description: 'Where the reply goes.' }) email!: string;
  @Field({ description: 'Ten digits.' }) mobile!: string;
  @Field({ description: `Plain text, at most ${CONTACT_MESSAGE_MAX} characters.` }) message!: string;
}
