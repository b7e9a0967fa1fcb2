import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122222748 } from './Migration20261122222748.js';
import { Migration20261122232105 } from './Migration20261122232105.js';
import { Migration20261122233623 } from './Migration20261122233623.js';
import { Migration20261122234201 } from './Migration20261122234201.js';
import { Migration20261123123050 } from './Migration20261123123050.js';
import { Migration20261124070531PaymentAttempts } from './Migration20261124070531PaymentAttempts.js';
import { Migration20261124070623RenderLeases } from './Migration20261124070623RenderLeases.js';
import { Migration20261124071304VerifiedIdentifiers } from './Migration20261124071304VerifiedIdentifiers.js';
import { Migration20261124104333ApiTokens } from './Migration20261124104333ApiTokens.js';
import { Migration20261124110423Webhooks } from './Migration20261124110423Webhooks.js';
import { Migration20261124111526Offices } from './Migration20261124111526Offices.js';
import { Migration20261125204000VerificationCodes } from './Migration20261125204000VerificationCodes.js';
import { Migration20261126001936OfficeDocuments } from './Migration20261126001936OfficeDocuments.js';
import { Migration20261126003000DocxFiles } from './Migration20261126003000DocxFiles.js';
import { Migration20261126010000Annotations } from './Migration20261126010000Annotations.js';
import { Migration20261126005000OfficePlan } from './Migration20261126005000OfficePlan.js';
import { Migration20261126013000OfficeTokens } from './Migration20261126013000OfficeTokens.js';
import { Migration20261126020000DocumentDate } from './Migration20261126020000DocumentDate.js';
import { Migration20261202070715BoundedStamps } from './Migration20261202070715BoundedStamps.js';
import { Migration20261202130252WebhookDeliveryLog } from './Migration20261202130252WebhookDeliveryLog.js';
import { Migration20261202130730ProviderReference } from './Migration20261202130730ProviderReference.js';
import { Migration20261202131820TestMode } from './Migration20261202131820TestMode.js';
import { Migration20261202212000OfficeWebhooks } from './Migration20261202212000OfficeWebhooks.js';
import { Migration20261203064219DocumentSync } from './Migration20261203064219DocumentSync.js';
import { Migration20261203064511WebhookEvents } from './Migration20261203064511WebhookEvents.js';
import { Migration20261203065446WebhookEndpointDisabled } from './Migration20261203065446WebhookEndpointDisabled.js';
import { Migration20261203070200WebhookSecretRotation } from './Migration20261203070200WebhookSecretRotation.js';

// Applied in this order at start, on PostgreSQL and PGlite alike. New migrations are created with
// `npm run migration:create` and added here.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122222748', class: Migration20261122222748 },
  { name: 'Migration20261122232105', class: Migration20261122232105 },
  { name: 'Migration20261122233623', class: Migration20261122233623 },
  { name: 'Migration20261122234201', class: Migration20261122234201 },
  { name: 'Migration20261123123050', class: Migration20261123123050 },
  { name: 'Migration20261124070531PaymentAttempts', class: Migration20261124070531PaymentAttempts },
  { name: 'Migration20261124070623RenderLeases', class: Migration20261124070623RenderLeases },
  {
    name: 'Migration20261124071304VerifiedIdentifiers',
    class: Migration20261124071304VerifiedIdentifiers,
  },
  { name: 'Migration20261124104333ApiTokens', class: Migration20261124104333ApiTokens },
  { name: 'Migration20261124110423Webhooks', class: Migration20261124110423Webhooks },
  { name: 'Migration20261124111526Offices', class: Migration20261124111526Offices },
  { name: 'Migration20261125204000VerificationCodes', class: Migration20261125204000VerificationCodes },
  { name: 'Migration20261126001936OfficeDocuments', class: Migration20261126001936OfficeDocuments },
  { name: 'Migration20261126003000DocxFiles', class: Migration20261126003000DocxFiles },
  { name: 'Migration20261126010000Annotations', class: Migration20261126010000Annotations },
  { name: 'Migration20261126005000OfficePlan', class: Migration20261126005000OfficePlan },
  { name: 'Migration20261126013000OfficeTokens', class: Migration20261126013000OfficeTokens },
  { name: 'Migration20261126020000DocumentDate', class: Migration20261126020000DocumentDate },
  { name: 'Migration20261202070715BoundedStamps', class: Migration20261202070715BoundedStamps },
  {
    name: 'Migration20261202130252WebhookDeliveryLog',
    class: Migration20261202130252WebhookDeliveryLog,
  },
  { name: 'Migration20261202130730ProviderReference', class: Migration20261202130730ProviderReference },
  { name: 'Migration20261202131820TestMode', class: Migration20261202131820TestMode },
  { name: 'Migration20261202212000OfficeWebhooks', class: Migration20261202212000OfficeWebhooks },
  { name: 'Migration20261203064219DocumentSync', class: Migration20261203064219DocumentSync },
  { name: 'Migration20261203064511WebhookEvents', class: Migration20261203064511WebhookEvents },
  {
    name: 'Migration20261203065446WebhookEndpointDisabled',
    class: Migration20261203065446WebhookEndpointDisabled,
  },
  {
    name: 'Migration20261203070200WebhookSecretRotation',
    class: Migration20261203070200WebhookSecretRotation,
  },
];
