import type { RenderTask } from '../../pdf/render-task.js';
import { type BsDate, parseBs, todayBs } from '../../shared/nepali/index.js';
import { verificationPath } from '../../shared/verification-code.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { templateInputOf } from './document-inputs.js';
import type { GeneratedDocument } from './generated-document.entity.js';

/** The verification page of a code: PUBLIC_URL may carry a path (a site under a sub-folder). */
export const verificationUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}${verificationPath(code)}`;

type RenderedFrom = Pick<GeneratedDocument, 'workKey' | 'values' | 'snapshot'> & {
  verificationCode?: string | null;
  entitlement?: string;
};

/**
 * What the render threads are asked for one document: its work's template with the frozen values
 * and applicant, the date it carries, its verification code and, for a specimen, its watermark. The PDF and, later, its Word copy
 * are both made from this, so they say the same.
 */
export function documentRenderTask(
  document: RenderedFrom,
  datedOn: BsDate,
  publicUrl: string,
  options: { docx?: boolean } = {},
): RenderTask {
  const code = document.verificationCode;
  const verification = code ? { code, url: verificationUrl(publicUrl, code) } : undefined;
  return {
    kind: 'work',
    workKey: document.workKey,
    input: {
      ...templateInputOf(document, datedOn),
      verification,
      ...(document.entitlement === EntitlementKind.SPECIMEN ? { specimen: true } : {}),
    },
    ...(options.docx ? { docx: true } : {}),
  };
}

/**
 * The date a READY document's paper carries: as kept when it was rendered (bsDateText), else
 * (rendered before the date was kept) the day it was completed, in Nepal.
 */
export function datedOnOf(document: Pick<GeneratedDocument, 'datedOn' | 'completedAt'>): BsDate {
  if (document.datedOn) return parseBs(document.datedOn);
  return todayBs(document.completedAt ?? new Date());
}
