import { registerEnumType } from 'type-graphql';

/** Whether a token's documents are real papers or specimens. */
export enum ApiTokenMode {
  LIVE = 'LIVE',
  TEST = 'TEST',
}

registerEnumType(ApiTokenMode, {
  name: 'ApiTokenMode',
  description: 'Live or test: what the documents a token generates are.',
  valuesConfig: {
    LIVE: { description: 'Real papers, paid from the allowance (free documents, plan or purchase).' },
    TEST: {
      description:
        'Specimens for trying the API: never charged nor counted, every page marked “नमुना / SPECIMEN — not valid”. The secret starts lkp_test_.',
    },
  },
});
