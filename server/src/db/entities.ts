import { DocumentVersion, StampImage } from '../modules/annotations/annotation.entities.js';
import { ApiToken } from '../modules/api-tokens/api-token.entity.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../modules/webhooks/webhook.entities.js';
import { OneTimeCode } from '../modules/accounts/one-time-code.entity.js';
import { Session } from '../modules/accounts/session.entity.js';
import { TrustedDevice } from '../modules/accounts/trusted-device.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { GeneratedDocument } from '../modules/documents/generated-document.entity.js';
import { IdempotencyKey } from '../modules/documents/idempotency-key.entity.js';
import { WorkPermission } from '../modules/entitlements/work-permission.entity.js';
import {
  District,
  LocalLevel,
  Province,
  ReferenceDataVersion,
} from '../modules/locations/location.entities.js';
import { PaymentEvent, PaymentOrder } from '../modules/payments/payment.entities.js';
import { Office, OfficeInvitation, OfficeMembership } from '../modules/offices/office.entities.js';
import { OfficeClient } from '../modules/offices/office-client.entity.js';
import { RateLimitBucket } from '../modules/rate-limit/rate-limit-bucket.entity.js';

/** Every entity, listed explicitly so the compiled server needs no folder scanning. */
export const entities = [
  User,
  Session,
  TrustedDevice,
  OneTimeCode,
  RateLimitBucket,
  WorkPermission,
  GeneratedDocument,
  IdempotencyKey,
  DocumentVersion,
  StampImage,
  Province,
  District,
  LocalLevel,
  ReferenceDataVersion,
  PaymentOrder,
  PaymentEvent,
  ContactMessage,
  ApiToken,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookEvent,
  Office,
  OfficeMembership,
  OfficeInvitation,
  OfficeClient,
];
