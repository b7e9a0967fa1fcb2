import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Where the user lives: the four must belong together.' })
export class UpdateLocationInput {
  @Field(() => Int, { description: 'The province, by id.' }) provinceId!: number;
  @Field(() => Int, { description: 'The district, by id; must be in the province.' }) districtId!: number;
  @Field(() => Int, { description: 'The local level, by id; must be in the district.' })
  localLevelId!: number;
  @Field(() => Int, { description: 'The ward number, 1..wardCount of the local level.' }) ward!: number;
}

@ObjectType('ProfileDetails', {
  description: 'Details typed once and prefilled into every document; any may be empty.',
})
export class ProfileDetailsType {
  @Field(() => String, { nullable: true, description: 'In Devanagari.' }) fullNameNe?: string | null;
  @Field(() => String, { nullable: true, description: 'In English letters.' }) fullNameEn?: string | null;
  @Field(() => String, { nullable: true, description: 'male | female | other' }) gender?: string | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) dateOfBirthBs?: string | null;
  @Field(() => String, { nullable: true, description: "Father's full name." }) fatherName?: string | null;
  @Field(() => String, { nullable: true, description: "Mother's full name." }) motherName?: string | null;
  @Field(() => String, { nullable: true, description: "Grandfather's full name." }) grandfatherName?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Spouse's full name." }) spouseName?: string | null;
  @Field(() => String, { nullable: true, description: 'Citizenship certificate number.' }) citizenshipNumber?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'District slug, e.g. kathmandu.' })
  citizenshipIssueDistrict?: string | null;
  @Field(() => Int, { nullable: true, description: 'The same district, by id.' })
  citizenshipIssueDistrictId?: number | null;
  @Field(() => String, { nullable: true, description: 'BS, YYYY/MM/DD' }) citizenshipIssueDateBs?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Tole (neighbourhood) or street.' }) tole?:
    | string
    | null;
}

@InputType({
  description:
    'Details to change; a field left out stays as it is, an empty string clears it. Dates are BS ' +
    '(YYYY/MM/DD, YYYY-MM-DD; Devanagari digits too).',
})
export class ProfileDetailsInput {
  @Field(() => String, { nullable: true, description: 'Full name in Devanagari.' }) fullNameNe?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Full name in English letters.' }) fullNameEn?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'male | female | other' }) gender?: string | null;
  @Field(() => String, { nullable: true, description: 'Date of birth, BS, YYYY/MM/DD.' }) dateOfBirthBs?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Father's full name." }) fatherName?: string | null;
  @Field(() => String, { nullable: true, description: "Mother's full name." }) motherName?: string | null;
  @Field(() => String, { nullable: true, description: "Grandfather's full name." }) grandfatherName?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: "Spouse's full name." }) spouseName?: string | null;
  @Field(() => String, { nullable: true, description: 'Citizenship certificate number.' }) citizenshipNumber?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'A district id, slug or name (English or Nepali).' })
  citizenshipIssueDistrict?: string | null;
  @Field(() => Int, { nullable: true, description: 'Or the district by id.' })
  citizenshipIssueDistrictId?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Date the citizenship certificate was issued, BS, YYYY/MM/DD.',
  })
  citizenshipIssueDateBs?: string | null;
  @Field(() => String, { nullable: true, description: 'Tole (neighbourhood) or street.' }) tole?:
    | string
    | null;
}
