import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { todayBs } from '../../shared/nepali/index.js';
import { secondPartyPrefix, secondPartyValues } from '../../shared/second-party.js';
import { requireUser } from '../accounts/current-user.js';
import { User } from '../accounts/user.entity.js';
import { type EntitlementSubject, countDocument } from '../entitlements/entitlement-subject.js';
import { consumeEntitlement, decideEntitlement } from '../entitlements/entitlement.service.js';
import type { EntityManager } from '../../db/orm.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { planDocumentsUsed } from './plan-usage.js';
import { GeneratedDocument } from './generated-document.entity.js';
import { OfficeClient } from '../offices/office-client.entity.js';
import { clientApplicant, clientAsParty, clientLocation } from '../offices/office-client-place.js';
import { type Office, Office as OfficeEntity } from '../offices/office.entities.js';
import { isUuid, officeAccess } from '../offices/office-policy.js';
import { prefillFromProfile } from '../works/prefill.js';
import { type WorkField, findWork, fieldsFor, validateWorkValues } from '../works/index.js';
import { applicantSnapshot, locationOf, snapshotOf } from './document-inputs.js';
import { documentTopic } from './document-events.js';
import { checkIdempotencyKey, documentOfKey, rememberKey, requestHash } from './idempotency.js';

export const LOCATION_MISSING_MESSAGE = 'document.locationMissing' as const;

/** What generation is asked: the work, its values, and for an office document its office and client(s). */
export interface DocumentRequest {
  workKey: string;
  values: Record<string, unknown>;
  idempotencyKey?: string | null;
  /** Generate under this office (the caller's role must allow documents.generate). */
  officeId?: string | null;
  /** The office client the paper is for: the applicant. Required with officeId. */
  clientId?: string | null;
  /** A two-party deed's other party, when that is a client of the office too. */
  secondClientId?: string | null;
}

/** Who an office document is for, checked: the office, the applicant client and the second party. */
interface OfficeParties {
  office: Office;
  client: OfficeClient;
  secondClient: OfficeClient | null;
}

/** A client of this office, else NOT_FOUND, whatever office the id belongs to. */
async function clientOf(ctx: RequestContext, office: Office, id: string): Promise<OfficeClient> {
  const client = isUuid(id) ? await ctx.em.findOne(OfficeClient, { id, office: office.id }) : null;
  if (!client) throw notFound('client.notFound');
  return client;
}

async function officeParties(ctx: RequestContext, input: DocumentRequest): Promise<OfficeParties | null> {
  if (!input.officeId) {
    // An office's token makes the office's documents only, never one of its creator's own.
    if (ctx.apiToken?.officeId) throw badInput('officeId', 'document.officeTokenNeedsOffice');
    if (input.clientId || input.secondClientId) throw badInput('officeId', 'document.clientNeedsOffice');
    return null;
  }
  const { office } = await officeAccess(ctx, input.officeId, 'documents.generate');
  if (!input.clientId) throw badInput('clientId', 'document.officeNeedsClient');
  const client = await clientOf(ctx, office, input.clientId);
  const secondClient = input.secondClientId ? await clientOf(ctx, office, input.secondClientId) : null;
  return { office, client, secondClient };
}

/** Form values with what the clients fill: what the request sent wins, the clients fill what it left empty. */
function withClientValues(
  fields: readonly WorkField[],
  sent: Record<string, unknown>,
  parties: OfficeParties,
): Record<string, unknown> {
  const keys = fields.map((f) => f.key);
  const filled: Record<string, unknown> = prefillFromProfile(fields, clientApplicant(parties.client));
  if (parties.secondClient) {
    const prefix = secondPartyPrefix(keys);
    if (!prefix) throw badInput('secondClientId', 'document.noSecondParty');
    Object.assign(filled, secondPartyValues(prefix, keys, clientAsParty(parties.secondClient), todayBs()));
  }
  for (const [key, value] of Object.entries(sent)) {
    if (value !== undefined && value !== null && value !== '') filled[key] = value;
  }
  return filled;
}

/**
 * Whose allowance pays, with its row locked (pessimistic write) for the rest of the transaction:
 * the office's row for an office document, so every member's request queues on the one counter,
 * and the user's row for a personal one.
 */
