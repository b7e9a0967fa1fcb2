import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/page-info.js';
import { OfficeClient } from './office-client.entity.js';

/**
 * A client's details under the works' applicant field keys, checked by the same rules as the
 * profile and the forms. Saving replaces every detail: a field left out is cleared.
 */
@InputType({ description: 'A client’s details; the keys are the works’ applicant field keys.' })
export class OfficeClientInput {
  @Field({ description: 'Full name in Nepali (Devanagari, no Latin letters). Required.' }) fullName!: string;
  @Field(() => String, { nullable: true, description: 'Full name in English letters.' })
  fullNameEn?: string | null;
  @Field({ description: 'male, female or other. Required.' }) gender!: string;
  @Field(() => String, { nullable: true, description: 'Date of birth, BS, YYYY/MM/DD.' })
  dateOfBirthBs?: string | null;
  @Field({ description: 'Father’s name in Nepali. Required.' }) fatherName!: string;
  @Field(() => String, { nullable: true, description: 'Mother’s name in Nepali.' }) motherName?:
    | string
    | null;
  @Field({ description: 'Grandfather’s name in Nepali. Required.' }) grandfatherName!: string;
  @Field(() => String, { nullable: true, description: 'Spouse’s name in Nepali.' }) spouseName?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Tole (street or village) in Nepali.' })
  tole?: string | null;
  @Field(() => String, { nullable: true, description: 'Citizenship certificate number.' })
  citizenshipNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'District where the citizenship was issued: slug, id or name; kept as the slug.',
  })
  citizenshipIssueDistrict?: string | null;
  @Field(() => String, { nullable: true, description: 'Citizenship issue date, BS, YYYY/MM/DD.' })
  citizenshipIssueDateBs?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Ten-digit mobile number; Devanagari digits are read as digits, stored in ASCII digits.',
  })
  mobile?: string | null;
  @Field(() => Int, { nullable: true, description: 'Province id of the address (all four parts or none).' })
  provinceId?: number | null;
  @Field(() => Int, { nullable: true, description: 'District id of the address.' }) districtId?:
    | number
    | null;
  @Field(() => Int, { nullable: true, description: 'Local level id of the address.' })
  localLevelId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ward of the address.' }) ward?: number | null;
}

@ArgsType()
export class OfficeClientsArgs {
  @Field(() => ID, { description: 'The office whose clients to list.' }) officeId!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'A name in Devanagari or Roman letters (every word must match, spelling loosely), or a ' +
      'citizenship number (Nepali or ASCII digits, separators ignored).',
  })
  search?: string | null;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?:
    | string
    | null;
}

@ObjectType({ description: 'One client in a list, with its cursor.' })
export class OfficeClientEdge {
  @Field({ description: 'Pass as `after` to continue after this client.' }) cursor!: string;
  @Field(() => OfficeClient, { description: 'The client.' }) node!: OfficeClient;
}

@ObjectType({ description: 'An office’s clients, newest first.' })
export class OfficeClientConnection {
  @Field(() => [OfficeClientEdge], { description: 'This page.' }) edges!: OfficeClientEdge[];
  @Field(() => PageInfo, { description: 'Whether more follow, and where.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'Clients matching the search in all pages.' }) totalCount!: number;
}
