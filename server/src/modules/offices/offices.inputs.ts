import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { OfficeRole } from './office.entities.js';

@InputType({ description: 'A new office: its names, its place from the location cascade, its contacts.' })
export class CreateOfficeInput {
  @Field({ description: 'Name in Nepali (Devanagari, no Latin letters), at most 150 characters.' })
  nameNe!: string;
  @Field({ description: 'Name in English, at most 150 characters.' }) nameEn!: string;
  @Field(() => Int, { description: 'Province id (provinces query).' }) provinceId!: number;
  @Field(() => Int, { description: 'District id within the province.' }) districtId!: number;
  @Field(() => Int, { description: 'Local level id within the district.' }) localLevelId!: number;
  @Field(() => Int, { description: 'Ward number within the local level.' }) ward!: number;
  @Field(() => String, { nullable: true, description: 'PAN or registration number (optional).' })
  registrationNumber?: string | null;
  @Field({
    description:
      'A landline with its area code (9 digits from 0, as 01-5550101) or a mobile (10 digits from 9); Devanagari digits are read as digits.',
  })
  contactNumber!: string;
}

@InputType({ description: 'Who to invite (an e-mail or a mobile number, not both) and as what.' })
export class InviteMemberInput {
  @Field(() => ID, { description: 'The office; only its owners may invite.' }) officeId!: string;
  @Field(() => String, { nullable: true, description: 'Send the invitation by e-mail to this address.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'Send the invitation by SMS to this number.' })
  mobile?: string | null;
  @Field(() => OfficeRole, { description: 'The role the invited person gets on accepting.' })
  role!: OfficeRole;
}

@ArgsType()
export class MemberArgs {
  @Field(() => ID, { description: 'The office.' }) officeId!: string;
  @Field(() => ID, { description: 'The member’s user id (OfficeMember.userId).' }) userId!: string;
}
