import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Where the user lives: the four must belong together.' })
export class UpdateLocationInput {
  @Field(() => Int) provinceId!: number;
  @Field(() => Int) districtId!: number;
  @Field(() => Int) localLevelId!: number;
  @Field(() => Int) ward!: number;
}

/** The reusable details, typed once and prefilled into every document (keys as works' profileKey). */
export const DETAIL_KEYS = [
  'fullNameNe',
  'fullNameEn',
  'gender',
  'dateOfBirthBs',
  'fatherName',
  'motherName',
  'grandfatherName',
  'spouseName',
  'citizenshipNumber',
  'citizenshipIssueDistrict',
  'citizenshipIssueDateBs',
  'tole',
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

@ObjectType('ProfileDetails', { description: 'Details the documents reuse; any may be empty.' })
export class ProfileDetailsType {
  @Field(() => String, { nullable: true }) fullNameNe?: string | null;
  @Field(() => String, { nullable: true }) fullNameEn?: string | null;
  @Field(() => String, { nullable: true, description: 'male | female | other' }) gender?: string | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) dateOfBirthBs?: string | null;
  @Field(() => String, { nullable: true }) fatherName?: string | null;
  @Field(() => String, { nullable: true }) motherName?: string | null;
  @Field(() => String, { nullable: true }) grandfatherName?: string | null;
  @Field(() => String, { nullable: true }) spouseName?: string | null;
  @Field(() => String, { nullable: true }) citizenshipNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'District slug' }) citizenshipIssueDistrict?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) citizenshipIssueDateBs?:
    | string
    | null;
  @Field(() => String, { nullable: true }) tole?: string | null;
}

@InputType({ description: 'Details to change; a field left out stays as it is, an empty string clears it.' })
export class ProfileDetailsInput {
  @Field(() => String, { nullable: true }) fullNameNe?: string | null;
  @Field(() => String, { nullable: true }) fullNameEn?: string | null;
  @Field(() => String, { nullable: true }) gender?: string | null;
  @Field(() => String, { nullable: true }) dateOfBirthBs?: string | null;
  @Field(() => String, { nullable: true }) fatherName?: string | null;
  @Field(() => String, { nullable: true }) motherName?: string | null;
  @Field(() => String, { nullable: true }) grandfatherName?: string | null;
  @Field(() => String, { nullable: true }) spouseName?: string | null;
  @Field(() => String, { nullable: true }) citizenshipNumber?: string | null;
  @Field(() => String, { nullable: true }) citizenshipIssueDistrict?: string | null;
  @Field(() => String, { nullable: true }) citizenshipIssueDateBs?: string | null;
  @Field(() => String, { nullable: true }) tole?: string | null;
}
