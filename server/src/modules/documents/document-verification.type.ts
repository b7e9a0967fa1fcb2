import { Field, ObjectType } from 'type-graphql';

/**
 * What anyone holding a document's verification code may learn about it: enough for an office to
 * match a printout to the record, nothing that identifies the applicant beyond the paper itself.
 */
@ObjectType({ description: 'A generated document as its public verification page shows it.' })
export class DocumentVerification {
  @Field({ description: 'The verification code, in groups: "ABCD-EFGH-JKMN-PQRS-TVWX".' })
  code!: string;

  @Field({ description: 'The work (document type) key.' })
  workKey!: string;

  @Field({ description: 'The work’s name in Nepali.' })
  workNameNe!: string;

  @Field({ description: 'The work’s name in English.' })
  workNameEn!: string;

  @Field({ description: 'The BS date it was generated in Nepal, "2082-08-06".' })
  issuedOnBs!: string;

  @Field({ description: 'The applicant’s name with all but the start of each word hidden: "झ*** ग***".' })
  maskedName!: string;

  @Field({
    description: 'SHA-256 of the issued PDF, in hex: a downloaded file is unchanged when its hash is this.',
  })
  pdfSha256!: string;

  @Field({
    description:
      'True for a specimen, made with a test token to try the API: it is not a valid paper (its pages say “नमुना / SPECIMEN — not valid”).',
  })
  specimen!: boolean;
}
