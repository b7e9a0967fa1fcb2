import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Where the user lives: the four must belong together.' })
export class UpdateLocationInput {
  @Field(() => Int) provinceId!: number;
  @Field(() => Int) districtId!: number;
  @Field(() => Int) localLevelId!: number;
  @Field(() => Int) ward!: number;
}

@ObjectType('ProfileDetails', {
  description: 'Details typed once and prefilled into every document; any may be empty.',
})
export class ProfileDetailsType {
  @Field(() => String, { nullable: true, description: 'In Devanagari.' }) fullNameNe?: string | null;
  @Field(() => String, { nullable: true, description: 'In English letters.' }) fullNameEn?: string | null;
  @Field(() => String, { nullable: true, description: 'male | female | other' }) gender?: string | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) dateOfBirthBs?: string | null;
  @Field(() => String, { nullable: true }) fatherName?: string | null;
  @Field(() => String, { nullable: true }) motherName?: string | null;
  @Field(() => String, { nullable: true }) grandfatherName?: string | null;
  @Field(() => String, { nullable: true }) spouseName?: string | null;
  @Field(() => String, { nullable: true }) citizenshipNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'District slug, e.g. kathmandu.' })
  citizenshipIssueDistrict?: string | null;
  @Field(() => Int, { nullable: true, description: 'The same district, by id.' })
  citizenshipIssueDistrictId?: number | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) citizenshipIssueDateBs?:
    | string
    | null;
  @Field(() => String, { nullable: true }) tole?: string | null;
}

@InputType({
  description:
    'Details to change; a field left out stays as it is, an empty string clears it. Dates are BS ' +
    '(YYYY/MM/DD, YYYY-MM-DD; Devanagari digits too).',
})
export class ProfileDetailsInput {
  @Field(() => String, { nullable: true }) fullNameNe?: string | null;
  @Field(() => String, { nullable: true }) fullNameEn?: string | null;
  @Field(() => String, { nullable: true, description: 'male | female | other' }) gender?: string | null;
  @Field(() => String, { nullable: true }) dateOfBirthBs?: string | null;
  @Field(() => String, { nullable: true }) fatherName?: string | null;
  @Field(() => String, { nullable: true }) motherName?: string | null;
  @Field(() => String, { nullable: true }) grandfatherName?: string | null;
  @Field(() => String, { nullable: true }) spouseName?: string | null;
  @Field(() => String, { nullable: true }) citizenshipNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'A district id, slug or name (English or Nepali).' })
  citizenshipIssueDistrict?: string | null;
  @Field(() => Int, { nullable: true, description: 'Or the district by id.' })
  citizenshipIssueDistrictId?: number | null;
  @Field(() => String, { nullable: true }) citizenshipIssueDateBs?: string | null;
  @Field(() => String, { nullable: true }) tole?: string | null;
}
