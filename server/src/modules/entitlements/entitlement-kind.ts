import { registerEnumType } from 'type-graphql';

export enum EntitlementKind {
  FREE = 'FREE',
  PLAN = 'PLAN',
  PERMISSION = 'PERMISSION',
  /** A test token's specimen: nothing pays, nothing is counted. */
  SPECIMEN = 'SPECIMEN',
}
registerEnumType(EntitlementKind, {
  name: 'EntitlementKind',
  description: 'What pays for a document.',
  valuesConfig: {
    FREE: { description: 'One of the free documents every account has.' },
    PLAN: { description: 'The active monthly plan.' },
    PERMISSION: { description: 'A document of this work bought on its own.' },
    SPECIMEN: {
      description:
        'Nothing: a specimen made with a test token, never charged nor counted, marked “नमुना / SPECIMEN — not valid”.',
    },
  },
});