async function lockedSubject(
  tx: EntityManager,
  user: User,
  office: Office | null,
): Promise<EntitlementSubject> {
  const lock = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const;
  if (office) return { kind: 'office', office: await tx.findOneOrFail(OfficeEntity, office.id, lock) };
  return { kind: 'user', user: await tx.findOneOrFail(User, user.id, lock) };
}

/**
 * Asks for one document: checks the values against the work's fields for the applicant's place,
 * decides what pays for it, and writes the document row (QUEUED) in one transaction, with the
 * paying row (the user's, or the office's) locked so concurrent requests cannot both take the
 * last document of the allowance. The row is
 * the durable queue: this instance renders it as soon as a render thread is free, and if this
 * process dies first, the safety net of any instance does.
 *
 * Under an office (officeId), the caller's role must allow documents.generate, the client(s) must
 * be the office's (else NOT_FOUND), and the applicant and the place are the client's, not the
 * member's: the client's place decides the form's place variant and the paper's addressee, and
 * the office's allowance (free documents, then its plan) pays, whichever member generates.
 *
 * With an idempotency key, a repeat of the same request by the same user returns the document
 * the first one made and spends nothing; the same key with other values is a CONFLICT.
 */
export async function requestDocument(
  ctx: RequestContext,
  input: DocumentRequest,
): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
  const work = findWork(input.workKey);
  if (!work) throw notFound({ code: 'work.notFound', params: { work: input.workKey } });
  const parties = await officeParties(ctx, input);
  // The paper's place: an office client's, else the user's own profile place.
  const place = parties ? clientLocation(parties.client) : locationOf(user);
  if (!place) {
    throw parties
      ? badInput('clientId', 'document.clientLocationMissing')
      : new AppError('BAD_USER_INPUT', LOCATION_MISSING_MESSAGE, { field: 'location' });
  }

  const fields = fieldsFor(work, {
    provinceSlug: place.province.slug,
    districtSlug: place.district.slug,
  });
  const sent = input.values ?? {};
  const values = parties ? withClientValues(fields, sent, parties) : sent;
  const checked = validateWorkValues(work, fields, values);
  if (!checked.ok) {
    const [first] = checked.errors;
    const said = first
      ? { code: first.messageCode, params: first.params }
      : ('document.invalidValues' as const);
    throw new AppError('BAD_USER_INPUT', said, {
      field: first?.field,
      errors: checked.errors,
    });
  }

  const { em, services } = ctx;
  const hash = idempotencyKey
    ? requestHash(
        work.key,
        parties
          ? {
              ...checked.values,
              '#office': parties.office.id,
              '#client': parties.client.id,
              '#secondClient': parties.secondClient?.id ?? null,
            }
          : checked.values,
      )
    : '';
  const { document, repeated } = await em.transactional(async (tx) => {
    const subject = await lockedSubject(tx, user, parties?.office ?? null);
    const locked = subject.kind === 'user' ? subject.user : tx.getReference(User, user.id);
    const earlier = idempotencyKey ? await documentOfKey(tx, locked, idempotencyKey, hash) : null;
    if (earlier) return { document: earlier, repeated: true };
    const entitlement = await decideEntitlement(tx, subject, work, planDocumentsUsed);
    consumeEntitlement(entitlement);
    countDocument(subject);
    const row = tx.create(GeneratedDocument, {
      user: locked,
      workKey: work.key,
      serviceAreaId: work.serviceAreaId,
      entitlement: entitlement.kind,
      permission: entitlement.kind === EntitlementKind.PERMISSION ? entitlement.permission : null,
      values: checked.values as Record<string, unknown>,
      snapshot: parties
        ? snapshotOf(clientApplicant(parties.client), place)
        : applicantSnapshot(subject.kind === 'user' ? subject.user : user, place),
      office: subject.kind === 'office' ? subject.office : null,
      client: parties?.client ?? null,
      secondClient: parties?.secondClient ?? null,
    });
    if (idempotencyKey) rememberKey(tx, locked, idempotencyKey, hash, row);
    await tx.flush();
    return { document: row, repeated: false };
  });
  if (repeated) return document;
  const queued = services.events
    .publish(documentTopic(user.id), { documentId: document.id, userId: user.id, status: document.status })
    .catch((error: unknown) => services.logger.warn({ err: error }, 'document event not published'));
  services.renderScheduler.startNow(document.id);
  await queued;
  return document;
}
