import { OneTimeCode } from '../modules/accounts/one-time-code.entity.js';
import { Session } from '../modules/accounts/session.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { GeneratedDocument } from '../modules/documents/generated-document.entity.js';
import { WorkPermission } from '../modules/entitlements/work-permission.entity.js';
import {
  District,
  LocalLevel,
  Province,
  ReferenceDataVersion,
} from '../modules/locations/location.entities.js';
import { PaymentEvent, PaymentOrder } from '../modules/payments/payment.entities.js';
import { RateLimitBucket } from '../modules/rate-limit/rate-limit-bucket.entity.js';

/** Every entity, listed explicitly so the compiled server needs no folder scanning. */
export const entities = [
  User,
  Session,
  OneTimeCode,
  RateLimitBucket,
  WorkPermission,
  GeneratedDocument,
  Province,
  District,
  LocalLevel,
  ReferenceDataVersion,
  PaymentOrder,
  PaymentEvent,
  ContactMessage,
];
