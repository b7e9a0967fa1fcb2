import type { RequestContext } from '../../context.js';
import { adToBs, parseBs } from '../../shared/nepali/bs-date.js';
import { groupedVerificationCode, normalizeVerificationCode } from '../../shared/verification-code.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { findWork } from '../works/index.js';
import type { DocumentVerification } from './document-verification.type.js';
import { changeableDocument } from './document-access.js';
import { announceDocumentWithdrawn } from './document-webhooks.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

const pad2 = (n: number) => String(n).padStart(2, '0');

const graphemes = new Intl.Segmenter('ne', { granularity: 'grapheme' });

/**
 * The start of each word and a fixed mask: an office can tell the paper's name from another, a
 * stranger with the code cannot read it, and the mask's length does not give away the word's.
 */
function maskedName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? ''}***`)
    .join(' ');
}

/** The name the paper prints: the form's, else the profile's Nepali name, else the account's. */
function printedName(document: GeneratedDocument): string {
  const typed = document.values.fullName;
  if (typeof typed === 'string' && typed.trim()) return typed;
  const applicant = (
    document.snapshot as { applicant?: { name?: string; details?: { fullNameNe?: string } } }
  ).applicant;
  return applicant?.details?.fullNameNe || applicant?.name || '';
}

/**
 * The public record behind a verification code, or null: for an unknown, malformed or withdrawn
 * code alike, and for a document not (yet) issued, so the answer tells nothing more than "no".
 * Every lookup counts against the caller's address, found or not (RATE_LIMITED past the limit).
 */
export async function findVerification(
  ctx: RequestContext,
  input: string,
): Promise<DocumentVerification | null> {
  await consumeRateLimit(ctx.em, `verify:ip:${ctx.ip}`, limits.verificationLookupPerIp);
  const code = normalizeVerificationCode(input);
  if (!code) return null;
  const document = await ctx.em.findOne(GeneratedDocument, {
    verificationCode: code,
    status: DocumentStatus.READY,
    pdfSha256: { $ne: null },
  });
  if (!document?.pdfSha256) return null;
  const work = findWork(document.workKey);
  // The date the paper printed (written with the PDF); a document from before that was kept, the
  // day it was made.
  const bs = document.datedOn ? parseBs(document.datedOn) : adToBs(document.createdAt);
  return {
    code: groupedVerificationCode(code),
    workKey: document.workKey,
    workNameNe: work?.nameNe ?? document.workKey,
    workNameEn: work?.nameEn ?? document.workKey,
    issuedOnBs: `${bs.year}-${pad2(bs.month)}-${pad2(bs.day)}`,
    maskedName: maskedName(printedName(document)),
    pdfSha256: document.pdfSha256,
    specimen: document.specimen,
  };
}

/**
 * Forgets the code of a document: its page says "not found" from now on (a printout carrying it no
 * longer checks out). A personal document's owner may; for an office document, a member whose role
 * may generate documents (a viewer is FORBIDDEN). Anyone else's document is NOT_FOUND, as everywhere.
 */
export async function withdrawVerification(
  ctx: RequestContext,
  documentId: string,
): Promise<GeneratedDocument> {
  const document = await changeableDocument(ctx, documentId);
  // Withdrawing a code already withdrawn changes nothing, and says nothing again.
  const hadCode = document.verificationCode != null;
  document.verificationCode = null;
  await ctx.em.flush();
  if (hadCode) await announceDocumentWithdrawn(ctx.em, document, new Date());
  return document;
}
