import { registerEnumType } from 'type-graphql';

export enum EntitlementKind {
  FREE = 'FREE',
  PLAN = 'PLAN',
  PERMISSION = 'PERMISSION',
}
registerEnumType(EntitlementKind, {
  name: 'EntitlementKind',
  description: 'What pays for a document.',
  valuesConfig: {
    FREE: { description: 'One of the free documents every account has.' },
    PLAN: { description: 'The active monthly plan.' },
    PERMISSION: { description: 'A document of this work bought on its own.' },
  },
});
