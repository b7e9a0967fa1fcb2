import type { RequestContext } from '../../context.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { User } from '../accounts/user.entity.js';
import { countDocument } from '../entitlements/entitlement-subject.js';
import { consumeEntitlement, decideEntitlement } from '../entitlements/entitlement.service.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { planDocumentsUsed } from './plan-usage.js';
import { GeneratedDocument } from './generated-document.entity.js';
import { findWork, fieldsFor, validateWorkValues } from '../works/index.js';
import { publishDocumentEvent } from './document-events.js';
import { announceDocumentCreated } from './document-webhooks.js';
import { type RequesterInput, resolveRequester } from './requester.js';
import { checkIdempotencyKey, documentOfKey, rememberKey, requestHash } from './idempotency.js';

/** What generation is asked: the work, its values, and for an office document its office and client(s). */
export interface DocumentRequest extends RequesterInput {
  workKey: string;
  values: Record<string, unknown>;
  idempotencyKey?: string | null;
  /**
   * Ignore keys the form does not have: only for the older REST client, which sends the form's
   * values mixed with its own fields in the body itself. Everyone else is told of a stray key.
   */
  ignoreUnknownKeys?: boolean;
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
/** BAD_USER_INPUT naming the first key the form of this work (at this place) does not have. */
function refuseUnknownKeys(fields: readonly { key: string }[], sent: unknown): void {
  if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return;
  const known = new Set(fields.map((field) => field.key));
  const stray = Object.keys(sent).find((key) => !known.has(key));
  if (stray !== undefined) {
    const field = stray.slice(0, 100);
    throw badInput(field, { code: 'document.unknownField', params: { field } });
  }
}

export async function requestDocument(
  ctx: RequestContext,
  input: DocumentRequest,
): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const idempotencyKey = checkIdempotencyKey(input.idempotencyKey);
  const work = findWork(input.workKey);
  if (!work) throw notFound({ code: 'work.notFound', params: { work: input.workKey } });
  const requester = await resolveRequester(ctx, user, input);
  const { place } = requester;

  const fields = fieldsFor(work, {
    provinceSlug: place.province.slug,
    districtSlug: place.district.slug,
    localLevel: place.localLevel.id,
  });
  const sent = input.values ?? {};
  if (!input.ignoreUnknownKeys) refuseUnknownKeys(fields, sent);
  const values = requester.formValues(fields, sent);
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
  const specimen = ctx.apiToken?.test === true;
  if (specimen) await consumeRateLimit(ctx.em, `specimen:user:${user.id}`, limits.specimensPerAccount);
  // A specimen and a real paper are different requests: one key cannot turn one into the other.
  const identity = { ...requester.identity, ...(specimen ? { '#specimen': true } : {}) };
  const hash = idempotencyKey ? requestHash(work.key, { ...checked.values, ...identity }) : '';
  const { document, repeated } = await em.transactional(async (tx) => {
    const subject = await requester.lockPayer(tx);
    const locked = subject.kind === 'user' ? subject.user : tx.getReference(User, user.id);
    const earlier = idempotencyKey ? await documentOfKey(tx, locked, idempotencyKey, hash) : null;
    if (earlier) return { document: earlier, repeated: true };
    // A test token's specimen spends nothing and counts toward nothing (free documents, plans).
    const entitlement = specimen ? null : await decideEntitlement(tx, subject, work, planDocumentsUsed);
    if (entitlement) {
      consumeEntitlement(entitlement);
      countDocument(subject);
    }
    const row = tx.create(GeneratedDocument, {
      user: locked,
      workKey: work.key,
      serviceAreaId: work.serviceAreaId,
      entitlement: entitlement?.kind ?? EntitlementKind.SPECIMEN,
      permission: entitlement?.kind === EntitlementKind.PERMISSION ? entitlement.permission : null,
      values: checked.values as Record<string, unknown>,
      snapshot: requester.snapshot(subject),
      ...requester.parties(subject),
    });
    if (idempotencyKey) rememberKey(tx, locked, idempotencyKey, hash, row);
    await tx.flush();
    return { document: row, repeated: false };
  });
  if (repeated) return document;
  // QUEUED is announced before the render can start, so that its RENDERING never overtakes it
  // (on PostgreSQL the two are NOTIFYs on separate connections).
  await publishDocumentEvent(services.events, {
    documentId: document.id,
    userId: user.id,
    officeId: document.office?.id ?? null,
    status: document.status,
  }).catch((error: unknown) => services.logger.warn({ err: error }, 'document event not published'));
  // Announced before the render starts, so that document.created is recorded before its outcome.
  await announceDocumentCreated(em, document);
  services.renderScheduler.startNow(document.id);
  return document;
}
