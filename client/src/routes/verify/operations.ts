import { graphql } from '../../gql';

/** The public record behind a verification code; null when the code is unknown or withdrawn. */
export const DocumentVerificationQuery = graphql(`
  query DocumentVerification($code: String!) {
    documentVerification(code: $code) {
      code
      workKey
      workNameNe
      workNameEn
      issuedOnBs
      maskedName
      pdfSha256
      specimen
    }
  }
`);
